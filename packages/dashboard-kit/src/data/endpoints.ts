// Imports with their extension, no browser globals: the host's build reads this file in Node.
import { CheckoutError, FileBrowserError, isDashboardApiError } from '../api/errors.ts';
import { API_PATHS, USAGE_DAYS } from '../api/paths.ts';
import { accessRecordSchema, type AccessRecord } from '../api/schemas/access.ts';
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
} from '../api/schemas/api-keys.ts';
import {
  balanceSchema,
  checkoutSchema,
  lowBalanceAlertSchema,
  pricingSchema,
  spendByKeySchema,
  usageByKeySchema,
  usageSchema,
  type Balance,
  type Checkout,
  type LowBalanceAlert,
  type Pricing,
  type SpendByKey,
  type Usage,
  type UsageByKey,
} from '../api/schemas/billing.ts';
import { browseSchema, type FileEntry } from '../api/schemas/files.ts';
import * as v from 'valibot';
import type { GetEndpoint, MutationEndpoint } from './endpoint.ts';
import { normalizeFolder } from './files/folder-path.ts';

/** GET /v1/profile/access: the signed-in user's role, features and permissions. */
export const ACCESS: GetEndpoint<AccessRecord> = { path: API_PATHS.access, schema: accessRecordSchema, resource: 'access', staleTime: 60_000 };

/** GET /v1/api-keys: the user's keys and how many may be active. */
export const API_KEYS: GetEndpoint<ApiKeyList> = { path: API_PATHS.apiKeys, schema: apiKeyListSchema, resource: 'api-keys', key: () => ['list'], firstFor: { ApiKeysPanel: true } };

/** GET the prepaid credit balance. */
export const BALANCE: GetEndpoint<Balance> = { path: API_PATHS.balance, schema: balanceSchema, resource: 'billing', key: () => ['balance'], firstFor: { CreditsPanel: true } };

/** The last 30 days of usage. */
export const USAGE: GetEndpoint<Usage, Usage | null> = {
  path: API_PATHS.usage,
  query: () => ({ days: USAGE_DAYS }),
  schema: usageSchema,
  resource: 'billing',
  key: () => ['usage'],
  optional: true,
  firstFor: { CreditsPanel: true },
};

/** The last 30 days of usage, each key's beside the account's. */
export const USAGE_BY_KEY: GetEndpoint<Usage & { keys?: UsageByKey['keys'] }, UsageByKey | null> = {
  path: API_PATHS.usage,
  query: () => ({ days: USAGE_DAYS, group_by: 'key' }),
  schema: usageByKeySchema,
  data: (body) => (body.keys ? { days: body.days, keys: body.keys } : null),
  resource: 'billing',
  key: () => ['usage', 'by-key'],
  optional: true,
};

/**
 * Each key's spend over 30 days beside the account's days, without each key's
 * days (`key_days=false`: a third of the answer). The key table and the spend by key read it.
 */
export const SPEND_BY_KEY: GetEndpoint<Usage & { keys?: SpendByKey['keys'] }, SpendByKey | null> = {
  path: API_PATHS.usage,
  query: () => ({ days: USAGE_DAYS, group_by: 'key', key_days: 'false' }),
  schema: spendByKeySchema,
  data: (body) => (body.keys ? { days: body.days, keys: body.keys } : null),
  resource: 'billing',
  key: () => ['usage', 'spend-by-key'],
  optional: true,
  firstFor: { ApiKeysPanel: true },
};

/** The low-balance alert's threshold. */
export const LOW_BALANCE_ALERT: GetEndpoint<LowBalanceAlert, LowBalanceAlert | null> = {
  path: API_PATHS.lowBalanceAlert,
  schema: lowBalanceAlertSchema,
  resource: 'billing',
  key: () => ['alert'],
  optional: true,
  firstFor: { CreditsPanel: true },
};

