import type { Context } from 'hono';
import type { SandboxContext } from '../context';
import { findUserById, type UserRow } from '../db/users';
import { authError } from '../http/errors';
import { sessionStanding, type AmrEntry } from './sessions';

/** The signed-in caller of an auth endpoint: the user, the session, and how it was authenticated. */
export interface BearerSession {
  user: UserRow;
  sessionId: string;
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
}

/** Resolves the bearer token of /user, /factors and /logout; the real statuses for each failure. */
export async function bearerSession(ctx: SandboxContext, c: Context): Promise<BearerSession | Response> {
  const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  let claims;
  try {
    claims = await ctx.signer.verify(token);
  } catch (error) {
    const reason = error instanceof Error && /exp/.test(error.message) ? 'token is expired' : 'unable to parse or verify signature';
    return authError(c, 403, 'bad_jwt', `invalid JWT: ${reason}`);
  }
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  const userId = typeof claims.sub === 'string' ? claims.sub : '';
  // A deleted account's sessions ended with it: the client hears what signs it out.
  const standing = await sessionStanding(ctx.db, userId, sessionId);
  if (standing.state !== 'live') {
    return authError(c, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUserById(ctx.db, userId);
  if (!user) return authError(c, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const aal = claims.aal === 'aal2' && standing.aal === 'aal2' ? 'aal2' : 'aal1';
  return { user, sessionId, aal, amr: Array.isArray(claims.amr) ? (claims.amr as AmrEntry[]) : [] };
}
