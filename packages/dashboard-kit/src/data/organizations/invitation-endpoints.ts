// Imports with their extension, as every endpoints file has them.
import { DashboardError, refusalType } from '../../api/errors.ts';
import { acceptedInvitationSchema, type Organization } from '../../api/schemas/organizations.ts';
import type { MutationEndpoint } from '../endpoint.ts';
import { ORGANIZATIONS } from './list-endpoint.ts';

// An invitee's answers, apart from the organisations' other endpoints: the switcher and the banner
// in the shell send them, and carry the words of their refusals alone.

const REFUSALS = {
  invitation_wrong_address: 'invitationWrongAddress',
  invitation_already_accepted: 'invitationAlreadyAccepted',
  invitation_declined: 'invitationDeclined',
  invitation_revoked: 'invitationRevoked',
  invitation_expired: 'invitationExpired',
  invitation_not_found: 'invitationNotFound',
  seat_limit_reached: 'seatsFull',
} as const;

/** Why an invitation could not be taken, in the switcher's words; any other failure as it is. */
function invitationError(cause: unknown): Error {
  const type = refusalType(cause) as keyof typeof REFUSALS | undefined;
  const code = type ? REFUSALS[type] : undefined;
  if (!code) return cause as Error;
  return new DashboardError({ section: 'organizationSwitcher', code, cause });
}


/** Accepts an invitation addressed to the user: the organisation joined. */
export const ACCEPT_INVITATION: MutationEndpoint<string, { organization: Organization }, Organization> = {
  error: invitationError,
  perUser: true,
  invalidates: [ORGANIZATIONS],
  method: 'POST',
  path: (id) => `/v1/invitations/${encodeURIComponent(id)}/accept`,
  schema: acceptedInvitationSchema,
  data: (body) => body.organization,
};

/** Declines an invitation addressed to the user. */
export const DECLINE_INVITATION: MutationEndpoint<string> = {
  error: invitationError,
  perUser: true,
  invalidates: [ORGANIZATIONS],
  method: 'POST',
  path: (id) => `/v1/invitations/${encodeURIComponent(id)}/decline`,
};
