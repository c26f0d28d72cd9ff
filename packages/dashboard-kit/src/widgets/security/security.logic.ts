import type { AuthErrorLike } from '../../auth/types';
import type { securityEn } from '../../i18n/en/security';

/**
 * A problem a security section shows: one of its texts, or STEP_UP_REQUIRED, a declined
 * authenticator code (the catalogue's text says what it was for).
 */
export type SecurityProblem = keyof typeof securityEn | 'STEP_UP_REQUIRED';

/**
 * Where a form shows its problem's text: under the field the problem is about (`fieldOf`), else
 * in the form's alert. At most one of them is set.
 */
export function placeProblem<Field extends string>(
  problem: SecurityProblem | undefined,
  text: string | undefined,
  fieldOf: Partial<Record<SecurityProblem, Field>>,
): { fields: Partial<Record<Field, string>>; alert: string | undefined } {
  const field = problem ? fieldOf[problem] : undefined;
  if (!text) return { fields: {}, alert: undefined };
  return field ? { fields: { [field]: text } as Partial<Record<Field, string>>, alert: undefined } : { fields: {}, alert: text };
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

/** How long the auth service makes a user wait between two emails of one kind. */
export const EMAIL_RESEND_SECONDS = 60;

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

/** The field each password problem is about; the others show in the dialog's alert. */
export const PASSWORD_PROBLEM_FIELD: Partial<Record<SecurityProblem, 'password' | 'confirmation' | 'code'>> = {
  passwordTooShort: 'password',
  weakPassword: 'password',
  samePassword: 'password',
  passwordsDiffer: 'confirmation',
  reauthCodeWrong: 'code',
  reauthCodeMissing: 'code',
};

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

/** Whole seconds until another code may be emailed (0 once it may). */
export function secondsUntilResend(sentAt: number | undefined, now: number): number {
  if (sentAt === undefined) return 0;
  return Math.max(0, Math.ceil(EMAIL_RESEND_SECONDS - (now - sentAt) / 1000));
}

/** The typed confirmation of a deletion: the account's email address, as the user would type it. */
export function confirmsDeletion(typed: string, email: string): boolean {
  return email !== '' && typed.trim().toLowerCase() === email.toLowerCase();
}

/** Why a new email address was not taken, each with its own text (security section). */
export type EmailProblem = 'emailInvalid' | 'emailSame' | 'emailExists' | 'emailRateLimited' | 'emailFailed';

/** The email problems about the address typed; the others show in the dialog's alert. */
export const EMAIL_PROBLEM_FIELD: Partial<Record<SecurityProblem, 'email'>> = { emailInvalid: 'email', emailSame: 'email', emailExists: 'email' };

/** A new address as the auth service reads it: trimmed, lower case; a problem where it cannot be one. */
export function checkNewEmail(raw: string, current: string | undefined): { email: string } | { problem: EmailProblem } {
  const email = raw.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { problem: 'emailInvalid' };
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
