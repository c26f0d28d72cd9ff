import { useEndpoint } from '../endpoint-query';
import { ORGANIZATIONS } from './list-endpoint';

/**
 * The user's organisations (each with their role and what it may do) and the invitations waiting
 * for them; `data` is null where the API has no organisations.
 * @example
 * const { data } = useOrganizationList();
 * data?.organizations.map((organization) => organization.name);
 */
export function useOrganizationList() {
  return useEndpoint(ORGANIZATIONS);
}
