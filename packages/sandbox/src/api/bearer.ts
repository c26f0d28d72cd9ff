import type { MiddlewareHandler } from 'hono';
import type { AmrEntry } from '../auth/sessions';
import type { SandboxContext, SandboxEnv } from '../context';
import { apiError } from '../http/errors';

/** Verifies the bearer JWT of every provider API call (signature, issuer, audience, expiry). */
export function bearerAuth(ctx: SandboxContext): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.match(/^Bearer\s+(.+)$/i)?.[1];
    if (!token) return apiError(c, 401, 'Missing bearer token');
    try {
      const claims = await ctx.signer.verify(token);
      if (typeof claims.sub !== 'string') return apiError(c, 401, 'Invalid token');
      // A deleted account's tokens stop at once, not when they expire.
      const { rows } = await ctx.db.query<{ deleted_at: Date | null }>('select deleted_at from users where id = $1', [claims.sub]);
      if (!rows[0] || rows[0].deleted_at) return apiError(c, 401, 'This account no longer exists');
      c.set('userId', claims.sub);
      c.set('userEmail', typeof claims.email === 'string' ? claims.email : '');
      c.set('aal', claims.aal === 'aal2' ? 'aal2' : 'aal1');
      c.set('amr', Array.isArray(claims.amr) ? (claims.amr as AmrEntry[]) : []);
      c.set('tokenExpiresAt', typeof claims.exp === 'number' ? claims.exp * 1000 : Date.now());
    } catch {
      return apiError(c, 401, 'Invalid or expired token');
    }
    return next();
  };
}
