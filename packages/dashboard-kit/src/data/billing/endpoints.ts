// Imports with their extension, no browser globals: the host's build reads this file in Node.
import { DashboardError, needsStepUp } from '../../api/errors.ts';
import { API_PATHS, USAGE_DAYS } from '../../api/paths.ts';
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
} from '../../api/schemas/billing.ts';
import type { GetEndpoint, MutationEndpoint } from '../endpoint.ts';

/** GET the prepaid credit balance. */
export const BALANCE: GetEndpoint<Balance> = { keep: true, path: API_PATHS.balance, schema: balanceSchema, resource: 'billing', key: () => ['balance'], firstFor: { CreditsPanel: true } };

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

/**
 * A month's usage so far, by day: its first day (UTC, as the API counts a month) to `to`. What a
 * request costs depends on the month's volume, which the last 30 days do not hold on a 31st.
 */
export const MONTH_USAGE: GetEndpoint<Usage, Usage | null, { to: string }> = {
  path: API_PATHS.usage,
  query: ({ to }) => ({ from: `${to.slice(0, 8)}01`, to }),
  schema: usageSchema,
  resource: 'billing',
  key: ({ to }) => ['usage', 'month', to],
  optional: true,
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
  keep: true,
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
export const PRICING: GetEndpoint<Pricing> = { path: API_PATHS.pricing, schema: pricingSchema, resource: 'billing', key: () => ['pricing'], staleTime: 600_000, perUser: true, firstFor: { PricingCalculator: true } };

// How any checkout answers (buying credits, saving a card): the page's URL, or which of the three
// failures it was. Functions, not a spread object, so a bundle without checkouts drops them.
const checkoutError = (code: 'checkoutFailed' | 'noCheckoutUrl' | 'paymentFailed', cause?: unknown) =>
  new DashboardError({ section: 'credits', code, cause });

export function checkoutUrl(body: Checkout): string {
  if (!body.checkout_url) throw checkoutError('noCheckoutUrl');
  return body.checkout_url;
}

/** A declined code stays itself: the checkout was not refused, the user chose not to confirm it. */
export function checkoutFailure(cause: unknown): DashboardError {
  if (needsStepUp(cause)) return cause as DashboardError;
  return checkoutError(cause instanceof DashboardError && cause.status !== undefined ? 'checkoutFailed' : 'paymentFailed', cause);
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
