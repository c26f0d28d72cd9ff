import type { MiddlewareHandler } from 'hono';
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
      c.set('userId', claims.sub);
      c.set('userEmail', typeof claims.email === 'string' ? claims.email : '');
    } catch {
      return apiError(c, 401, 'Invalid or expired token');
    }
    return next();
  };
}
