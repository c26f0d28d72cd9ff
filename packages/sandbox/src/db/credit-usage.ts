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

/** One key's usage in a period: deleted keys too, under the name they had. */
export interface ApiKeyUsage {
  id: string;
  name: string;
  deleted: boolean;
  days: UsageDay[];
}

/** The days of the period: the last `days` days up to today (UTC). */
const PERIOD = `generate_series((now() at time zone 'utc')::date - ($2::int - 1), (now() at time zone 'utc')::date, interval '1 day')`;

/**
 * Every key that used the API in the last `days` days, deleted ones included, each with its
 * days zero-filled, oldest first; the key that cost most first (then by name).
 */
export async function usageByKey(db: Db, userId: string, days: number): Promise<ApiKeyUsage[]> {
  const { rows } = await db.query<{ id: string; name: string; deleted: boolean; date: string; tokens: string; requests: number; cost_cents: number }>(
    `with used as (
       select k.id, k.name, k.deleted_at is not null as deleted, sum(u.cost_cents) as spent
         from api_keys k join api_key_usage u on u.key_id = k.id
        where k.user_id = $1 and u.day >= (now() at time zone 'utc')::date - ($2::int - 1)
        group by k.id
     )
     select used.id, used.name, used.deleted, to_char(d, 'YYYY-MM-DD') as date,
            coalesce(u.tokens, 0) as tokens, coalesce(u.requests, 0) as requests, coalesce(u.cost_cents, 0) as cost_cents
       from used cross join ${PERIOD} d
       left join api_key_usage u on u.key_id = used.id and u.day = d::date
      order by used.spent desc, used.name, used.id, d`,
    [userId, days],
  );
  const keys = new Map<string, ApiKeyUsage>();
  for (const row of rows) {
    let key = keys.get(row.id);
    if (!key) keys.set(row.id, (key = { id: row.id, name: row.name, deleted: row.deleted, days: [] }));
    key.days.push({ date: row.date, tokens: Number(row.tokens), requests: Number(row.requests), cost_cents: Number(row.cost_cents) });
  }
  return [...keys.values()];
}

/** The last `days` days up to today (UTC), oldest first, zero-filled. */
export async function usageDays(db: Db, userId: string, days: number): Promise<UsageDay[]> {
  const { rows } = await db.query<{ date: string; tokens: string; requests: number; cost_cents: number }>(
    `select to_char(d, 'YYYY-MM-DD') as date, coalesce(u.tokens, 0) as tokens, coalesce(u.requests, 0) as requests, coalesce(u.cost_cents, 0) as cost_cents
       from ${PERIOD} d
       left join api_usage u on u.user_id = $1 and u.day = d::date
      order by d`,
    [userId, days],
  );
  return rows.map((row) => ({ date: row.date, tokens: Number(row.tokens), requests: Number(row.requests), cost_cents: Number(row.cost_cents) }));
}

/**
 * Records usage for today (and for the key that made it, if any) and takes its cost from the
 * balance; when that takes the balance below the user's low-balance threshold, emails them
 * once (a purchase re-arms the alert).
 */
export async function recordUsage(ctx: SandboxContext, userId: string, usage: { tokens: number; requests: number; cost_cents: number }, keyId?: string): Promise<void> {
  if (keyId) {
    await ctx.db.query(
      `insert into api_key_usage (key_id, day, tokens, requests, cost_cents) values ($1, (now() at time zone 'utc')::date, $2, $3, $4)
       on conflict (key_id, day) do update set tokens = api_key_usage.tokens + excluded.tokens, requests = api_key_usage.requests + excluded.requests,
         cost_cents = api_key_usage.cost_cents + excluded.cost_cents`,
      [keyId, usage.tokens, usage.requests, usage.cost_cents],
    );
    // A key that made calls was used: its 'last used' agrees with its spend.
    await ctx.db.query('update api_keys set last_used_at = now() where id = $1', [keyId]);
  }
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

/** A share of a day's usage, in whole units. */
function share(day: { tokens: number; requests: number; cost_cents: number }, fraction: number) {
  return { tokens: Math.round(day.tokens * fraction), requests: Math.round(day.requests * fraction), cost_cents: Math.round(day.cost_cents * fraction) };
}

/**
 * Splits the user's recorded days among the keys that existed on each: every key after the
 * oldest takes an equal small share (a fifth when there are two), the oldest the rest, so the
 * keys' days add up to the account's exactly. Days before the first key stay unattributed.
 */
export async function seedKeyUsage(db: Db, userId: string): Promise<void> {
  const { rows: keys } = await db.query<{ id: string; since: string }>(
    "select id, to_char(created_at at time zone 'utc', 'YYYY-MM-DD') as since from api_keys where user_id = $1 order by created_at, id",
    [userId],
  );
  const { rows: days } = await db.query<{ day: string; tokens: string; requests: number; cost_cents: number }>(
    "select to_char(day, 'YYYY-MM-DD') as day, tokens, requests, cost_cents from api_usage where user_id = $1",
    [userId],
  );
  const rows: { keyId: string; day: string; tokens: number; requests: number; cost_cents: number }[] = [];
  for (const row of days) {
    const day = { tokens: Number(row.tokens), requests: Number(row.requests), cost_cents: Number(row.cost_cents) };
    const [oldest, ...others] = keys.filter((key) => key.since <= row.day);
    if (!oldest) continue;
    const rest = { ...day };
    for (const key of others) {
      const part = share(day, 1 / (others.length + 4));
      rows.push({ keyId: key.id, day: row.day, ...part });
      rest.tokens -= part.tokens;
      rest.requests -= part.requests;
      rest.cost_cents -= part.cost_cents;
    }
    rows.push({ keyId: oldest.id, day: row.day, ...rest });
  }
  await db.query(
    'insert into api_key_usage (key_id, day, tokens, requests, cost_cents) select * from unnest($1::text[], $2::date[], $3::bigint[], $4::int[], $5::int[])',
    [rows.map((row) => row.keyId), rows.map((row) => row.day), rows.map((row) => row.tokens), rows.map((row) => row.requests), rows.map((row) => row.cost_cents)],
  );
  // Each key was last used on its last day of usage (midday UTC, never later than now), so 'last used' agrees with its spend.
  await db.query(
    `update api_keys k set last_used_at = least(now(), (select max(day) from api_key_usage u where u.key_id = k.id) + interval '12 hours')
      where k.user_id = $1 and exists (select 1 from api_key_usage u where u.key_id = k.id)`,
    [userId],
  );
}
