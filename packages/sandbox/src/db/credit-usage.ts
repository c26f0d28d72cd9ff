import type { SandboxContext } from '../context';
import type { Db } from './db';
import { sendNotice } from './outbox';

export const LOW_BALANCE_SUBJECT = 'Your API credits are running low';

export interface UsageDay {
  date: string;
  tokens: number;
  requests: number;
  cost_cents: number;
}

/** The last `days` days up to today (UTC), oldest first, zero-filled. */
export async function usageDays(db: Db, userId: string, days: number): Promise<UsageDay[]> {
  const { rows } = await db.query<{ date: string; tokens: string; requests: number; cost_cents: number }>(
    `select to_char(d, 'YYYY-MM-DD') as date, coalesce(u.tokens, 0) as tokens, coalesce(u.requests, 0) as requests, coalesce(u.cost_cents, 0) as cost_cents
       from generate_series((now() at time zone 'utc')::date - ($2::int - 1), (now() at time zone 'utc')::date, interval '1 day') d
       left join api_usage u on u.user_id = $1 and u.day = d::date
      order by d`,
    [userId, days],
  );
  return rows.map((row) => ({ date: row.date, tokens: Number(row.tokens), requests: Number(row.requests), cost_cents: Number(row.cost_cents) }));
}

/**
 * Records usage for today and takes its cost from the balance; when that takes the balance
 * below the user's low-balance threshold, emails them once (a purchase re-arms the alert).
 */
export async function recordUsage(ctx: SandboxContext, userId: string, usage: { tokens: number; requests: number; cost_cents: number }): Promise<void> {
  await ctx.db.query(
    `insert into api_usage (user_id, day, tokens, requests, cost_cents) values ($1, (now() at time zone 'utc')::date, $2, $3, $4)
     on conflict (user_id, day) do update set tokens = api_usage.tokens + excluded.tokens, requests = api_usage.requests + excluded.requests,
       cost_cents = api_usage.cost_cents + excluded.cost_cents`,
    [userId, usage.tokens, usage.requests, usage.cost_cents],
  );
  // One statement decides the crossing and marks it, so two usages at once send one email.
  const { rows } = await ctx.db.query<{ email: string; crossed: boolean }>(
    `with before as (select id, low_balance_alerted from users where id = $1 for update)
     update users u set balance_cents = coalesce(u.balance_cents, 0) - $2,
       low_balance_alerted = u.low_balance_alerted or (u.low_balance_alert_cents is not null and coalesce(u.balance_cents, 0) - $2 < u.low_balance_alert_cents)
       from before where u.id = before.id
     returning u.email, (not before.low_balance_alerted and u.low_balance_alerted) as crossed`,
    [userId, usage.cost_cents],
  );
  const row = rows[0];
  if (row?.crossed) await sendNotice(ctx, row.email, 'low_balance', LOW_BALANCE_SUBJECT, '/account?tab=credits');
}

/** After a purchase: a balance back at or above the threshold arms the alert again. */
export async function rearmLowBalanceAlert(db: Db, userId: string): Promise<void> {
  await db.query('update users set low_balance_alerted = false where id = $1 and low_balance_alert_cents is not null and balance_cents >= low_balance_alert_cents', [userId]);
}

/** 90 days of plausible usage: busier on weekdays, growing a little, the same on every start. */
export async function seedUsage(db: Db, userId: string, days = 90): Promise<void> {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows = Array.from({ length: days }, (_, index) => {
    const back = days - 1 - index;
    const day = new Date(today - back * 86_400_000);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    const wave = 1 + 0.25 * Math.sin(back / 4) + 0.15 * Math.cos(back / 9);
    const tokens = Math.round((weekend ? 420_000 : 1_650_000) * wave * (1 + (days - back) / (days * 3)));
    // Forecast tokens at 0.80 per million, the sandbox's middle band.
    return { date: day.toISOString().slice(0, 10), tokens, requests: Math.round(tokens / 1_310), costCents: Math.round((tokens / 1_000_000) * 80) };
  });
  // One statement for all the days: a reset re-seeds, and resets run before every test.
  await db.query(
    'insert into api_usage (user_id, day, tokens, requests, cost_cents) select $1, * from unnest($2::date[], $3::bigint[], $4::int[], $5::int[])',
    [userId, rows.map((row) => row.date), rows.map((row) => row.tokens), rows.map((row) => row.requests), rows.map((row) => row.costCents)],
  );
}
