import { useState } from 'react';
import { useDashboard, useSession } from '../../context/context';
import { useDeleteAccount } from '../../data/account/delete-account-mutation';
import { needsStepUp } from '../../api/errors';
import { leaveSignOutNotice } from '../../auth/sign-out-notice';
import { confirmsDeletion } from './security.logic';

/**
 * Deleting the account: the user types their email address to confirm; the provider deletes it
 * (a recent authenticator code first, asked by the boundary); then this browser's session is
 * dropped too and the sign-in page says what happened.
 */
export function useAccountDeletion() {
  const { authClient, config, navigate } = useDashboard();
  const session = useSession();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const email = session.status === 'signed-in' ? (session.user.email ?? '') : '';

  async function confirm() {
    if (!confirmsDeletion(typed, email) || remove.isPending) return;
    try {
      await remove.mutateAsync();
    } catch {
      return; // shown from the mutation's error
    }
    // The server has ended every session: forget this one here too, and let the sign-in page say
    // why (a note in storage, as the route guard may take the user there first).
    leaveSignOutNotice('accountDeleted');
    await authClient?.signOut({ scope: 'local' }).catch(() => undefined);
    navigate(config.paths.login, { replace: true });
  }

  return {
    email,
    typed,
    setTyped,
    confirmed: confirmsDeletion(typed, email),
    pending: remove.isPending || remove.isSuccess,
    problem: remove.error ? (needsStepUp(remove.error) ? 'STEP_UP_REQUIRED' : 'deleteFailed') : undefined,
    confirm,
    reset: () => {
      setTyped('');
      remove.reset();
    },
  } as const;
}
