import { randomToken } from '../auth/crypto';
import type { SandboxContext } from '../context';
import type { Queryable } from './db';
import { rechargeIfDue, type PendingNotice } from './auto-recharge';
import { keyCapRefusal, type KeyCapRefusal } from './key-caps';
import { MONTH_START_SQL } from './spend-month';
import { moneyContacts } from './money-contacts';
import { sendNotice } from './outbox';

export const LOW_BALANCE_SUBJECT = 'Your API credits are running low';
export const NO_CREDITS_MESSAGE = 'Your credit balance does not cover this request. Add credits to continue.';

/** A millionth of a cent: a request's price is exact in it (tokens x a price with two decimals per million). */
export const MICROCENTS_PER_CENT = 1_000_000;

export interface Usage {
  tokens: number;
  requests: number;
  cost_cents: number;
}

/** Usage priced to the microcent; what leaves the balance and the day's totals is whole cents (see `meterLocked`). */
export interface Charge {
  tokens: number;
  requests: number;
  costMicrocents: number;
}

/** The API's answer to a call the balance cannot pay for (402: only money lifts it). */
export interface NoCreditsRefusal {
  message: string;
  type: 'insufficient_credits';
  balance: number | null;
}

export type MeterRefusal = KeyCapRefusal | NoCreditsRefusal;

export type MeterResult =
  | { status: 'metered' | 'duplicate'; balanceCents: number | null; charge: Charge }
  | { status: 'refused'; refusal: MeterRefusal };

export interface MeterOptions {
  keyId?: string;
  eventId?: string;
  /** Refuse what the balance cannot pay for (an account billed by prepaid credits only). */
  requireCredits?: boolean;
}

/** What a metering leaves to do once its transaction has committed: emails, to the account's holder or its billing members. */
export interface Metered {
  result: MeterResult;
  notices: PendingNotice[];
  accountId: string;
}

/**
 * Meters usage as the provider's API would after serving calls: today's totals (the
 * account's, and the key's that made them) grow, the cost leaves the balance, auto-recharge
 * and the low-balance alert react. All in one transaction with the account's row locked, so
 * usage metered at once can neither pass a monthly limit nor recharge twice for one crossing.
 * An event id already metered is not metered again; a key at its monthly cap is refused.
 */
export async function meterUsage(ctx: SandboxContext, accountId: string, usage: Usage, options: MeterOptions = {}): Promise<MeterResult> {
  const charge = { tokens: usage.tokens, requests: usage.requests, costMicrocents: usage.cost_cents * MICROCENTS_PER_CENT };
  const metered = await ctx.db.transaction((db) => meterLocked(db, accountId, () => charge, options));
  await sendMeteringNotices(ctx, metered);
  return metered.result;
}

/** Emails leave once the metering has committed. */
export async function sendMeteringNotices(ctx: SandboxContext, metered: Metered): Promise<void> {
  if (metered.result.status !== 'metered' || metered.notices.length === 0) return;
  const notified = await moneyContacts(ctx.db, metered.accountId);
  for (const notice of metered.notices) {
    for (const contact of notified) await sendNotice(ctx, contact.email, notice.type, notice.subject, contact.path);
  }
}

/**
 * The metering itself, inside the caller's transaction (which may write more, e.g. the request
 * log, so that a request and its metering land together). `price` gets the account's tokens this
 * month before this usage, read under the lock, since the volume band sets the price. Sub-cent
 * costs carry over on the account and on the key: each cent leaves the balance once the
 * fractions add up to it, so many small requests cost what their sum costs.
 */
