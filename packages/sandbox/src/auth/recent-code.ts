import type { Context } from 'hono';
import type { SandboxContext } from '../context';
import { hasVerifiedFactor } from '../db/mfa-factors';
import { authError } from '../http/errors';
import type { AmrEntry } from './sessions';

/** How a session was authenticated, as its token says (the level already lowered to the session's own). */
export interface Assurance {
  aal: 'aal1' | 'aal2';
  amr: readonly AmrEntry[];
}

/** Raised to aal2 by a TOTP code entered at most `maxAgeSeconds` ago. */
export function hasRecentCode(assurance: Assurance, maxAgeSeconds: number, nowMs: number): boolean {
  const codeAt = assurance.amr.find((entry) => entry.method === 'totp')?.timestamp;
  return assurance.aal === 'aal2' && codeAt !== undefined && nowMs / 1000 - codeAt <= maxAgeSeconds;
}

/**
 * Whether the user must first enter a code from an authenticator app: they have a verified one,
 * and this session's last code is older than the step-up window (ten minutes). One rule for what
 * costs money or reveals a secret on the provider API and for what changes how the account signs
 * in at the auth service (adding or removing a factor, a new password or email): otherwise a
 * stale session would add a factor of its own, and its code would make the session fresh.
 */
export async function needsRecentCode(ctx: SandboxContext, userId: string, assurance: Assurance): Promise<boolean> {
  if (hasRecentCode(assurance, ctx.settings.stepUpMaxAgeSeconds, ctx.clock.nowMs())) return false;
  return hasVerifiedFactor(ctx.db, userId);
}

/**
 * The auth service's refusal for a session that needs a recent code: its own answer to an aal1
 * session (the status differs per call, as the service's does), stricter in asking for a recent
 * code, not only for aal2.
 */
export function staleSessionRefusal(c: Context, status: 401 | 403 | 422, action: string): Response {
  return authError(c, status, 'insufficient_aal', `AAL2 with a code entered in the last 10 minutes is required to ${action}`);
}
