// Imports with their extension, no browser globals: the host's build reads this file in Node.
import { FileBrowserError } from '../api/errors.ts';
import { API_PATHS, USAGE_DAYS } from '../api/paths.ts';
import { accessRecordSchema, type AccessRecord } from '../api/schemas/access.ts';
import { apiKeyListSchema, type ApiKeyList } from '../api/schemas/api-keys.ts';
import { balanceSchema, lowBalanceAlertSchema, pricingSchema, usageSchema, type Balance, type LowBalanceAlert, type Pricing, type Usage } from '../api/schemas/billing.ts';
import { browseSchema, type FileEntry } from '../api/schemas/files.ts';
import type { GetEndpoint } from './endpoint.ts';
import { normalizeFolder } from './files/folder-path.ts';

/** GET /v1/profile/access: the signed-in user's role, features and permissions. */
export const ACCESS: GetEndpoint<AccessRecord> = { path: API_PATHS.access, schema: accessRecordSchema, key: () => ['access'], staleTime: 60_000 };

/** GET /v1/api-keys: the user's keys and how many may be active. */
export const API_KEYS: GetEndpoint<ApiKeyList> = { path: API_PATHS.apiKeys, schema: apiKeyListSchema, key: () => ['api-keys', 'list'], firstFor: { ApiKeysPanel: true } };

/** GET the prepaid credit balance. */
export const BALANCE: GetEndpoint<Balance> = { path: API_PATHS.balance, schema: balanceSchema, key: () => ['billing', 'balance'], firstFor: { CreditsPanel: true } };

/** Beyond the spec: the last 30 days of usage. */
export const USAGE: GetEndpoint<Usage, Usage | null> = {
  path: API_PATHS.usage,
  query: () => ({ days: USAGE_DAYS }),
  schema: usageSchema,
  key: () => ['billing', 'usage'],
  optional: true,
  firstFor: { CreditsPanel: true },
};

/** Beyond the spec: the low-balance alert's threshold. */
export const LOW_BALANCE_ALERT: GetEndpoint<LowBalanceAlert, LowBalanceAlert | null> = {
  path: API_PATHS.lowBalanceAlert,
  schema: lowBalanceAlertSchema,
  key: () => ['billing', 'alert'],
  optional: true,
  firstFor: { CreditsPanel: true },
};

/** Token prices: they change rarely, so an answer stays fresh for 10 minutes. */
export const PRICING: GetEndpoint<Pricing> = { path: API_PATHS.pricing, schema: pricingSchema, key: () => ['billing', 'pricing'], staleTime: 600_000, firstFor: { PricingCalculator: true } };

/** One folder's listing (`''` is the root): kept until refetch() forces a fresh one; a failure shows at once. */
export const FOLDER: GetEndpoint<{ contents: FileEntry[] }, FileEntry[], string> = {
  path: API_PATHS.browse,
  query: (path) => ({ path }),
  schema: browseSchema,
  data: (body) => body.contents,
  key: (path) => ['files', path],
  staleTime: Infinity,
  retry: false,
  error: (cause) => new FileBrowserError(cause),
  firstFor: { FileBrowser: (request) => normalizeFolder(request.path) },
};

/** Every GET the kit makes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of endpoints of different types
export const GET_ENDPOINTS: readonly GetEndpoint<any, any, any>[] = [ACCESS, API_KEYS, BALANCE, USAGE, LOW_BALANCE_ALERT, PRICING, FOLDER];
