// Imports with their extension, as every endpoints file has them.
import { checkoutSchema, type Checkout } from '../../api/schemas/billing.ts';
import { autoRechargeSchema, purchasePageSchema, usageCsvSchema, type AutoRecharge, type AutoRechargeSettings, type PurchasePage, type UsageExportRange } from '../../api/schemas/spend.ts';
import type { GetEndpoint, MutationEndpoint, PagedEndpoint } from '../endpoint.ts';
import { checkoutFailure, checkoutUrl } from './endpoints.ts';

// Proposed API (API-PROPOSAL.md): the credits tab's spend control. Apart from the billing
// folder's endpoints.ts because no widget asks for them as it mounts: they load with the parts that show
// them, on demand, so an app embedding a widget carries neither them nor their schemas.

/**
 * Usage over a range of UTC days as CSV text. A one-day range asks
 * whether the API offers the export at all; the download asks for the range chosen.
 */
export const USAGE_EXPORT: GetEndpoint<string, string | null, UsageExportRange> = {
  path: '/v1/billing/api-credits/usage/export',
  query: ({ from, to }) => ({ from, to }),
  schema: usageCsvSchema,
  resource: 'billing',
  key: ({ from, to }) => ['usage-export', from, to],
  staleTime: 0,
  optional: true,
};

/** Auto-recharge's settings and state. */
export const AUTO_RECHARGE: GetEndpoint<AutoRecharge, AutoRecharge | null> = {
  path: '/v1/billing/api-credits/auto-recharge',
  schema: autoRechargeSchema,
  resource: 'billing',
  key: () => ['auto-recharge'],
  optional: true,
};

/** A page of the account's purchases, newest first (`null`: the first page). */
export const PURCHASES: PagedEndpoint<PurchasePage, PurchasePage | null, object> = {
  path: '/v1/billing/api-credits/purchases',
  query: ({ cursor }): Record<string, string> => (cursor === null ? {} : { cursor }),
  schema: purchasePageSchema,
  resource: 'billing',
  key: () => ['purchases'],
  nextCursor: (page) => page?.next_cursor,
  optional: true,
};

/** PUT auto-recharge's settings, on or off; the answer is its new state. */
export const SAVE_AUTO_RECHARGE: MutationEndpoint<AutoRechargeSettings & { enabled: boolean }, AutoRecharge> = {
  method: 'PUT',
  path: () => '/v1/billing/api-credits/auto-recharge',
  body: (settings) => ({ ...settings }),
  schema: autoRechargeSchema,
  answers: AUTO_RECHARGE,
};

/**
 * POST the settings for a checkout that saves a card and turns auto-recharge on;
 * the answer is that checkout's URL. Idempotent: a double submit opens one checkout, and other
 * settings are another request with a key of their own (or the caller's `attempt`).
 */
export const SET_UP_AUTO_RECHARGE: MutationEndpoint<AutoRechargeSettings & { attempt?: string }, Checkout, string> = {
  method: 'POST',
  path: () => '/v1/billing/api-credits/auto-recharge/setup',
  body: ({ threshold_cents, amount_cents, monthly_limit_cents }) => ({ threshold_cents, amount_cents, monthly_limit_cents }),
  idempotent: { key: ({ attempt }) => attempt },
  schema: checkoutSchema,
  data: checkoutUrl,
  error: checkoutFailure,
};

/** Spend control's GETs (their cache keys are checked against GET_ENDPOINTS' for collisions). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- endpoints of different types
export const SPEND_GET_ENDPOINTS: readonly GetEndpoint<any, any, any>[] = [USAGE_EXPORT, AUTO_RECHARGE, PURCHASES];
