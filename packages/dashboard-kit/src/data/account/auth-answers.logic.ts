import type { AuthErrorLike } from '../../auth/types';
import { looksLikeEmail } from '../email-address';

// What the auth service's answers to a change of the account mean, and the checks made before
// anything is sent: each a code of the security section's texts.

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
export function codeAnswerOf(error: AuthErrorLike): CodeProblem {
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

/** The auth service's shortest password by default: shorter ones are refused as `weak_password`. */
export const MIN_PASSWORD_LENGTH = 6;

/** Why a new password was not taken, each with its own text (security section). */
export type PasswordProblem =
  | 'passwordTooShort'
  | 'passwordsDiffer'
  | 'samePassword'
  | 'weakPassword'
  | 'reauthCodeMissing'
  | 'reauthCodeWrong'
  | 'emailRateLimited'
  | 'tooManyTries'
  | 'passwordFailed';

/** The new password and its repetition, checked before anything is sent. */
export function checkNewPassword(password: string, confirmation: string): PasswordProblem | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return 'passwordTooShort';
  if (password !== confirmation) return 'passwordsDiffer';
  return undefined;
}

/**
 * What the auth service's answer to a password change means: a problem to show, or a step the
 * change still needs (the emailed code; a recent authenticator code).
 */
export function passwordAnswerOf(error: AuthErrorLike): PasswordProblem | 'needsEmailedCode' | 'needsAuthenticatorCode' {
  switch (error.code) {
    case 'reauthentication_needed':
      return 'needsEmailedCode';
    case 'insufficient_aal':
      return 'needsAuthenticatorCode';
    case 'reauthentication_not_valid':
      return 'reauthCodeWrong';
    case 'same_password':
      return 'samePassword';
    case 'weak_password':
      return 'weakPassword';
    case 'over_email_send_rate_limit':
      return 'emailRateLimited';
    // Too many wrong emailed codes this hour: waiting is the only way on.
    case 'over_request_rate_limit':
      return 'tooManyTries';
    default:
      return 'passwordFailed';
  }
}

/** Why a new email address was not taken, each with its own text (security section). */
export type EmailProblem = 'emailInvalid' | 'emailSame' | 'emailExists' | 'emailRateLimited' | 'emailFailed';

/** A new address as the auth service reads it: trimmed, lower case; a problem where it cannot be one. */
export function checkNewEmail(raw: string, current: string | undefined): { email: string } | { problem: EmailProblem } {
  const email = raw.trim().toLowerCase();
  if (!looksLikeEmail(email)) return { problem: 'emailInvalid' };
  if (email === current?.toLowerCase()) return { problem: 'emailSame' };
  return { email };
}

/** What the auth service's answer to an email change means. */
export function emailAnswerOf(error: AuthErrorLike): EmailProblem | 'needsAuthenticatorCode' {
  switch (error.code) {
    case 'insufficient_aal':
      return 'needsAuthenticatorCode';
    case 'email_exists':
      return 'emailExists';
    case 'over_email_send_rate_limit':
      return 'emailRateLimited';
    case 'validation_failed':
    case 'email_address_invalid':
      return 'emailInvalid';
    default:
      return 'emailFailed';
  }
}

/** Why connecting or disconnecting Google did not happen, each with its own text. */
export type LinkProblem = 'linkTaken' | 'linkFailed' | 'linkingOff' | 'onlySignInMethod' | 'unlinkFailed';

/** The auth service's answer to an unlink. */
export function unlinkProblemOf(error: AuthErrorLike): LinkProblem {
  if (error.code === 'single_identity_not_deletable') return 'onlySignInMethod';
  if (error.code === 'manual_linking_disabled') return 'linkingOff';
  return 'unlinkFailed';
}
