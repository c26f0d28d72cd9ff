import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { findUserById, type UserRow } from '../db/users';
import { authUser, type AuthUser } from './auth-user';
import { randomInt } from 'node:crypto';
import { randomToken, sha256 } from './crypto';

export type AuthMethod = 'password' | 'otp' | 'oauth' | 'magiclink' | 'invite' | 'recovery' | 'email/signup' | 'email_change' | 'totp';

/** How a session was authenticated, newest first, as the token's `amr` claim lists it. */
export interface AmrEntry {
  method: AuthMethod;
  timestamp: number;
}

/** What a session carries into every access token signed for it. */
export interface SessionAssurance {
  id: string;
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}


async function signAccessToken(ctx: SandboxContext, user: UserRow, session: SessionAssurance): Promise<string> {
  return ctx.signer.sign(
    {
      sub: user.id,
      email: user.email,
      phone: '',
      role: 'authenticated',
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: false,
      app_metadata: { provider: user.providers[0] ?? 'email', providers: user.providers },
      user_metadata: user.user_metadata,
    },
    ctx.settings.jwtExpirySeconds,
  );
}

async function tokenResponse(ctx: SandboxContext, user: UserRow, session: SessionAssurance, refreshToken: string): Promise<TokenResponse> {
  const accessToken = await signAccessToken(ctx, user, session);
  const expiresIn = ctx.settings.jwtExpirySeconds;
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: ctx.clock.nowSeconds() + expiresIn,
    refresh_token: refreshToken,
    user: await authUser(ctx.db, user),
  };
}

async function sessionAssurance(db: Db, sessionId: string): Promise<SessionAssurance> {
  const { rows } = await db.query<{ aal: 'aal1' | 'aal2'; amr: AmrEntry[] }>('select aal, amr from sessions where id = $1', [sessionId]);
  const row = rows[0];
  return { id: sessionId, aal: row?.aal ?? 'aal1', amr: row?.amr ?? [] };
}

/** Starts a session: a row, a refresh token, a signed access token. */
export async function issueSession(ctx: SandboxContext, user: UserRow, method: AuthMethod): Promise<TokenResponse> {
  const session: SessionAssurance = { id: crypto.randomUUID(), aal: 'aal1', amr: [{ method, timestamp: ctx.clock.nowSeconds() }] };
  const refreshToken = randomToken(24);
  await ctx.db.transaction(async (tx) => {
    await tx.query('insert into sessions (id, user_id, amr) values ($1, $2, $3)', [session.id, user.id, JSON.stringify(session.amr)]);
    await tx.query('insert into refresh_tokens (token, session_id, user_id) values ($1, $2, $3)', [refreshToken, session.id, user.id]);
    await tx.query('update users set last_sign_in_at = sandbox_now() where id = $1', [user.id]);
  });
  const fresh = (await findUserById(ctx.db, user.id)) ?? user;
  return tokenResponse(ctx, fresh, session, refreshToken);
}

/**
 * Raises a session to aal2 after a verified TOTP code: the factor and the time go into its
 * `amr`, its refresh tokens are swapped for a new one, and the user's other sessions below aal2
 * end (the auth service's rule: a second factor's first use signs out what the password alone opened).
 */
export async function elevateSession(ctx: SandboxContext, user: UserRow, sessionId: string, factorId: string): Promise<TokenResponse> {
  const current = await sessionAssurance(ctx.db, sessionId);
  const session: SessionAssurance = {
    id: sessionId,
    aal: 'aal2',
    amr: [{ method: 'totp', timestamp: ctx.clock.nowSeconds() }, ...current.amr.filter((entry) => entry.method !== 'totp')],
  };
  const refreshToken = randomToken(24);
  await ctx.db.transaction(async (tx) => {
    await tx.query('update sessions set aal = $1, amr = $2, factor_id = $3 where id = $4', ['aal2', JSON.stringify(session.amr), factorId, sessionId]);
    await tx.query('update refresh_tokens set revoked = true, revoked_at = coalesce(revoked_at, sandbox_now()) where session_id = $1', [sessionId]);
    await tx.query('insert into refresh_tokens (token, session_id, user_id) values ($1, $2, $3)', [refreshToken, sessionId, user.id]);
    await tx.query(`update sessions set revoked_at = sandbox_now() where user_id = $1 and id <> $2 and aal <> 'aal2' and revoked_at is null`, [user.id, sessionId]);
  });
  ctx.requestTail.wake(user.id);
  return tokenResponse(ctx, user, session, refreshToken);
}

/** Sessions that a removed factor raised drop back to aal1 and forget the code. */
export async function downgradeSessions(db: Db, factorId: string): Promise<void> {
  await db.query(
    `update sessions set aal = 'aal1', factor_id = null,
            amr = coalesce((select jsonb_agg(entry) from jsonb_array_elements(amr) entry where entry->>'method' <> 'totp'), '[]'::jsonb)
      where factor_id = $1`,
    [factorId],
  );
}

