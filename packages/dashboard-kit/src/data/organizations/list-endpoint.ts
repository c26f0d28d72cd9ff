// Imports with their extension, as every endpoints file has them.
import { organizationListSchema, type OrganizationList } from '../../api/schemas/organizations.ts';
import type { GetEndpoint } from '../endpoint.ts';
import { ORGANIZATIONS_LIST_KEY, ORGANIZATIONS_RESOURCE } from './list-key.ts';

// Apart from the organisations' other endpoints: the switcher in the shell and the provider read
// the list, and neither carries the members', settings' or audit log's schemas and texts.

const ORGANIZATIONS_PATH = '/v1/organizations';

/** The user's organisations and the invitations waiting for them; null where the API has no organisations (404). */
export const ORGANIZATIONS: GetEndpoint<OrganizationList, OrganizationList | null> = {
  path: ORGANIZATIONS_PATH,
  schema: organizationListSchema,
  resource: ORGANIZATIONS_RESOURCE,
  key: () => ORGANIZATIONS_LIST_KEY,
  staleTime: 15_000,
  optional: true,
  perUser: true,
};

