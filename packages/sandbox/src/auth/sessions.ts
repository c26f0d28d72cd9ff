import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { findUserById, toAuthUser, type UserRow } from '../db/users';
import { randomToken, sha256 } from './crypto';

export type AuthMethod = 'password' | 'otp' | 'oauth' | 'magiclink' | 'invite' | 'recovery' | 'email/signup';

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof toAuthUser>;
}

async function signAccessToken(ctx: SandboxContext, user: UserRow, sessionId: string, method: AuthMethod): Promise<string> {
  return ctx.signer.sign(
    {
      sub: user.id,
      email: user.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: Math.floor(Date.now() / 1000) }],
      session_id: sessionId,
      is_anonymous: false,
      app_metadata: { provider: user.providers[0] ?? 'email', providers: user.providers },
      user_metadata: user.user_metadata,
    },
    ctx.settings.jwtExpirySeconds,
  );
}

async function tokenResponse(ctx: SandboxContext, user: UserRow, sessionId: string, refreshToken: string, method: AuthMethod): Promise<TokenResponse> {
  const accessToken = await signAccessToken(ctx, user, sessionId, method);
  const expiresIn = ctx.settings.jwtExpirySeconds;
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    refresh_token: refreshToken,
    user: toAuthUser(user),
  };
}

/** Starts a session: a row, a refresh token, a signed access token. */
export async function issueSession(ctx: SandboxContext, user: UserRow, method: AuthMethod): Promise<TokenResponse> {
  const sessionId = crypto.randomUUID();
  const refreshToken = randomToken(24);
  await ctx.db.transaction(async (tx) => {
    await tx.query('insert into sessions (id, user_id) values ($1, $2)', [sessionId, user.id]);
    await tx.query('insert into refresh_tokens (token, session_id, user_id) values ($1, $2, $3)', [refreshToken, sessionId, user.id]);
    await tx.query('update users set last_sign_in_at = now() where id = $1', [user.id]);
  });
  const fresh = (await findUserById(ctx.db, user.id)) ?? user;
  return tokenResponse(ctx, fresh, sessionId, refreshToken, method);
}

export type RefreshResult =
  | { ok: true; tokens: TokenResponse }
  | { ok: false; code: 'refresh_token_not_found' | 'refresh_token_already_used' | 'session_not_found'; message: string };

/**
 * Rotates a refresh token: the old one is revoked, a new one issued in the same session.
 * Using a revoked token again is refused (and, as the real service does, ends the session).
 */
export async function rotateRefreshToken(ctx: SandboxContext, token: string): Promise<RefreshResult> {
  const { rows } = await ctx.db.query<{ token: string; session_id: string; user_id: string; revoked: boolean; revoked_at: Date | null }>(
    `select r.token, r.session_id, r.user_id, r.revoked, s.revoked_at
       from refresh_tokens r join sessions s on s.id = r.session_id where r.token = $1`,
    [token],
  );
  const row = rows[0];
  if (!row) return { ok: false, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' };
  if (row.revoked_at) return { ok: false, code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' };
  if (row.revoked) {
    await ctx.db.query('update sessions set revoked_at = now() where id = $1', [row.session_id]);
    return { ok: false, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' };
  }
  const user = await findUserById(ctx.db, row.user_id);
  if (!user) return { ok: false, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' };
  const next = randomToken(24);
  await ctx.db.transaction(async (tx) => {
    await tx.query('update refresh_tokens set revoked = true where token = $1', [token]);
    await tx.query('insert into refresh_tokens (token, session_id, user_id) values ($1, $2, $3)', [next, row.session_id, row.user_id]);
  });
  return { ok: true, tokens: await tokenResponse(ctx, user, row.session_id, next, 'password') };
}

export async function isSessionActive(db: Db, sessionId: string): Promise<boolean> {
  const { rows } = await db.query<{ revoked_at: Date | null }>('select revoked_at from sessions where id = $1', [sessionId]);
  return rows.length === 1 && rows[0]!.revoked_at === null;
}

export async function revokeSessions(db: Db, userId: string, sessionId: string, scope: 'global' | 'local' | 'others'): Promise<void> {
  if (scope === 'local') await db.query('update sessions set revoked_at = now() where id = $1', [sessionId]);
  else if (scope === 'others') await db.query('update sessions set revoked_at = now() where user_id = $1 and id <> $2', [userId, sessionId]);
  else await db.query('update sessions set revoked_at = now() where user_id = $1', [userId]);
}

/** Email link types (signup, recovery, invite, magiclink). */
export type OtpType = 'signup' | 'recovery' | 'invite' | 'magiclink';

const OTP_LIFETIME_MS: Record<OtpType, number> = {
  signup: 24 * 3600_000,
  invite: 24 * 3600_000,
  recovery: 3600_000,
  magiclink: 3600_000,
};

/** Makes a one-time email token; only its hash is stored. */
export async function createOneTimeToken(db: Db, userId: string, type: OtpType, pkce?: PkceChallenge): Promise<string> {
  const token = randomToken(24);
  await db.query('delete from one_time_tokens where user_id = $1 and type = $2 and used_at is null', [userId, type]);
  await db.query(
    `insert into one_time_tokens (token_hash, user_id, type, expires_at, code_challenge, code_challenge_method)
     values ($1, $2, $3, $4, $5, $6)`,
    [sha256(token), userId, type, new Date(Date.now() + OTP_LIFETIME_MS[type]), pkce?.challenge ?? null, pkce?.method ?? null],
  );
  return token;
}

export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** Stores a PKCE flow and returns the auth code the client exchanges with its verifier. */
export async function createFlowState(db: Db, userId: string, pkce: PkceChallenge, method: string): Promise<string> {
  const authCode = crypto.randomUUID();
  await db.query(
    `insert into flow_states (auth_code, user_id, code_challenge, code_challenge_method, authentication_method, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [authCode, userId, pkce.challenge, pkce.method, method, new Date(Date.now() + 5 * 60_000)],
  );
  return authCode;
}

/** Spends a one-time token of the given type; undefined when unknown, used, expired or of another type. */
export interface SpentToken {
  userId: string;
  type: OtpType;
  pkce: PkceChallenge | undefined;
}

export async function consumeOneTimeToken(db: Db, token: string, types: readonly OtpType[]): Promise<SpentToken | undefined> {
  const { rows } = await db.query<{ user_id: string; type: OtpType; code_challenge: string | null; code_challenge_method: string | null }>(
    `update one_time_tokens set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now() and type = any($2)
      returning user_id, type, code_challenge, code_challenge_method`,
    [sha256(token), types],
  );
  const row = rows[0];
  if (!row) return undefined;
  const pkce = row.code_challenge
    ? { challenge: row.code_challenge, method: row.code_challenge_method === 'plain' ? 'plain' as const : 's256' as const }
    : undefined;
  return { userId: row.user_id, type: row.type, pkce };
}
