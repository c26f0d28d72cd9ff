import { leaveSignOutNotice } from '../../auth/sign-out-notice';
import { useDashboard } from '../../context/context';
import { useEndpointMutation } from '../endpoint-mutation';
import { DELETE_ACCOUNT } from './endpoints';

/**
 * Deletes the signed-in user's account at the provider (the auth service leaves deletion to it).
 * The API asks for a recent authenticator code first where the user has one (inside a
 * `StepUpBoundary`, asked for and sent again). Afterwards the session is gone at the server, so
 * this browser forgets it too, and the sign-in page says why; the caller leaves for it.
 * @example
 * const remove = useDeleteAccount();
 * await remove.mutateAsync();
 */
export function useDeleteAccount() {
  const { authClient, telemetry } = useDashboard();
  return useEndpointMutation(DELETE_ACCOUNT, {
    onSuccess: async () => {
      telemetry.capture('account_deleted');
      // A note in storage: the route guard may take the user to the sign-in page first.
      leaveSignOutNotice('accountDeleted');
      await authClient?.signOut({ scope: 'local' }).catch(() => undefined);
    },
  });
}
