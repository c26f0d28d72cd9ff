import type { Context } from 'hono';
import * as v from 'valibot';
import type { SandboxContext } from '../context';
import { hasVerifiedFactor } from '../db/mfa-factors';
import { sendCode } from '../db/outbox';
import { findUserByEmail, findUserById, mergeMetadata } from '../db/users';
import { readJson } from '../http/body';
import { authError } from '../http/errors';
import { authUser } from './auth-user';
import type { BearerSession } from './bearer-session';
import { hashPassword, verifyPassword } from './crypto';
import { startEmailChange } from './email-change';
import { sendSecurityNotice } from './security-notices';
import { createReauthenticationCode, reauthenticationHash, revokeSessions } from './sessions';

export const MIN_PASSWORD_LENGTH = 6;
/** The auth service's wait between two emails of one kind to one user. */
const EMAIL_SEND_INTERVAL_SECONDS = 60;
/** An email address as the auth service reads it: trimmed, lower case. */
export const EMAIL = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('Unable to validate email address: invalid format'));

export function weakPassword(c: Context) {
  return authError(c, 422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
    weak_password: { reasons: ['length'] },
  });
}

/** Seconds until another email of this kind may go out, or 0. */
function secondsUntilNextEmail(sentAt: Date | null): number {
  if (!sentAt) return 0;
  return Math.max(0, Math.ceil(EMAIL_SEND_INTERVAL_SECONDS - (Date.now() - new Date(sentAt).getTime()) / 1000));
}

function emailRateLimited(c: Context, seconds: number) {
  c.header('Retry-After', String(seconds));
  return authError(c, 429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`);
}

/** GET /reauthenticate: mails a six-digit code that a password change then carries as `nonce`. */
export async function reauthenticate(ctx: SandboxContext, c: Context, caller: BearerSession) {
  const wait = secondsUntilNextEmail(caller.user.reauthentication_sent_at);
  if (wait > 0) return emailRateLimited(c, wait);
  const code = await createReauthenticationCode(ctx.db, caller.user.id);
  await ctx.db.query('update users set reauthentication_sent_at = now() where id = $1', [caller.user.id]);
  await sendCode(ctx, caller.user.email, code);
  return c.json({});
}

async function sessionAgeSeconds(ctx: SandboxContext, sessionId: string): Promise<number> {
  const { rows } = await ctx.db.query<{ created_at: Date }>('select created_at from sessions where id = $1', [sessionId]);
  return rows[0] ? (Date.now() - new Date(rows[0].created_at).getTime()) / 1000 : Number.POSITIVE_INFINITY;
}

/** Spends a re-authentication code; false when it is wrong, used or expired. */
async function spendNonce(ctx: SandboxContext, userId: string, nonce: string): Promise<boolean> {
  const { rows } = await ctx.db.query(
    `update one_time_tokens set used_at = now()
      where token_hash = $1 and user_id = $2 and type = 'reauthentication' and used_at is null and expires_at > now() returning 1`,
    [reauthenticationHash(userId, nonce), userId],
  );
  return rows.length === 1;
}

/**
 * PUT /user as the auth service answers it: metadata, a new password (with the emailed code
 * once the session is older than the re-authentication window), a new email (confirmed by
 * both addresses). Email and password need aal2 once the user has a verified factor.
 */
export async function updateUser(ctx: SandboxContext, c: Context, caller: BearerSession) {
  const body = await readJson(
    c,
    v.object({
      email: v.optional(v.string()),
      password: v.optional(v.string()),
      nonce: v.optional(v.string()),
      data: v.optional(v.record(v.string(), v.unknown())),
    }),
  );
  if (!body.ok) return authError(c, body.status, body.code, body.message);
  const { password, nonce, data } = body.value;
  const { user } = caller;
  let email: string | undefined;
  if (body.value.email !== undefined) {
    const parsed = v.safeParse(EMAIL, body.value.email);
    if (!parsed.success) return authError(c, 400, 'validation_failed', parsed.issues[0].message);
    if (parsed.output !== user.email) email = parsed.output;
  }

  if ((email !== undefined || password !== undefined) && caller.aal !== 'aal2' && (await hasVerifiedFactor(ctx.db, user.id))) {
    return authError(c, 401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
  }

  let passwordHash = user.password_hash;
  if (password !== undefined) {
    if (password.length < MIN_PASSWORD_LENGTH) return weakPassword(c);
    if (await verifyPassword(password, user.password_hash)) {
      return authError(c, 422, 'same_password', 'New password should be different from the old password.');
    }
    if ((await sessionAgeSeconds(ctx, caller.sessionId)) >= ctx.settings.reauthenticationAfterSeconds) {
      if (!nonce) return authError(c, 400, 'reauthentication_needed', 'Password update requires reauthentication');
      if (!(await spendNonce(ctx, user.id, nonce))) {
        return authError(c, 422, 'reauthentication_not_valid', 'Reauthentication code is invalid or has expired');
      }
    }
    passwordHash = await hashPassword(password);
  }

  if (email !== undefined) {
    const owner = await findUserByEmail(ctx.db, email);
    if (owner && owner.id !== user.id) return authError(c, 422, 'email_exists', 'A user with this email address has already been registered');
    const wait = secondsUntilNextEmail(user.email_change_sent_at);
    if (wait > 0) return emailRateLimited(c, wait);
  }

  const metadata = data ? mergeMetadata(user.user_metadata, data) : user.user_metadata;
  await ctx.db.query('update users set password_hash = $1, user_metadata = $2, updated_at = now() where id = $3', [passwordHash, metadata, user.id]);
  if (password !== undefined) {
    // A new password ends every other session, as the auth service does.
    await revokeSessions(ctx.db, user.id, caller.sessionId, 'others');
    await sendSecurityNotice(ctx, user.email, 'password_changed');
  }
  if (email !== undefined) await startEmailChange(ctx, user, email);
  return c.json(await authUser(ctx.db, (await findUserById(ctx.db, user.id))!));
}
