import type { Context } from 'hono';
import * as v from 'valibot';
import type { SandboxContext } from '../context';
import { sendCode } from '../db/outbox';
import { findUserByEmail, findUserById, mergeMetadata, type UserRow } from '../db/users';
import type { RouteInput } from '../guards/route';
import { authError } from '../http/errors';
import { authUser } from './auth-user';
import type { BearerSession } from './bearer-session';
import { hashPassword, safeEqual, verifyPassword } from './crypto';
import { startEmailChange } from './email-change';
import type { USER_UPDATE } from './route-bounds';
import { sendSecurityNotice } from './security-notices';
import { createReauthenticationCode, reauthenticationHash, revokeSessions } from './sessions';
import { countWrongCode, WRONG_CODE_LIMITS, wrongCodeLockout } from './wrong-code-limits';
import { remoteAddress } from '../http/loopback';

type UserUpdate = v.InferOutput<typeof USER_UPDATE>;

export const MIN_PASSWORD_LENGTH = 6;
/** The auth service's wait between two emails of one kind to one user. */
const EMAIL_SEND_INTERVAL_SECONDS = 60;
const INVALID_EMAIL = 'Unable to validate email address: invalid format';
/**
 * An email address as the auth service reads it: trimmed, lower case. Never one under `.invalid`,
 * the name reserved for addresses that reach nobody: a deleted account's placeholder is one, and
 * nobody may sign up, sign in or be mailed under it.
 */
export const EMAIL = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.email(INVALID_EMAIL),
  v.check((email) => !email.endsWith('.invalid'), INVALID_EMAIL),
);

export function weakPassword(c: Context) {
  return authError(c, 422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
    weak_password: { reasons: ['length'] },
  });
}

/** Seconds until another email of this kind may go out, or 0. */
function secondsUntilNextEmail(sentAt: Date | null, nowMs: number): number {
  if (!sentAt) return 0;
  return Math.max(0, Math.ceil(EMAIL_SEND_INTERVAL_SECONDS - (nowMs - new Date(sentAt).getTime()) / 1000));
}

