import { useState } from 'react';
import { useChangeEmail } from '../../data/account/email-mutation';

/**
 * The email dialog's form; the change, its checks and the recent code it needs are
 * `useChangeEmail`'s. `onSent` is told the address the links went to.
 */
export function useEmailChange(onSent: (email: string) => void) {
  const change = useChangeEmail();
  const [typed, setTyped] = useState('');
  return {
    typed,
    setTyped,
    problem: change.error ?? undefined,
    pending: change.isPending,
    submit: () => {
      if (!change.isPending) change.mutate(typed, { onSuccess: onSent });
    },
  };
}
