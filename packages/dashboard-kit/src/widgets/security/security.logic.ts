import type { DashboardErrorCode } from '../../api/errors';

/** A problem a security section shows, by its code: one of its own, or STEP_UP_REQUIRED, a declined authenticator code. */
export type SecurityProblem = DashboardErrorCode;

/** How long the auth service makes a user wait between two emails of one kind. */
export const EMAIL_RESEND_SECONDS = 60;

/** The field each password problem is about; the others show in the dialog's alert. */
export const PASSWORD_PROBLEM_FIELD: Partial<Record<SecurityProblem, 'password' | 'confirmation' | 'code'>> = {
  passwordTooShort: 'password',
  weakPassword: 'password',
  samePassword: 'password',
  passwordsDiffer: 'confirmation',
  reauthCodeWrong: 'code',
  reauthCodeMissing: 'code',
};

/** Whole seconds until another code may be emailed (0 once it may). */
export function secondsUntilResend(sentAt: number | undefined, now: number): number {
  if (sentAt === undefined) return 0;
  return Math.max(0, Math.ceil(EMAIL_RESEND_SECONDS - (now - sentAt) / 1000));
}

/** The email problems about the address typed; the others show in the dialog's alert. */
export const EMAIL_PROBLEM_FIELD: Partial<Record<SecurityProblem, 'email'>> = { emailInvalid: 'email', emailSame: 'email', emailExists: 'email' };

