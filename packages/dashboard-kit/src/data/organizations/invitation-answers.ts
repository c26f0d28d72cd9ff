import { useActiveAccount } from '../../context/context';
import { useEndpointMutation } from '../endpoint-mutation';
import { ACCEPT_INVITATION, DECLINE_INVITATION } from './invitation-endpoints';

/**
 * Accepts an invitation addressed to the user, and makes its organisation the account they act for.
 * @example
 * const accept = useAcceptInvitation();
 * accept.mutate(invitation.id);
 */
export function useAcceptInvitation() {
  const { choose } = useActiveAccount();
  return useEndpointMutation(ACCEPT_INVITATION, { onSuccess: (organization) => choose(organization) });
}

/** Declines an invitation addressed to the user. */
export function useDeclineInvitation() {
  return useEndpointMutation(DECLINE_INVITATION);
}
