import type { Context } from 'hono';
import type { SandboxContext } from '../context';
import { forgetWrongCodes, recordWrongCode, wrongCodesSince, type WrongCodeKind } from '../db/wrong-codes';
import { authError } from '../http/errors';
import { setRetryAfter } from '../http/rate-limit';
import { sendSecurityNotice } from './security-notices';

/**
 * How many wrong codes the auth service takes, whatever address they come from (a limit per
 * client address alone is no limit to someone with many): a challenge, and an emailed
 * re-authentication code, die after a few; a factor, and a user's emailed codes, take a few an
 * hour. Ten an hour lets a guesser hit one of the three codes a six-digit TOTP accepts at a
 * time with odds of about 1 in 1,400 a day, and the owner is told at the first lockout.
 */
export const WRONG_CODE_LIMITS = {
  /** Wrong codes one challenge takes: then it is spent, and the right code no longer works on it. */
  perChallenge: 3,
  /** Wrong codes one emailed re-authentication code takes before it is spent. */
  perEmailedCode: 3,
  /** Wrong codes one factor (over all its challenges), or one user's emailed codes, take in the window. */
  perWindow: 10,
  windowMs: 60 * 60_000,
} as const;

/** 429 while the subject has had its wrong codes for the window: the right code waits too, or guessing would go on. */
export async function wrongCodeLockout(ctx: SandboxContext, c: Context, kind: WrongCodeKind, subject: string): Promise<Response | undefined> {
  if (!ctx.rateLimits.enabled) return undefined;
  const now = ctx.clock.nowMs();
  const { count, oldest } = await wrongCodesSince(ctx.db, kind, subject, new Date(now - WRONG_CODE_LIMITS.windowMs));
  if (count < WRONG_CODE_LIMITS.perWindow) return undefined;
  const retryAfterSeconds = Math.max(1, Math.ceil(((oldest ? new Date(oldest).getTime() : now) + WRONG_CODE_LIMITS.windowMs - now) / 1000));
  setRetryAfter(c, { ok: false, retryAfterSeconds });
  return authError(c, 429, 'over_request_rate_limit', `Too many wrong codes. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`);
}

/** Counts a wrong code; the one that reaches the limit tells the account's owner that someone is guessing. */
export async function countWrongCode(ctx: SandboxContext, kind: WrongCodeKind, subject: string, owner: { id: string; email: string }): Promise<void> {
  const now = ctx.clock.nowMs();
  await forgetWrongCodes(ctx.db, new Date(now - WRONG_CODE_LIMITS.windowMs));
  await recordWrongCode(ctx.db, kind, subject);
  const { count } = await wrongCodesSince(ctx.db, kind, subject, new Date(now - WRONG_CODE_LIMITS.windowMs));
  if (count === WRONG_CODE_LIMITS.perWindow) await sendSecurityNotice(ctx, owner, 'wrong_codes');
}
