// No imports: the provider reads the list's cache with this key and loads the endpoint only when it
// asks for the list; the public query keys name the other resources without their endpoints' texts.

/** The resource of the user's organisations, and its key below it (data/organizations/list-endpoint.ts). */
export const ORGANIZATIONS_RESOURCE = 'organizations';
export const ORGANIZATIONS_LIST_KEY = ['list'] as const;

/** The resources of one organisation's data (data/organizations/endpoints.ts). */
export const ORGANIZATION_RESOURCES = {
  members: 'organization-members',
  invitations: 'organization-invitations',
  billingDetails: 'organization-billing-details',
  auditLog: 'audit-log',
} as const;