/** Token prices: they change rarely, so an answer stays fresh for 10 minutes. */
export const PRICING: GetEndpoint<Pricing> = { path: API_PATHS.pricing, schema: pricingSchema, resource: 'billing', key: () => ['pricing'], staleTime: 600_000, firstFor: { PricingCalculator: true } };

/** One folder's listing (`''` is the root): kept until refetch() forces a fresh one; a failure shows at once. */
export const FOLDER: GetEndpoint<{ contents: FileEntry[] }, FileEntry[], string> = {
  path: API_PATHS.browse,
  query: (path) => ({ path }),
  schema: browseSchema,
  data: (body) => body.contents,
  resource: 'files',
  key: (path) => [path],
  staleTime: Infinity,
  retry: false,
  error: (cause) => new FileBrowserError(cause),
  firstFor: { FileBrowser: (request) => normalizeFolder(request.path) },
};

/**
 * Whether the API keeps a request log (API-PROPOSAL.md), asked as one entry of
 * the last day; a 404 says it does not. Only the answer's outline is checked: the log's own
 * queries check its entries, and the shell that asks this need not carry their schema.
 */
export const REQUEST_LOG_OFFERED: GetEndpoint<unknown, true | null> = {
  path: API_PATHS.requests,
  query: () => ({ limit: 1 }),
  schema: v.looseObject({ requests: v.array(v.unknown()) }),
  data: () => true,
  // Apart from the log's own resource: a new request makes the log stale, not this answer.
  resource: 'request-log-offered',
  // Whether an API keeps a log does not change while the page is open.
  staleTime: Infinity,
  optional: true,
  // The shell's Requests item and the keys panel's View requests show by it.
  firstFor: { DashboardShell: true, ApiKeysPanel: true },
};

/** Every GET the kit makes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of endpoints of different types
export const GET_ENDPOINTS: readonly GetEndpoint<any, any, any>[] = [ACCESS, API_KEYS, BALANCE, USAGE, USAGE_BY_KEY, SPEND_BY_KEY, LOW_BALANCE_ALERT, PRICING, FOLDER, REQUEST_LOG_OFFERED];

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

/**
 * Proposed API (API-PROPOSAL.md, deleting an account): DELETE the signed-in user's account.
 * Keys stop at once, auto-recharge and the card go, the balance is forfeited, every session ends.
 */
export const DELETE_ACCOUNT: MutationEndpoint<void> = {
  method: 'DELETE',
  path: () => API_PATHS.account,
};

// How any checkout answers (buying credits, saving a card): the page's URL, or which of the three
// failures it was. Functions, not a spread object, so a bundle without checkouts drops them.
export function checkoutUrl(body: Checkout): string {
  if (!body.checkout_url) throw new CheckoutError('noCheckoutUrl');
  return body.checkout_url;
}

export function checkoutFailure(cause: unknown): CheckoutError {
  return new CheckoutError(isDashboardApiError(cause) && cause.status !== undefined ? 'checkoutFailed' : 'paymentFailed', cause);
}

/**
 * POST buy-more, giving the payment page's URL: the server refused ('Failed to create checkout
 * session'), answered without a URL ('No checkout URL provided'), or could not be reached
 * ('Failed to start payment').
 */
export const CHECKOUT: MutationEndpoint<number, Checkout, string> = {
  method: 'POST',
  path: () => '/v1/billing/api-credits/buy-more',
  body: (amountInCents) => ({ amount_in_cents: amountInCents }),
  // A double submit, or a retry after a lost answer, opens one checkout.
  idempotent: {},
  schema: checkoutSchema,
  data: checkoutUrl,
  error: checkoutFailure,
};

/** PUT the low-balance alert's threshold (cents, or null for none); the answer is the saved setting. */
export const SAVE_LOW_BALANCE_ALERT: MutationEndpoint<number | null, LowBalanceAlert> = {
  method: 'PUT',
  path: () => API_PATHS.lowBalanceAlert,
  body: (thresholdCents) => ({ threshold_cents: thresholdCents }),
  schema: lowBalanceAlertSchema,
  answers: LOW_BALANCE_ALERT,
};
