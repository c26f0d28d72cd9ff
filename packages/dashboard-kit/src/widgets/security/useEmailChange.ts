import { useState } from 'react';
import { useDashboard, useSession } from '../../context/context';
import { needsStepUp } from '../../api/errors';
import { checkNewEmail, emailAnswerOf, type EmailProblem } from './security.logic';
import { useGuardedAuthChange } from './useGuardedAuthChange';

/**
 * Changing the email address: the auth service mails a link to the new address and one to the
 * current one (secure email change), and the address changes once both are opened; meanwhile the
 * user shows the pending address (`new_email`). A recent authenticator code first, with an app.
 */
export function useEmailChange(onSent: (email: string) => void) {
  const { authClient } = useDashboard();
  const session = useSession();
  const guarded = useGuardedAuthChange();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<EmailProblem | 'STEP_UP_REQUIRED' | undefined>(undefined);
  const [pending, setPending] = useState(false);

  async function submit() {
    if (!authClient || pending || session.status !== 'signed-in') return;
    const checked = checkNewEmail(typed, session.user.email);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(undefined);
    setPending(true);
    try {
      const error = await guarded(() => authClient.updateUser({ email: checked.email }));
      if (needsStepUp(error)) setProblem('STEP_UP_REQUIRED');
      else if (error) {
        const answer = emailAnswerOf(error);
        setProblem(answer === 'needsAuthenticatorCode' ? 'STEP_UP_REQUIRED' : answer);
      } else onSent(checked.email);
    } catch {
      setProblem('emailFailed');
    } finally {
      setPending(false);
    }
  }

  return { typed, setTyped, problem, pending, submit };
}
