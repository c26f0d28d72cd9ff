import type { Queryable } from './db';
import type { NoticeType } from './outbox';
import { recordPurchase } from './purchases';
import { recordAudit } from '../audit/store';
import { SANDBOX_CARDS, type SandboxCard } from './sandbox-cards';
import { MONTH_START_SQL, NEXT_MONTH_START_SQL } from './spend-month';

export interface AutoRechargeSettings {
  threshold_cents: number;
  amount_cents: number;
  monthly_limit_cents: number;
}

export type AutoRechargeState = 'off' | 'on' | 'paused_monthly_limit' | 'payment_failed';

/** The answer of GET /auto-recharge. */
export interface AutoRechargeView {
  enabled: boolean;
  state: AutoRechargeState;
  threshold_cents: number | null;
  amount_cents: number | null;
  monthly_limit_cents: number | null;
  recharged_this_month_cents: number;
  month_resets_at: string;
  payment_method: { brand: string; last4: string } | null;
}

interface AutoRechargeRow {
  enabled: boolean;
  threshold_cents: string;
  amount_cents: string;
  monthly_limit_cents: string;
  payment_brand: string | null;
  payment_last4: string | null;
  payment_failed: boolean;
  paused_notice_month: string | null;
}

/** A notice to email once the metering that caused it has committed. */
export interface PendingNotice {
  type: NoticeType;
  subject: string;
}

export const RECHARGED_SUBJECT = 'Your API credits were recharged';
export const RECHARGE_FAILED_SUBJECT = 'Your auto-recharge payment failed';
export const RECHARGE_PAUSED_SUBJECT = 'Auto-recharge paused for this month';

/** What the settings mean now: the next recharge is possible, held by the month's limit, or blocked by a declined card. */
export function autoRechargeState(row: { enabled: boolean; payment_failed: boolean; amount_cents: number; monthly_limit_cents: number }, rechargedThisMonth: number): AutoRechargeState {
  if (!row.enabled) return 'off';
  if (row.payment_failed) return 'payment_failed';
  return rechargedThisMonth + row.amount_cents > row.monthly_limit_cents ? 'paused_monthly_limit' : 'on';
}

/** What auto-recharge bought this month, and when the month turns. */
async function rechargedThisMonth(db: Queryable, accountId: string): Promise<{ cents: number; resetsAt: string }> {
  const { rows } = await db.query<{ sum: string; resets_at: Date }>(
    `select coalesce(sum(amount_cents), 0) as sum, ${NEXT_MONTH_START_SQL} as resets_at from credit_purchases
      where account_id = $1 and kind = 'auto_recharge' and status = 'paid' and created_at >= (${MONTH_START_SQL})::timestamp at time zone 'utc'`,
    [accountId],
  );
  return { cents: Number(rows[0]!.sum), resetsAt: new Date(rows[0]!.resets_at).toISOString() };
}

async function findRow(db: Queryable, accountId: string, lock = false): Promise<AutoRechargeRow | undefined> {
  const { rows } = await db.query<AutoRechargeRow>(`select * from auto_recharge where account_id = $1${lock ? ' for update' : ''}`, [accountId]);
  return rows[0];
}

export async function readAutoRecharge(db: Queryable, accountId: string): Promise<AutoRechargeView> {
  const row = await findRow(db, accountId);
  const month = await rechargedThisMonth(db, accountId);
  const recharged = month.cents;
  const base = { recharged_this_month_cents: recharged, month_resets_at: month.resetsAt };
  if (!row) return { enabled: false, state: 'off', threshold_cents: null, amount_cents: null, monthly_limit_cents: null, payment_method: null, ...base };
  const settings = { threshold_cents: Number(row.threshold_cents), amount_cents: Number(row.amount_cents), monthly_limit_cents: Number(row.monthly_limit_cents) };
  return {
    enabled: row.enabled,
    state: autoRechargeState({ ...row, ...settings }, recharged),
    ...settings,
    payment_method: row.payment_last4 && row.payment_brand ? { brand: row.payment_brand, last4: row.payment_last4 } : null,
    ...base,
  };
}

