import type { AuthErrorLike } from '../../auth/types';

/** Why a new authenticator app could not be added, each with its own text (security section). */
export type EnrolProblem = 'deviceNameMissing' | 'nameConflict' | 'tooManyFactors' | 'enrolFailed';

export function enrolProblemOf(error: AuthErrorLike): EnrolProblem {
  if (error.code === 'mfa_factor_name_conflict') return 'nameConflict';
  if (error.code === 'too_many_enrolled_mfa_factors') return 'tooManyFactors';
  return 'enrolFailed';
}

/** A device name as it is saved: trimmed, at most 60 characters (a name, not a note). */
export function deviceName(raw: string): string {
  return raw.trim().slice(0, 60);
}
