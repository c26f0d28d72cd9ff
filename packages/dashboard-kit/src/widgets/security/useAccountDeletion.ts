import { useState } from 'react';
import { useDashboard, useSession } from '../../context/context';
import { useDeleteAccount } from '../../data/account/delete-account-mutation';
import { confirmsDeletion } from './security.logic';

/**
 * Deleting the account: the user types their email address to confirm; the provider deletes it
 * (a recent authenticator code first, asked by the boundary); then this browser's session is
 * dropped too and the sign-in page says what happened.
 */
export function useAccountDeletion() {
  const { config, navigate } = useDashboard();
  const session = useSession();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const email = session.status === 'signed-in' ? (session.user.email ?? '') : '';

  const confirm = () => {
    if (!confirmsDeletion(typed, email) || remove.isPending) return;
    // This browser's session is gone too (useDeleteAccount): the sign-in page says why.
    remove.mutate(undefined, { onSuccess: () => navigate(config.paths.login, { replace: true }) });
  };

  return {
    email,
    typed,
    setTyped,
    confirmed: confirmsDeletion(typed, email),
    pending: remove.isPending || remove.isSuccess,
    /** Why the account is still there: a declined code, or `deleteFailed`. */
    problem: remove.error ?? undefined,
    confirm,
    reset: () => {
      setTyped('');
      remove.reset();
    },
  } as const;
}
