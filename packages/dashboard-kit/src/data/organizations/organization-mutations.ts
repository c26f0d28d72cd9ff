import { useActiveAccount, useQueryScope } from '../../context/context';
import { useEndpointMutation } from '../endpoint-mutation';
import {
  CHANGE_ROLE,
  CREATE_ORGANIZATION,
  DELETE_ORGANIZATION,
  INVITE,
  REMOVE_MEMBER,
  RESEND_INVITATION,
  REVOKE_INVITATION,
  SAVE_BILLING_DETAILS,
  SET_TWO_STEP_REQUIREMENT,
  UPDATE_ORGANIZATION,
} from './endpoints';

/**
 * Creates an organisation (the user is its owner) and makes it the account they act for.
 * @example
 * const create = useCreateOrganization();
 * await create.mutateAsync({ name: 'Acme Weather' });
 */
export function useCreateOrganization() {
  const { choose } = useActiveAccount();
  return useEndpointMutation(CREATE_ORGANIZATION, { onSuccess: (organization) => choose(organization) });
}

/** Renames an organisation, or changes its slug (owners and admins). */
export function useUpdateOrganization() {
  const { organization, choose } = useActiveAccount();
  // The address names the slug: a new one goes into it at once.
  return useEndpointMutation(UPDATE_ORGANIZATION, { onSuccess: (updated) => (organization?.id === updated.id ? choose(updated) : undefined) });
}

/** Deletes an organisation (its owner, with its slug typed again); the user is then in their personal account. */
export function useDeleteOrganization() {
  const { organization, choose } = useActiveAccount();
  return useEndpointMutation(DELETE_ORGANIZATION, { onSuccess: (_data, { id }) => (organization?.id === id ? choose(null) : undefined) });
}

/**
 * Requires two-step verification of an organisation's members, or stops requiring it (its owners,
 * with a recent code). The user's list of organisations is asked again, and says it.
 */
export function useSetTwoStepRequirement() {
  return useEndpointMutation(SET_TWO_STEP_REQUIREMENT);
}

/** Saves an organisation's billing details. */
export function useSaveBillingDetails() {
  return useEndpointMutation(SAVE_BILLING_DETAILS);
}

/** Gives a member another role (owners and admins; only owners touch owners). */
export function useChangeMemberRole() {
  return useEndpointMutation(CHANGE_ROLE);
}

/**
 * Removes a member, or leaves (the user's own id): the keys they made stay, unless `deleteKeys`.
 * Leaving, the user is then in their personal account.
 */
export function useRemoveMember() {
  const { organization, choose } = useActiveAccount();
  const { userId: me } = useQueryScope();
  return useEndpointMutation(REMOVE_MEMBER, {
    onSuccess: (_data, { organizationId, userId }) => (organization?.id === organizationId && userId === me ? choose(null) : undefined),
  });
}

/** Invites someone by email with a role. */
export function useInviteMember() {
  return useEndpointMutation(INVITE);
}

/** Sends an invitation again, open for another week. */
export function useResendInvitation() {
  return useEndpointMutation(RESEND_INVITATION);
}

/** Withdraws an invitation. */
export function useRevokeInvitation() {
  return useEndpointMutation(REVOKE_INVITATION);
}