function emailRateLimited(c: Context, seconds: number) {
  c.header('Retry-After', String(seconds));
  return authError(c, 429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`);
}

/** GET /reauthenticate: mails a six-digit code that a password change then carries as `nonce`. */
export async function reauthenticate(ctx: SandboxContext, c: Context, caller: BearerSession) {
  const wait = secondsUntilNextEmail(caller.user.reauthentication_sent_at, ctx.clock.nowMs());
  if (wait > 0) return emailRateLimited(c, wait);
  const code = await createReauthenticationCode(ctx.db, caller.user.id);
  await ctx.db.query('update users set reauthentication_sent_at = sandbox_now() where id = $1', [caller.user.id]);
  await sendCode(ctx, caller.user.email, code);
  return c.json({});
}

async function sessionAgeSeconds(ctx: SandboxContext, sessionId: string): Promise<number> {
  const { rows } = await ctx.db.query<{ created_at: Date }>('select created_at from sessions where id = $1', [sessionId]);
  return rows[0] ? (ctx.clock.nowMs() - new Date(rows[0].created_at).getTime()) / 1000 : Number.POSITIVE_INFINITY;
}

/** The user's live re-authentication code (hashed), and the wrong tries it has taken. */
async function liveReauthenticationCode(ctx: SandboxContext, userId: string): Promise<{ tokenHash: string; failedAttempts: number } | undefined> {
  const { rows } = await ctx.db.query<{ token_hash: string; failed_attempts: number }>(
    `select token_hash, failed_attempts from one_time_tokens
      where user_id = $1 and type = 'reauthentication' and used_at is null and expires_at > sandbox_now()`,
    [userId],
  );
  return rows[0] ? { tokenHash: rows[0].token_hash, failedAttempts: rows[0].failed_attempts } : undefined;
}

/**
 * Checks an emailed re-authentication code before anything costly (no password is hashed for a
 * wrong one), without spending it: a wrong one counts against the code, which dies after a few,
 * and against the user's hour.
 */
async function checkNonce(ctx: SandboxContext, user: UserRow, nonce: string): Promise<boolean> {
  const live = await liveReauthenticationCode(ctx, user.id);
  if (live && live.failedAttempts < WRONG_CODE_LIMITS.perEmailedCode && safeEqual(reauthenticationHash(user.id, nonce), live.tokenHash)) return true;
  if (live) await ctx.db.query('update one_time_tokens set failed_attempts = failed_attempts + 1 where token_hash = $1', [live.tokenHash]);
  await countWrongCode(ctx, 'reauthentication', user.id, user);
  return false;
}

/** Spends a checked re-authentication code; false when another request spent it first. */
async function spendNonce(ctx: SandboxContext, userId: string, nonce: string): Promise<boolean> {
  const { rows } = await ctx.db.query(
    `update one_time_tokens set used_at = sandbox_now()
      where token_hash = $1 and user_id = $2 and type = 'reauthentication' and used_at is null and expires_at > sandbox_now() returning 1`,
    [reauthenticationHash(userId, nonce), userId],
  );
  return rows.length === 1;
}

/**
 * PUT /user as the auth service answers it: metadata, a new password (with the emailed code
 * once the session is older than the re-authentication window), a new email (confirmed by
 * both addresses). Email and password need aal2 once the user has a verified factor.
 */
export async function updateUser(ctx: SandboxContext, c: Context, caller: BearerSession, input: RouteInput<unknown, unknown, UserUpdate>) {
  const { body } = input;
  const { password, nonce, data } = body;
  const { user } = caller;
  let email: string | undefined;
  if (body.email !== undefined) {
    const parsed = v.safeParse(EMAIL, body.email);
    if (!parsed.success) return authError(c, 400, 'validation_failed', parsed.issues[0].message);
    if (parsed.output !== user.email) email = parsed.output;
  }

  // As adding or removing a factor: a code entered lately, not only a session that once entered one.
  if (email !== undefined || password !== undefined) {
    const refusal = await input.stepUp({ status: 401, action: 'update email or password when MFA is enabled' });
    if (refusal) return refusal;
  }

  let passwordHash = user.password_hash;
  if (password !== undefined) {
    if (password.length < MIN_PASSWORD_LENGTH) return weakPassword(c);
    const needsNonce = (await sessionAgeSeconds(ctx, caller.sessionId)) >= ctx.settings.reauthenticationAfterSeconds;
    const invalidNonce = () => authError(c, 422, 'reauthentication_not_valid', 'Reauthentication code is invalid or has expired');
    if (needsNonce) {
      if (!nonce) return authError(c, 400, 'reauthentication_needed', 'Password update requires reauthentication');
      const lockout = await wrongCodeLockout(ctx, c, 'reauthentication', user.id);
      if (lockout) return lockout;
      if (!(await checkNonce(ctx, user, nonce))) return invalidNonce();
    }
    if (await verifyPassword(password, user.password_hash)) {
      return authError(c, 422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password);
    if (needsNonce && !(await spendNonce(ctx, user.id, nonce!))) return invalidNonce();
  }

  if (email !== undefined) {
    const owner = await findUserByEmail(ctx.db, email);
    if (owner && owner.id !== user.id) return authError(c, 422, 'email_exists', 'A user with this email address has already been registered');
    const wait = secondsUntilNextEmail(user.email_change_sent_at, ctx.clock.nowMs());
    if (wait > 0) return emailRateLimited(c, wait);
  }

  const metadata = data ? mergeMetadata(user.user_metadata, data) : user.user_metadata;
  await ctx.db.query('update users set password_hash = $1, user_metadata = $2, updated_at = sandbox_now() where id = $3', [passwordHash, metadata, user.id]);
  if (password !== undefined) {
    // A new password ends every other session, as the auth service does.
    await revokeSessions(ctx, user.id, caller.sessionId, 'others');
    await sendSecurityNotice(ctx, user, 'password_changed', remoteAddress(c));
  }
  if (email !== undefined) await startEmailChange(ctx, user, email);
  return c.json(await authUser(ctx.db, (await findUserById(ctx.db, user.id))!));
}
