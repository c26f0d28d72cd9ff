import { useDashboard } from '../../context/context';
import { useEndpointMutation } from '../endpoint-mutation';
import { DELETE_ACCOUNT } from './endpoints';

/**
 * Deletes the signed-in user's account at the provider (the auth service leaves deletion to it).
 * The API asks for a recent authenticator code first where the user has one (inside a
 * `StepUpBoundary`, asked for and sent again). Afterwards the session is gone at the server:
 * sign out locally and leave.
 * @example
 * const remove = useDeleteAccount();
 * await remove.mutateAsync();
 */
export function useDeleteAccount() {
  const { telemetry } = useDashboard();
  return useEndpointMutation(DELETE_ACCOUNT, { onSuccess: () => telemetry.capture('account_deleted') });
}
