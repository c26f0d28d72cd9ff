import * as v from 'valibot';
import { wholeNonNegative } from './common.ts';

/** The prepaid credit balance in the account's currency; null: no credits yet. */
export interface Balance {
  balance: number | null;
}

/** Token prices: per volume band, a decimal price string per model group. */
export interface Pricing {
  volume_bands: { min_volume_excl: number; max_volume_incl: number | null; pricing_by_group: Record<string, string> }[];
  /** Model id to the group whose price applies. */
  model_groups: Record<string, string>;
  group_display_order: string[];
  aggregates: { price: string; volume: number };
}

/** One day of metered usage; cost in cents of the account's currency. */
export interface UsageDay {
  /** YYYY-MM-DD */
  date: string;
  tokens: number;
  requests: number;
  cost_cents: number;
}

/** Usage per day, oldest first. */
export interface Usage {
  days: UsageDay[];
}

/** One key's usage over the same days; a deleted key keeps its name and its usage. */
export interface ApiKeyUsage {
  /** The key's id, as in the key list. */
  id: string;
  /** Its name, also once deleted. */
  name: string;
  /** True for a key deleted since: its past usage still counts. */
  deleted: boolean;
  /** Its usage on each of the account's days, zero on days it made no calls. */
  days: UsageDay[];
}

/** The account's usage per day and, beside it, each key's that used the API in the period (most spent first). */
export interface UsageByKey extends Usage {
  /** The keys that used the API in the period; a key not listed spent nothing. */
  keys: ApiKeyUsage[];
}

/** Proposed API (API-PROPOSAL.md): a key's spend over the period, without its days. */
export interface ApiKeySpend {
  /** The key's id, as in the key list. */
  id: string;
  /** Its name, also once deleted. */
  name: string;
  /** True for a key deleted since: its past spend still counts. */
  deleted: boolean;
  /** What it spent in the period, in cents. */
  cost_cents: number;
}

/** The account's usage per day and, beside it, what each key that used the API in the period spent (most spent first). */
export interface SpendByKey extends Usage {
  /** The keys that used the API in the period; a key not listed spent nothing. */
  keys: ApiKeySpend[];
}

/** The balance, in cents, under which the user is emailed; null: off. */
export interface LowBalanceAlert {
  threshold_cents: number | null;
}

// Each schema satisfies its public type: the type is what partners hold us to.
/** GET /v1/billing/api-credits/balance: null means no credits yet. */
export const balanceSchema = v.object({ balance: v.nullish(v.number(), null) }) satisfies v.GenericSchema<unknown, Balance>;

/** Only a web page may receive the browser: a `javascript:` or `data:` URL would run in the dashboard. */
export function isWebUrl(value: string): boolean {
  if (value === '') return true; // absent in effect: 'No checkout URL provided'
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** POST /v1/billing/api-credits/buy-more answers the checkout page to send the browser to. */
export interface Checkout {
  checkout_url?: string | null;
}

export const checkoutSchema = v.object({
  checkout_url: v.optional(v.nullable(v.pipe(v.string(), v.check(isWebUrl, 'checkout_url must be an http(s) URL')))),
}) satisfies v.GenericSchema<unknown, Checkout>;

const priceString = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'A price is a decimal string'));

/** GET /v1/billing/api-credits/pricing. */
export const pricingSchema = v.object({
  volume_bands: v.array(
    v.object({
      min_volume_excl: v.number(),
      max_volume_incl: v.nullable(v.number()),
      pricing_by_group: v.record(v.string(), priceString),
    }),
  ),
  model_groups: v.record(v.string(), v.string()),
  group_display_order: v.array(v.string()),
  aggregates: v.object({ price: priceString, volume: v.number() }),
}) satisfies v.GenericSchema<unknown, Pricing>;

const usageDaysSchema = v.array(
  v.object({
    date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A usage date is YYYY-MM-DD')),
    tokens: wholeNonNegative,
    requests: wholeNonNegative,
    cost_cents: wholeNonNegative,
  }),
);

/** Proposed API (API-PROPOSAL.md): GET /v1/billing/api-credits/usage, one entry per day, oldest first. */
export const usageSchema = v.object({ days: usageDaysSchema }) satisfies v.GenericSchema<unknown, Usage>;

/**
 * Proposed API (API-PROPOSAL.md): the same with `group_by=key`, each key's days beside the
 * account's. An API with usage but without grouping ignores `group_by`: no `keys`, which is
 * "not offered", not an error (USAGE_BY_KEY's data is null then).
 */
export const usageByKeySchema = v.object({
  days: usageDaysSchema,
  keys: v.optional(v.array(v.object({ id: v.string(), name: v.string(), deleted: v.boolean(), days: usageDaysSchema }))),
}) satisfies v.GenericSchema<unknown, Partial<UsageByKey>>;

/**
 * Proposed API (API-PROPOSAL.md): the same with `key_days=false`, each key's `total` in place
 * of its days. An API that predates `total` sends the days anyway, which are summed instead.
 */
export const spendByKeySchema = v.object({
  days: usageDaysSchema,
  keys: v.optional(
    v.array(
      v.pipe(
        v.object({ id: v.string(), name: v.string(), deleted: v.boolean(), total: v.optional(v.object({ cost_cents: wholeNonNegative })), days: v.optional(usageDaysSchema) }),
        v.transform(({ id, name, deleted, total, days }): ApiKeySpend => ({ id, name, deleted, cost_cents: total?.cost_cents ?? (days ?? []).reduce((sum, day) => sum + day.cost_cents, 0) })),
        // Summed days can pass what a number holds exactly, though each day does not.
        v.check((key) => Number.isSafeInteger(key.cost_cents), 'A key’s spend is too large to show'),
      ),
    ),
  ),
}) satisfies v.GenericSchema<unknown, Partial<SpendByKey>>;

/** Proposed API (API-PROPOSAL.md): GET and PUT /v1/billing/api-credits/alert. */
export const lowBalanceAlertSchema = v.object({ threshold_cents: v.nullable(wholeNonNegative) }) satisfies v.GenericSchema<unknown, LowBalanceAlert>;
