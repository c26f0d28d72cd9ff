import type { AuthErrorLike } from '../../auth/types';

/** An authenticator app's code: six digits. */
export const CODE_LENGTH = 6;

/**
 * The digits of what was typed or pasted, at most six: apps and password managers paste
 * `123 456` or `123-456`, and a pasted code may carry a line break.
 */
export function normalizeCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** What went wrong with a code, each with its own text (security section). */
export type CodeProblem = 'codeIncomplete' | 'wrongCode' | 'challengeExpired' | 'tooManyTries' | 'verifyFailed';

/** The auth service's answer to a challenge or a verify, as the problem the user is told about. */
export function problemOf(error: AuthErrorLike): CodeProblem {
  switch (error.code) {
    case 'mfa_verification_failed':
      return 'wrongCode';
    case 'mfa_challenge_expired':
      return 'challengeExpired';
    case 'over_request_rate_limit':
      return 'tooManyTries';
    default:
      return error.status === 429 ? 'tooManyTries' : 'verifyFailed';
  }
}