export type RefreshResult =
  | { ok: true; tokens: TokenResponse }
  | { ok: false; code: 'refresh_token_not_found' | 'refresh_token_already_used' | 'session_not_found'; message: string };

/**
 * Rotates a refresh token: the old one is revoked, a new one issued in the same session.
 * A revoked token used again within the reuse interval (a client that lost the answer to its
 * refresh, or two tabs refreshing at once) is answered with the session's current token, as the
 * real service does; past the interval it ends the session.
 */
export async function rotateRefreshToken(ctx: SandboxContext, token: string): Promise<RefreshResult> {
  const { rows } = await ctx.db.query<{ session_id: string; user_id: string; token_revoked_at: Date | null; revoked_at: Date | null }>(
    `select r.session_id, r.user_id, r.revoked_at as token_revoked_at, s.revoked_at
       from refresh_tokens r join sessions s on s.id = r.session_id where r.token = $1`,
    [token],
  );
  const row = rows[0];
  if (!row) return { ok: false, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' };
  if (row.revoked_at) return { ok: false, code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' };
  const user = await findUserById(ctx.db, row.user_id);
  if (!user) return { ok: false, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' };
  const session = await sessionAssurance(ctx.db, row.session_id);
  const next = randomToken(24);
  // Revoking and issuing in one step: of two refreshes racing with one token, one rotates and
  // the other is a reuse.
  const rotated = await ctx.db.transaction(async (tx) => {
    const revoked = await tx.query('update refresh_tokens set revoked = true, revoked_at = sandbox_now() where token = $1 and not revoked returning token', [token]);
    if (revoked.rows.length === 0) return false;
    await tx.query('insert into refresh_tokens (token, session_id, user_id) values ($1, $2, $3)', [next, row.session_id, row.user_id]);
    return true;
  });
  if (rotated) return { ok: true, tokens: await tokenResponse(ctx, user, session, next) };
  const revokedAt = row.token_revoked_at ?? (await tokenRevokedAt(ctx.db, token));
  const revokedFor = revokedAt ? ctx.clock.nowMs() - new Date(revokedAt).getTime() : Number.POSITIVE_INFINITY;
  const active = revokedFor <= ctx.settings.refreshTokenReuseSeconds * 1000 ? await activeRefreshToken(ctx.db, row.session_id) : undefined;
  if (active) return { ok: true, tokens: await tokenResponse(ctx, user, session, active) };
  await ctx.db.query('update sessions set revoked_at = sandbox_now() where id = $1', [row.session_id]);
  ctx.requestTail.wake(row.user_id);
  return { ok: false, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' };
}

async function tokenRevokedAt(db: Db, token: string): Promise<Date | null> {
  const { rows } = await db.query<{ revoked_at: Date | null }>('select revoked_at from refresh_tokens where token = $1', [token]);
  return rows[0]?.revoked_at ?? null;
}

async function activeRefreshToken(db: Db, sessionId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ token: string }>(
    'select token from refresh_tokens where session_id = $1 and not revoked order by created_at desc limit 1',
    [sessionId],
  );
  return rows[0]?.token;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where the session a token names stands now: live (with the assurance the session holds now: a
 * removed factor's sessions drop to aal1 before their tokens expire), ended (signed out, replaced
 * by a new password, or never there), or its account deleted. Every bearer of either API asks.
 */
export type SessionStanding = { state: 'live'; aal: 'aal1' | 'aal2' } | { state: 'ended' } | { state: 'account_deleted' };

export async function sessionStanding(db: Db, userId: string, sessionId: string): Promise<SessionStanding> {
  if (!UUID.test(userId)) return { state: 'ended' };
  const { rows } = await db.query<{ deleted_at: Date | null; revoked_at: Date | null; aal: 'aal1' | 'aal2' | null }>(
    `select u.deleted_at, s.revoked_at, s.aal from users u
       left join sessions s on s.id = $2::uuid and s.user_id = u.id
      where u.id = $1::uuid`,
    [userId, UUID.test(sessionId) ? sessionId : null],
  );
  const row = rows[0];
  if (!row || row.deleted_at) return { state: 'account_deleted' };
  if (!row.aal || row.revoked_at) return { state: 'ended' };
  return { state: 'live', aal: row.aal };
}

/** Ends sessions of a user (all, this one, or all but this one); their live tails end with them. */
export async function revokeSessions(ctx: SandboxContext, userId: string, sessionId: string, scope: 'global' | 'local' | 'others'): Promise<void> {
  const { db } = ctx;
  if (scope === 'local') await db.query('update sessions set revoked_at = sandbox_now() where id = $1', [sessionId]);
  else if (scope === 'others') await db.query('update sessions set revoked_at = sandbox_now() where user_id = $1 and id <> $2', [userId, sessionId]);
  else await db.query('update sessions set revoked_at = sandbox_now() where user_id = $1', [userId]);
  ctx.requestTail.wake(userId);
}

/** One-time tokens: the email links (signup, recovery, invite, magic link, both sides of an email change) and the re-authentication code. */
export type OtpType =
  | 'signup'
  | 'recovery'
  | 'invite'
  | 'magiclink'
  | 'email_change_new'
  | 'email_change_current'
  | 'reauthentication'
  | 'identity_link';

const OTP_LIFETIME_MS: Record<OtpType, number> = {
  signup: 24 * 3600_000,
  invite: 24 * 3600_000,
  recovery: 3600_000,
  magiclink: 3600_000,
  email_change_new: 24 * 3600_000,
  email_change_current: 24 * 3600_000,
  reauthentication: 3600_000,
  // The link's state, from the dashboard to the chooser and back: minutes, as an OAuth state lives.
  identity_link: 10 * 60_000,
};

/** What an emailed link was sent for, besides its user: a sign-up's password (its hash), which confirming keeps; an invitation, which following it accepts. */
export interface LinkPurpose {
  passwordHash?: string;
  invitationId?: string;
}

/** Makes a one-time email token; only its hash is stored. */
export async function createOneTimeToken(db: Db, userId: string, type: OtpType, pkce?: PkceChallenge, purpose: LinkPurpose = {}): Promise<string> {
  const token = randomToken(24);
  await storeOneTimeToken(db, userId, type, sha256(token), pkce, purpose);
  return token;
}

/**
 * The six-digit code the auth service mails for re-authentication. Six digits are not unique
 * across users, so the stored hash includes the user.
 */
export async function createReauthenticationCode(db: Db, userId: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await storeOneTimeToken(db, userId, 'reauthentication', reauthenticationHash(userId, code));
  return code;
}

export const reauthenticationHash = (userId: string, code: string) => sha256(`${userId}:${code.trim()}`);

async function storeOneTimeToken(db: Db, userId: string, type: OtpType, tokenHash: string, pkce?: PkceChallenge, purpose: LinkPurpose = {}): Promise<void> {
  // A new link replaces the last of its kind, but for sign-ups and invitations: a sign-up's link
  // confirms with the password it was sent with (a stranger's later sign-up cannot void the link
  // the address's owner expects), and each organisation's invitation has a link of its own.
  if (type === 'invite') await db.query('delete from one_time_tokens where user_id = $1 and type = $2 and invitation_id is not distinct from $3', [userId, type, purpose.invitationId ?? null]);
  else if (type !== 'signup') await db.query('delete from one_time_tokens where user_id = $1 and type = $2', [userId, type]);
  await db.query(
    `insert into one_time_tokens (token_hash, user_id, type, expires_at, code_challenge, code_challenge_method, password_hash, invitation_id)
     values ($1, $2, $3, sandbox_now() + make_interval(secs => $4::double precision / 1000), $5, $6, $7, $8)`,
    [tokenHash, userId, type, OTP_LIFETIME_MS[type], pkce?.challenge ?? null, pkce?.method ?? null, purpose.passwordHash ?? null, purpose.invitationId ?? null],
  );
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
     values ($1, $2, $3, $4, $5, sandbox_now() + interval '5 minutes')`,
    [authCode, userId, pkce.challenge, pkce.method, method],
  );
  return authCode;
}

/** Spends a one-time token of the given type; undefined when unknown, used, expired or of another type. */
export interface SpentToken {
  userId: string;
  type: OtpType;
  pkce: PkceChallenge | undefined;
  /** A sign-up's password (its hash): the one confirming the address keeps. */
  passwordHash: string | null;
  /** The invitation an invite link accepts. */
  invitationId: string | null;
}

export async function consumeOneTimeToken(db: Db, token: string, types: readonly OtpType[]): Promise<SpentToken | undefined> {
  const { rows } = await db.query<{
    user_id: string;
    type: OtpType;
    code_challenge: string | null;
    code_challenge_method: string | null;
    password_hash: string | null;
    invitation_id: string | null;
  }>(
    `update one_time_tokens set used_at = sandbox_now()
      where token_hash = $1 and used_at is null and expires_at > sandbox_now() and type = any($2)
      returning user_id, type, code_challenge, code_challenge_method, password_hash, invitation_id`,
    [sha256(token), types],
  );
  const row = rows[0];
  if (!row) return undefined;
  const pkce = row.code_challenge
    ? { challenge: row.code_challenge, method: row.code_challenge_method === 'plain' ? 'plain' as const : 's256' as const }
    : undefined;
  return { userId: row.user_id, type: row.type, pkce, passwordHash: row.password_hash, invitationId: row.invitation_id };
}
