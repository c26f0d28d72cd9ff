import { useDashboard, useSession } from '../../context/context';
import { useDeleteAccount } from '../../data/account/delete-account-mutation';
import { useTypedConfirmation } from '../../ui/useTypedConfirmation';

/**
 * Deleting the account: the user types their email address to confirm; the provider deletes it
 * (a recent authenticator code first, asked by the boundary); then this browser's session is
 * dropped too and the sign-in page says what happened.
 */
export function useAccountDeletion() {
  const { config, navigate } = useDashboard();
  const session = useSession();
  const remove = useDeleteAccount();
  const email = session.status === 'signed-in' ? (session.user.email ?? '') : '';
  const confirmation = useTypedConfirmation(email);

  const confirm = () => {
    if (!confirmation.confirmed || remove.isPending) return;
    // This browser's session is gone too (useDeleteAccount): the sign-in page says why.
    remove.mutate(undefined, { onSuccess: () => navigate(config.paths.login, { replace: true }) });
  };

  return {
    email,
    typed: confirmation.typed,
    setTyped: confirmation.setTyped,
    confirmed: confirmation.confirmed,
    pending: remove.isPending || remove.isSuccess,
    /** Why the account is still there: a declined code, or `deleteFailed`. */
    problem: remove.error ?? undefined,
    confirm,
    reset: () => {
      confirmation.reset();
      remove.reset();
    },
  } as const;
}
