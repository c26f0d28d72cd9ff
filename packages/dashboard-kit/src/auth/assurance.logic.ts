import { decodeJwtClaims } from './session.logic';
import type { AuthFactor } from './types';

/** The factors a code can be entered for: verified TOTP factors, oldest first. */
export function verifiedTotpFactors(factors: readonly AuthFactor[] | undefined): AuthFactor[] {
  return (factors ?? [])
    .filter((factor) => factor.status === 'verified' && factor.factor_type === 'totp')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/**
 * How far a session has proven who it is, read as auth-js's getAuthenticatorAssuranceLevel reads
 * it (no call): the token's `aal`, and whether the user has a verified factor.
 * - `one-step`: a password (or link, or Google) and nothing more is asked.
 * - `second-step-due`: the user has a verified factor and this session has not used it yet.
 * - `two-step`: the session entered a code.
 */
export type Assurance = 'one-step' | 'second-step-due' | 'two-step';

export function assuranceOf(accessToken: string, factors: readonly AuthFactor[] | undefined): Assurance {
  if (decodeJwtClaims(accessToken)?.aal === 'aal2') return 'two-step';
  return factors?.some((factor) => factor.status === 'verified') ? 'second-step-due' : 'one-step';
}

/** When the session last entered a code (seconds since the epoch), from the token's `amr`; undefined if never. */
export function lastCodeAt(accessToken: string): number | undefined {
  const amr = decodeJwtClaims(accessToken)?.amr;
  if (!Array.isArray(amr)) return undefined;
  const entry = amr.find((item): item is { method: string; timestamp: number } =>
    Boolean(item) && typeof item === 'object' && (item as { method?: unknown }).method === 'totp' && typeof (item as { timestamp?: unknown }).timestamp === 'number',
  );
  return entry?.timestamp;
}

/** How recent a code must be for an action that costs money or reveals a secret (the provider's step-up window). */
export const STEP_UP_WINDOW_SECONDS = 600;

/** Whether the session's last code is recent enough for a guarded action, at `now` (ms). */
export function hasRecentCode(accessToken: string, now = Date.now()): boolean {
  const at = lastCodeAt(accessToken);
  return at !== undefined && now / 1000 - at <= STEP_UP_WINDOW_SECONDS;
}
