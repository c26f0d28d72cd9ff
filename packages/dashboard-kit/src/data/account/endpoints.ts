// Imports with their extension, no browser globals: the host's build reads this file in Node.
import { needsStepUp, refusalType } from '../../api/errors.ts';
import { API_PATHS } from '../../api/paths.ts';
import type { MutationEndpoint } from '../endpoint.ts';
import { securityError } from './account-errors.ts';

/**
 * Proposed API (API-PROPOSAL.md, deleting an account): DELETE the signed-in user's account.
 * Keys stop at once, auto-recharge and the card go, the balance is forfeited, every session ends.
 */
export const DELETE_ACCOUNT: MutationEndpoint<void> = {
  method: 'DELETE',
  path: () => API_PATHS.account,
  // Declined, the code it needed; the only owner of an organisation, that; any other failure, that the account is still there.
  error: (cause) => (needsStepUp(cause) ? (cause as Error) : securityError(refusalType(cause) === 'sole_owner' ? 'soleOwner' : 'deleteFailed', cause)),
  perUser: true,
};
