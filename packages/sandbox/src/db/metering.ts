import { randomToken } from '../auth/crypto';
import type { SandboxContext } from '../context';
import type { Queryable } from './db';
import { rechargeIfDue, type PendingNotice } from './auto-recharge';
import { keyCapRefusal, type KeyCapRefusal } from './key-caps';
import { sendNotice } from './outbox';

export const LOW_BALANCE_SUBJECT = 'Your API credits are running low';

export interface Usage {
  tokens: number;
  requests: number;
  cost_cents: number;
}

export type MeterResult =
  | { status: 'metered' | 'duplicate'; balanceCents: number | null }
  | { status: 'refused'; refusal: KeyCapRefusal };

/**
 * Meters usage as the provider's API would after serving calls: today's totals (the
 * account's, and the key's that made them) grow, the cost leaves the balance, auto-recharge
 * and the low-balance alert react. All in one transaction with the account's row locked, so
 * usage metered at once can neither pass a monthly limit nor recharge twice for one crossing.
 * An event id already metered is not metered again; a key at its monthly cap is refused.
 */
export async function meterUsage(ctx: SandboxContext, userId: string, usage: Usage, options: { keyId?: string; eventId?: string } = {}): Promise<MeterResult> {
  const eventId = options.eventId ?? `ev_${randomToken(12)}`;
  const notices: PendingNotice[] = [];
  const result = await ctx.db.transaction(async (db): Promise<MeterResult & { email?: string }> => {
    const { rows: users } = await db.query<{ email: string; balance_cents: string | null }>('select email, balance_cents from users where id = $1 for update', [userId]);
    const user = users[0]!;
    const { rows: seen } = await db.query('select 1 from usage_events where user_id = $1 and id = $2', [userId, eventId]);
    if (seen.length > 0) return { status: 'duplicate', balanceCents: user.balance_cents === null ? null : Number(user.balance_cents) };
    if (options.keyId) {
      const refusal = await keyCapRefusal(db, options.keyId);
      if (refusal) return { status: 'refused', refusal };
      await addKeyUsage(db, options.keyId, usage);
    }
    await db.query('insert into usage_events (user_id, id) values ($1, $2)', [userId, eventId]);
    await db.query(
      `insert into api_usage (user_id, day, tokens, requests, cost_cents) values ($1, (now() at time zone 'utc')::date, $2, $3, $4)
       on conflict (user_id, day) do update set tokens = api_usage.tokens + excluded.tokens, requests = api_usage.requests + excluded.requests,
         cost_cents = api_usage.cost_cents + excluded.cost_cents`,
      [userId, usage.tokens, usage.requests, usage.cost_cents],
    );
    const spent = Number(user.balance_cents ?? 0) - usage.cost_cents;
    const recharge = await rechargeIfDue(db, userId, spent, eventId);
    if (recharge.notice) notices.push(recharge.notice);
    // The alert judges the balance after any recharge: a topped-up account is not running low.
    const { rows } = await db.query<{ balance_cents: string; crossed: boolean }>(
      `with before as (select id, low_balance_alerted from users where id = $1)
       update users u set balance_cents = $2, low_balance_alerted = u.low_balance_alert_cents is not null and $2 < u.low_balance_alert_cents
         from before where u.id = before.id
       returning u.balance_cents, (not before.low_balance_alerted and u.low_balance_alerted) as crossed`,
      [userId, spent + recharge.addedCents],
    );
    if (rows[0]?.crossed) notices.push({ type: 'low_balance', subject: LOW_BALANCE_SUBJECT });
    return { status: 'metered', balanceCents: Number(rows[0]!.balance_cents), email: user.email };
  });
  // Emails leave once the metering has committed.
  if (result.status === 'metered') for (const notice of notices) await sendNotice(ctx, result.email!, notice.type, notice.subject, '/account?tab=credits');
  if (result.status === 'refused') return result;
  return { status: result.status, balanceCents: result.balanceCents };
}

async function addKeyUsage(db: Queryable, keyId: string, usage: Usage): Promise<void> {
  await db.query(
    `insert into api_key_usage (key_id, day, tokens, requests, cost_cents) values ($1, (now() at time zone 'utc')::date, $2, $3, $4)
     on conflict (key_id, day) do update set tokens = api_key_usage.tokens + excluded.tokens, requests = api_key_usage.requests + excluded.requests,
       cost_cents = api_key_usage.cost_cents + excluded.cost_cents`,
    [keyId, usage.tokens, usage.requests, usage.cost_cents],
  );
  // A key that made calls was used: its 'last used' agrees with its spend.
  await db.query('update api_keys set last_used_at = now() where id = $1', [keyId]);
}

/** After a purchase: a balance back at or above the threshold arms the alert again. */
export async function rearmLowBalanceAlert(db: Queryable, userId: string): Promise<void> {
  await db.query('update users set low_balance_alerted = false where id = $1 and low_balance_alert_cents is not null and balance_cents >= low_balance_alert_cents', [userId]);
}
