import type { MiddlewareHandler } from 'hono';
import { sessionStanding, type AmrEntry } from '../auth/sessions';
import type { SandboxContext, SandboxEnv } from '../context';
import { apiError } from '../http/errors';

/**
 * Verifies the bearer JWT of every provider API call (signature, issuer, audience, expiry), and
 * that its session still stands: a session signed out (this device, every other one, a new
 * password) or of a deleted account is refused at once, not when its token expires.
 */
export function bearerAuth(ctx: SandboxContext): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.match(/^Bearer\s+(.+)$/i)?.[1];
    if (!token) return apiError(c, 401, 'Missing bearer token');
    let claims;
    try {
      claims = await ctx.signer.verify(token);
    } catch {
      return apiError(c, 401, 'Invalid or expired token');
    }
    if (typeof claims.sub !== 'string') return apiError(c, 401, 'Invalid token');
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
    const standing = await sessionStanding(ctx.db, claims.sub, sessionId);
    if (standing.state === 'account_deleted') return apiError(c, 401, 'This account no longer exists', { type: 'account_deleted' });
    if (standing.state === 'ended') return apiError(c, 401, 'This session was signed out. Sign in again.', { type: 'session_revoked' });
    c.set('userId', claims.sub);
    c.set('sessionId', sessionId);
    c.set('userEmail', typeof claims.email === 'string' ? claims.email : '');
    // The lower of the token's level and the session's own (a removed factor lowers the session at once).
    c.set('aal', claims.aal === 'aal2' && standing.aal === 'aal2' ? 'aal2' : 'aal1');
    c.set('amr', Array.isArray(claims.amr) ? (claims.amr as AmrEntry[]) : []);
    c.set('tokenExpiresAt', typeof claims.exp === 'number' ? claims.exp * 1000 : ctx.clock.nowMs());
    return next();
  };
}