export async function meterLocked(db: Queryable, accountId: string, price: (monthTokens: number) => Charge, options: MeterOptions = {}): Promise<Metered> {
  const eventId = options.eventId ?? `ev_${randomToken(12)}`;
  const notices: PendingNotice[] = [];
  // A personal account is billed by credits as its holder's plan says; an organisation always is.
  const { rows: accounts } = await db.query<{ balance_cents: string | null; spend_carry_microcents: string; billed: boolean }>(
    `select a.balance_cents, a.spend_carry_microcents,
            coalesce(u.features ? 'billing_credits' and not u.permissions ? 'billing:ignore_credits', true) as billed
       from accounts a left join users u on u.id = a.id where a.id = $1 for update of a`,
    [accountId],
  );
  const held = accounts[0]!;
  const balanceCents = held.balance_cents === null ? null : Number(held.balance_cents);
  const accountCarry = Number(held.spend_carry_microcents);
  const done = (result: MeterResult): Metered => ({ result, notices, accountId });
  const { rows: month } = await db.query<{ tokens: string | null }>(`select sum(tokens) as tokens from api_usage where account_id = $1 and day >= ${MONTH_START_SQL}`, [accountId]);
  const charge = price(Number(month[0]?.tokens ?? 0));
  const { rows: seen } = await db.query('select 1 from usage_events where account_id = $1 and id = $2', [accountId, eventId]);
  if (seen.length > 0) return done({ status: 'duplicate', balanceCents, charge });
  if (options.keyId) {
    const refusal = await keyCapRefusal(db, options.keyId);
    if (refusal) return done({ status: 'refused', refusal });
  }
  if (options.requireCredits && held.billed && (balanceCents === null || balanceCents * MICROCENTS_PER_CENT - accountCarry < charge.costMicrocents)) {
    return done({ status: 'refused', refusal: { message: NO_CREDITS_MESSAGE, type: 'insufficient_credits', balance: balanceCents === null ? null : balanceCents / 100 } });
  }
  const account = splitCarry(accountCarry, charge.costMicrocents);
  if (options.keyId) await addKeyUsage(db, options.keyId, charge);
  await db.query('insert into usage_events (account_id, id) values ($1, $2)', [accountId, eventId]);
  await db.query(
    `insert into api_usage (account_id, day, tokens, requests, cost_cents) values ($1, (sandbox_now() at time zone 'utc')::date, $2, $3, $4)
     on conflict (account_id, day) do update set tokens = api_usage.tokens + excluded.tokens, requests = api_usage.requests + excluded.requests,
       cost_cents = api_usage.cost_cents + excluded.cost_cents`,
    [accountId, charge.tokens, charge.requests, account.cents],
  );
  const spent = (balanceCents ?? 0) - account.cents;
  const recharge = await rechargeIfDue(db, accountId, spent, eventId);
  if (recharge.notice) notices.push(recharge.notice);
  // The alert judges the balance after any recharge: a topped-up account is not running low.
  const { rows } = await db.query<{ balance_cents: string; crossed: boolean }>(
    `with before as (select id, low_balance_alerted from accounts where id = $1)
     update accounts u set balance_cents = $2, spend_carry_microcents = $3,
            low_balance_alerted = u.low_balance_alert_cents is not null and $2 < u.low_balance_alert_cents
       from before where u.id = before.id
     returning u.balance_cents, (not before.low_balance_alerted and u.low_balance_alerted) as crossed`,
    [accountId, spent + recharge.addedCents, account.carry],
  );
  if (rows[0]?.crossed) notices.push({ type: 'low_balance', subject: LOW_BALANCE_SUBJECT });
  return done({ status: 'metered', balanceCents: Number(rows[0]!.balance_cents), charge });
}

/** Whole cents due once `cost` joins what was carried, and the fraction carried on. */
export function splitCarry(carried: number, cost: number): { cents: number; carry: number } {
  const total = carried + cost;
  return { cents: Math.floor(total / MICROCENTS_PER_CENT), carry: total % MICROCENTS_PER_CENT };
}

async function addKeyUsage(db: Queryable, keyId: string, charge: Charge): Promise<void> {
  const { rows } = await db.query<{ carry: string }>('select spend_carry_microcents as carry from api_keys where id = $1 for update', [keyId]);
  const key = splitCarry(Number(rows[0]?.carry ?? 0), charge.costMicrocents);
  await db.query(
    `insert into api_key_usage (key_id, day, tokens, requests, cost_cents) values ($1, (sandbox_now() at time zone 'utc')::date, $2, $3, $4)
     on conflict (key_id, day) do update set tokens = api_key_usage.tokens + excluded.tokens, requests = api_key_usage.requests + excluded.requests,
       cost_cents = api_key_usage.cost_cents + excluded.cost_cents`,
    [keyId, charge.tokens, charge.requests, key.cents],
  );
  // A key that made calls was used: its 'last used' agrees with its spend.
  await db.query('update api_keys set last_used_at = sandbox_now(), spend_carry_microcents = $2 where id = $1', [keyId, key.carry]);
}

/** After a purchase: a balance back at or above the threshold arms the alert again. */
export async function rearmLowBalanceAlert(db: Queryable, accountId: string): Promise<void> {
  await db.query('update accounts set low_balance_alerted = false where id = $1 and low_balance_alert_cents is not null and balance_cents >= low_balance_alert_cents', [accountId]);
}
