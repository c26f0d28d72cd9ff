import type { DashboardAuthClient } from '../../auth/types';
import { authRefusal, securityError } from './account-errors';
import { checkNewPassword, passwordAnswerOf } from './auth-answers.logic';
import { useAuthChange } from './auth-change';
import { useStepUpGuard } from './step-up-guard';

/** A new password, typed twice; with the code the auth service emailed, once it asked for one. */
export interface PasswordChange {
  /** The new password: at least 6 characters. */
  password: string;
  /** The new password again: the two must match. */
  confirmation: string;
  /** The emailed code: undefined until the auth service asks to re-authenticate. */
  emailedCode?: string;
}

/** Mails the one-time code a password change then carries. */
async function sendEmailedCode(auth: DashboardAuthClient): Promise<void> {
  const answer = await auth.reauthenticate?.();
  const error = answer ? answer.error : { message: 'reauthenticate is not offered' };
  if (error) throw securityError(passwordAnswerOf(error) === 'emailRateLimited' ? 'emailRateLimited' : 'passwordFailed', error);
}

const failed = (cause: unknown) => securityError('passwordFailed', cause);

/**
 * Changes the signed-in user's password: answers `changed` (the auth service has ended the other
 * sessions), or `codeSent` where it first wants the user to re-authenticate with the code it
 * just emailed (send the change again with `emailedCode`). Checked before anything is sent; with
 * an authenticator app, a recent code first. Fails with the security section's codes.
 * @example
 * const change = useChangePassword();
 * const answer = await change.mutateAsync({ password, confirmation });
 */
export function useChangePassword() {
  return useAuthChange<PasswordChange, 'changed' | 'codeSent'>({
    hook: 'useChangePassword',
    failed,
    check: ({ password, confirmation, emailedCode }) => {
      const problem = checkNewPassword(password, confirmation) ?? (emailedCode !== undefined && !emailedCode.trim() ? 'reauthCodeMissing' : undefined);
      return problem ? securityError(problem) : undefined;
    },
    send: async (auth, { password, emailedCode }) => {
      const { error } = await auth.updateUser(emailedCode === undefined ? { password } : { password, nonce: emailedCode.trim() });
      if (!error) return 'changed';
      const answer = passwordAnswerOf(error);
      if (answer !== 'needsEmailedCode') throw authRefusal(error, answer);
      await sendEmailedCode(auth);
      return 'codeSent';
    },
  }, useStepUpGuard());
}

/** Mails another re-authentication code (the auth service lets one go a minute). */
export function useResendPasswordCode() {
  return useAuthChange<void, void>({ hook: 'useResendPasswordCode', failed, send: (auth) => sendEmailedCode(auth) });
}
