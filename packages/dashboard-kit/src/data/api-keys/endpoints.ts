// Imports with their extension, no browser globals: the host's build reads this file in Node.
import { API_PATHS } from '../../api/paths.ts';
import {
  apiKeyListSchema,
  apiKeySchema,
  createdApiKeySchema,
  rolledApiKeySchema,
  type ApiKey,
  type ApiKeyList,
  type CreatedApiKey,
  type CreateApiKeyVariables,
  type RolledApiKey,
  type RollApiKeyVariables,
  type SetApiKeySpendCapVariables,
} from '../../api/schemas/api-keys.ts';
import type { GetEndpoint, MutationEndpoint } from '../endpoint.ts';

/** GET /v1/api-keys: the user's keys and how many may be active. */
export const API_KEYS: GetEndpoint<ApiKeyList> = { keep: true, path: API_PATHS.apiKeys, schema: apiKeyListSchema, resource: 'api-keys', key: () => ['list'], firstFor: { ApiKeysPanel: true } };

/** POST a new key: the answer holds its secret, shown once. */
export const CREATE_API_KEY: MutationEndpoint<CreateApiKeyVariables, CreatedApiKey> = {
  method: 'POST',
  path: () => API_PATHS.apiKeys,
  // A cap goes only where one is set: an API without caps sees the call it always has.
  body: ({ name, expires_at, monthly_spend_cap_cents: cap }) => ({ name, expires_at, ...(cap == null ? {} : { monthly_spend_cap_cents: cap }) }),
  schema: createdApiKeySchema,
  secret: true,
};

/** A new key with the same name; the old one ends after the grace period. */
export const ROLL_API_KEY: MutationEndpoint<RollApiKeyVariables, RolledApiKey> = {
  method: 'POST',
  path: ({ id }) => `${API_PATHS.apiKeys}/${encodeURIComponent(id)}/roll`,
  body: ({ graceHours }) => ({ grace_hours: graceHours }),
  schema: rolledApiKeySchema,
  invalidates: [API_KEYS],
  secret: true,
};

/** PATCH a key's monthly spend cap (cents, or null for none); the list refetches. */
export const SET_API_KEY_SPEND_CAP: MutationEndpoint<SetApiKeySpendCapVariables, ApiKey> = {
  method: 'PATCH',
  path: ({ id }) => `${API_PATHS.apiKeys}/${encodeURIComponent(id)}`,
  body: ({ capCents }) => ({ monthly_spend_cap_cents: capCents }),
  schema: apiKeySchema,
  invalidates: [API_KEYS],
};

/** DELETE a key. */
export const DELETE_API_KEY: MutationEndpoint<string> = {
  method: 'DELETE',
  path: (id) => `${API_PATHS.apiKeys}/${encodeURIComponent(id)}`,
  invalidates: [API_KEYS],
};
