// No imports: the provider reads the list's cache with this key and loads the endpoint only when it asks for the list.

/** The resource of the user's organisations, and its key below it (data/organizations/list-endpoint.ts). */
export const ORGANIZATIONS_RESOURCE = 'organizations';
export const ORGANIZATIONS_LIST_KEY = ['list'] as const;
