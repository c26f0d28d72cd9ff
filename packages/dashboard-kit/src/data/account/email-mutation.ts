import { useSession } from '../../context/context';
import { authRefusal, securityError } from './account-errors';
import { checkNewEmail, emailAnswerOf } from './auth-answers.logic';
import { useAuthChange } from './auth-change';
import { useStepUpGuard } from './step-up-guard';

/**
 * Changes the signed-in user's email address: the auth service mails a link to the new address
 * and one to the current one, and the address changes once both are opened (meanwhile the user
 * carries the pending `new_email`). Gives the address as the auth service reads it (trimmed,
 * lower case). Checked before anything is sent; with an authenticator app, a recent code first.
 * @example
 * const change = useChangeEmail();
 * const email = await change.mutateAsync(' Ada@Example.com ');
 */
export function useChangeEmail() {
  const session = useSession();
  const current = session.status === 'signed-in' ? session.user.email : undefined;
  return useAuthChange<string, string>({
    hook: 'useChangeEmail',
    failed: (cause) => securityError('emailFailed', cause),
    check: (typed) => {
      const checked = checkNewEmail(typed, current);
      return 'problem' in checked ? securityError(checked.problem) : undefined;
    },
    send: async (auth, typed) => {
      const checked = checkNewEmail(typed, current);
      const email = 'email' in checked ? checked.email : typed;
      const { error } = await auth.updateUser({ email });
      if (error) throw authRefusal(error, emailAnswerOf(error));
      return email;
    },
  }, useStepUpGuard());
}