/** Replaces the settings; turning on needs a saved payment method (nothing is saved without one). */
export async function saveAutoRecharge(db: Queryable, accountId: string, settings: AutoRechargeSettings & { enabled: boolean }): Promise<'saved' | 'payment_method_required'> {
  const row = await findRow(db, accountId);
  if (settings.enabled && !row?.payment_last4) return 'payment_method_required';
  await db.query(
    `insert into auto_recharge (account_id, enabled, threshold_cents, amount_cents, monthly_limit_cents) values ($1, $2, $3, $4, $5)
     on conflict (account_id) do update set enabled = excluded.enabled, threshold_cents = excluded.threshold_cents,
       amount_cents = excluded.amount_cents, monthly_limit_cents = excluded.monthly_limit_cents`,
    [accountId, settings.enabled, settings.threshold_cents, settings.amount_cents, settings.monthly_limit_cents],
  );
  return 'saved';
}

/** A completed setup checkout: the card is saved, the settings with it, and auto-recharge is on (a failed state ends). */
/** Saves the card `savedBy` entered at checkout as the account's auto-recharge method, and turns it on. */
export async function saveAutoRechargeMethod(db: Queryable, accountId: string, settings: AutoRechargeSettings, card: SandboxCard, savedBy: string): Promise<void> {
  await db.query(
    `insert into auto_recharge (account_id, enabled, threshold_cents, amount_cents, monthly_limit_cents, payment_brand, payment_last4, payment_failed, saved_by)
     values ($1, true, $2, $3, $4, $5, $6, false, $7)
     on conflict (account_id) do update set enabled = true, threshold_cents = excluded.threshold_cents, amount_cents = excluded.amount_cents,
       monthly_limit_cents = excluded.monthly_limit_cents, payment_brand = excluded.payment_brand, payment_last4 = excluded.payment_last4, payment_failed = false,
       saved_by = excluded.saved_by`,
    [accountId, settings.threshold_cents, settings.amount_cents, settings.monthly_limit_cents, SANDBOX_CARDS[card].brand, card, savedBy],
  );
}

/**
 * Called inside the metering transaction, with the account's row locked, once the usage's
 * cost has left the balance: below the threshold, buys the amount with the saved card unless
 * this month's recharges would pass the limit. The metering event's id is the recharge's
 * idempotency key, so one event never recharges twice. Answers the cents added and the notice.
 */
export async function rechargeIfDue(db: Queryable, accountId: string, balanceCents: number, eventId: string): Promise<{ addedCents: number; notice?: PendingNotice }> {
  const row = await findRow(db, accountId, true);
  if (!row?.enabled || row.payment_failed || !row.payment_last4) return { addedCents: 0 };
  const threshold = Number(row.threshold_cents);
  const amount = Number(row.amount_cents);
  if (balanceCents >= threshold) return { addedCents: 0 };
  if ((await rechargedThisMonth(db, accountId)).cents + amount > Number(row.monthly_limit_cents)) {
    // Held back by the month's limit: said once a month, not on every call.
    const { rows } = await db.query(
      `update auto_recharge set paused_notice_month = ${MONTH_START_SQL}
        where account_id = $1 and paused_notice_month is distinct from ${MONTH_START_SQL} returning 1`,
      [accountId],
    );
    return { addedCents: 0, notice: rows.length ? { type: 'auto_recharge_paused', subject: RECHARGE_PAUSED_SUBJECT } : undefined };
  }
  const declines = SANDBOX_CARDS[row.payment_last4 as SandboxCard]?.declines ?? false;
  const { created, purchase } = await recordPurchase(db, {
    accountId,
    kind: 'auto_recharge',
    amountCents: amount,
    status: declines ? 'failed' : 'paid',
    idempotencyKey: `recharge:${eventId}`,
  });
  if (!created) return { addedCents: 0 };
  if (!declines) {
    // Bought by nobody: the account's saved card, on its settings.
    await recordAudit(db, {
      accountId,
      actor: null,
      action: 'credits.purchased',
      target: { type: 'purchase', id: purchase.id, label: purchase.receipt_number ?? purchase.id },
      after: { amount_cents: amount, kind: 'auto_recharge' },
    });
  }
  if (declines) {
    await db.query('update auto_recharge set payment_failed = true where account_id = $1', [accountId]);
    return { addedCents: 0, notice: { type: 'auto_recharge_failed', subject: RECHARGE_FAILED_SUBJECT } };
  }
  return { addedCents: amount, notice: { type: 'auto_recharge', subject: RECHARGED_SUBJECT } };
}
