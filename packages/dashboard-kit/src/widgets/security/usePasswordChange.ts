import { useEffect, useState } from 'react';
import { hasErrorCode } from '../../api/errors';
import { useChangePassword, useResendPasswordCode } from '../../data/account/password-mutations';
import { secondsUntilResend } from './security.logic';

/**
 * The password dialog's form: the new password twice; where the auth service wants the user to
 * re-authenticate, the code it emails, asked for in the same dialog (a new one after a wait). The
 * change itself, its checks and the recent code it needs are `useChangePassword`'s. On success
 * the auth service has ended the other sessions, which `onChanged` is told to say.
 */
export function usePasswordChange(onChanged: () => void) {
  const change = useChangePassword();
  const resendCode = useResendPasswordCode();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const [codeSentAt, setCodeSentAt] = useState<number | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());
  const resendIn = secondsUntilResend(codeSentAt, now);

  // The resend button's wait counts down while there is one.
  useEffect(() => {
    if (resendIn === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendIn]);

  const codeSent = () => {
    setCode('');
    setCodeSentAt(Date.now());
    setNow(Date.now());
  };
  // Rate limited, a code went out a moment ago (an earlier try): the field is needed all the same.
  const onError = (error: Error) => {
    if (hasErrorCode(error, 'emailRateLimited')) setCodeSentAt((sent) => sent ?? Date.now());
  };

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
      change.reset();
      resendCode.mutate(undefined, { onSuccess: codeSent, onError });
    },
    problem: change.error ?? resendCode.error ?? undefined,
    pending: change.isPending,
    submit: () => {
      if (change.isPending) return;
      resendCode.reset();
      change.mutate(
        { password, confirmation, emailedCode: codeSentAt === undefined ? undefined : code },
        { onSuccess: (answer) => (answer === 'changed' ? onChanged() : codeSent()), onError },
      );
    },
  };
}
