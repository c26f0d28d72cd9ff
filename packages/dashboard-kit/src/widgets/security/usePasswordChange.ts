import { useEffect, useState } from 'react';
import { useDashboard, useSession } from '../../context/context';
import { needsStepUp } from '../../api/errors';
import { useGuardedAuthChange } from './useGuardedAuthChange';
import { checkNewPassword, passwordAnswerOf, secondsUntilResend, type PasswordProblem } from './security.logic';

/**
 * Changing the password while signed in: the new one twice; where the auth service wants the user
 * to re-authenticate, the code it emails, asked for in the same dialog (a new one after a wait);
 * with an authenticator app, a code entered in the last 10 minutes first. On success the auth
 * service has ended the other sessions, which `onChanged` is told to say.
 */
export function usePasswordChange(onChanged: () => void) {
  const { authClient } = useDashboard();
  const session = useSession();
  const guarded = useGuardedAuthChange();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const [codeSentAt, setCodeSentAt] = useState<number | undefined>(undefined);
  const [problem, setProblem] = useState<PasswordProblem | 'STEP_UP_REQUIRED' | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const resendIn = secondsUntilResend(codeSentAt, now);

  // The resend button's wait counts down while there is one.
  useEffect(() => {
    if (resendIn === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendIn]);

  async function sendCode(): Promise<boolean> {
    const { error } = (await authClient?.reauthenticate?.()) ?? { error: { message: 'unsupported' } };
    if (error) {
      const limited = passwordAnswerOf(error) === 'emailRateLimited';
      setProblem(limited ? 'emailRateLimited' : 'passwordFailed');
      // Rate limited, a code went out a moment ago (an earlier try): the field is needed all the same.
      if (limited) setCodeSentAt((sent) => sent ?? Date.now());
      return false;
    }
    setCode('');
    setCodeSentAt(Date.now());
    setNow(Date.now());
    return true;
  }

  async function submit() {
    if (!authClient || pending || session.status !== 'signed-in') return;
    const local = checkNewPassword(password, confirmation) ?? (codeSentAt !== undefined && !code.trim() ? 'reauthCodeMissing' : undefined);
    setProblem(local);
    if (local) return;
    setPending(true);
    try {
      const attributes = codeSentAt === undefined ? { password } : { password, nonce: code.trim() };
      const error = await guarded(() => authClient.updateUser(attributes));
      if (needsStepUp(error)) {
        setProblem('STEP_UP_REQUIRED');
        return;
      }
      if (!error) {
        onChanged();
        return;
      }
      const answer = passwordAnswerOf(error);
      if (answer === 'needsEmailedCode') await sendCode();
      else setProblem(answer === 'needsAuthenticatorCode' ? 'STEP_UP_REQUIRED' : answer);
    } catch {
      setProblem('passwordFailed');
    } finally {
      setPending(false);
    }
  }

  return {
    password,
    setPassword,
    confirmation,
    setConfirmation,
    /** The emailed code, once the auth service asked for one. */
    codeAsked: codeSentAt !== undefined,
    code,
    setCode,
    resendIn,
    resend: () => {
      setProblem(undefined);
      void sendCode();
    },
    problem,
    pending,
    submit,
  };
}
