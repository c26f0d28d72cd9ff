import * as v from 'valibot';
import { isWebUrl } from './billing.ts';
import { isoDate, wholeNonNegative } from './common.ts';

// Proposed API (API-PROPOSAL.md): purchases with receipts and auto-recharge.

/** A range of UTC days, both ends included (YYYY-MM-DD): what the usage export is asked for. */
export interface UsageExportRange {
  /** The first UTC day. */
  from: string;
  /** The last UTC day, today or earlier; at most a year after `from`. */
  to: string;
}

/** A credit purchase: bought in the dashboard, or by auto-recharge; a declined recharge is `failed`. */
export interface Purchase {
  id: string;
  created_at: Date;
  amount_cents: number;
  /** ISO 4217, e.g. EUR. */
  currency: string;
  kind: 'checkout' | 'auto_recharge';
  status: 'paid' | 'failed';
  receipt_number: string | null;
  /** A printable receipt that opens without signing in; null unless paid. */
  receipt_url: string | null;
}

/** A page of purchases, newest first; `next_cursor` asks for the next, null on the last. */
export interface PurchasePage {
  purchases: Purchase[];
  next_cursor: string | null;
}

/** What auto-recharge does: below the threshold, buy the amount, at most the limit a month (all in cents). */
export interface AutoRechargeSettings {
  threshold_cents: number;
  amount_cents: number;
  monthly_limit_cents: number;
}

/** `paused_monthly_limit`: the next recharge would pass this month's limit; `payment_failed`: the saved card was declined. */
export type AutoRechargeState = 'off' | 'on' | 'paused_monthly_limit' | 'payment_failed';

/** Auto-recharge's settings (null until set up), its state, this month's recharges and the saved card. */
export interface AutoRecharge {
  enabled: boolean;
  state: AutoRechargeState;
  threshold_cents: number | null;
  amount_cents: number | null;
  monthly_limit_cents: number | null;
  recharged_this_month_cents: number;
  month_resets_at: Date;
  payment_method: { brand: string; last4: string } | null;
}

// An empty receipt URL is no receipt, as an empty checkout URL is no checkout: null, never a link to ''.
const receiptUrl = v.pipe(
  v.nullable(v.pipe(v.string(), v.check(isWebUrl, 'A receipt is an http(s) URL'))),
  v.transform((url) => url || null),
);

/** GET …/usage/export answers CSV text (the API renders it: a year never passes through JSON). */
export const usageCsvSchema = v.string();

// Each schema satisfies its public type: the type is what partners hold us to.
export const purchasePageSchema = v.object({
  purchases: v.array(
    v.object({
      id: v.string(),
      created_at: isoDate,
      amount_cents: wholeNonNegative,
      currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'A currency is an ISO 4217 code')),
      kind: v.picklist(['checkout', 'auto_recharge']),
      status: v.picklist(['paid', 'failed']),
      receipt_number: v.nullable(v.string()),
      receipt_url: receiptUrl,
    }),
  ),
  next_cursor: v.nullable(v.string()),
}) satisfies v.GenericSchema<unknown, PurchasePage>;

export const autoRechargeSchema = v.object({
  enabled: v.boolean(),
  state: v.picklist(['off', 'on', 'paused_monthly_limit', 'payment_failed']),
  threshold_cents: v.nullable(wholeNonNegative),
  amount_cents: v.nullable(wholeNonNegative),
  monthly_limit_cents: v.nullable(wholeNonNegative),
  recharged_this_month_cents: wholeNonNegative,
  month_resets_at: isoDate,
  payment_method: v.nullable(v.object({ brand: v.string(), last4: v.string() })),
}) satisfies v.GenericSchema<unknown, AutoRecharge>;
