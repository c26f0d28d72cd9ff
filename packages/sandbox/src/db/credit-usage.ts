import type { UsageCsvRow } from '../usage/csv';
import type { UsageRange } from '../usage/range';
import type { Db } from './db';

export interface UsageDay {
  date: string;
  tokens: number;
  requests: number;
  cost_cents: number;
}

export type UsageTotal = Omit<UsageDay, 'date'>;

/** One key's usage in a period: deleted keys too, under the name they had. */
export interface ApiKeyUsage {
  id: string;
  name: string;
  deleted: boolean;
  total: UsageTotal;
  days: UsageDay[];
}

/** The days of a period ($2 to $3, both included). */
const PERIOD = `generate_series($2::date, $3::date, interval '1 day')`;

/**
 * Every key that used the API in the period, deleted ones included, each with its days
 * zero-filled, oldest first, and its total; the key that cost most first (then by name).
 */
export async function usageByKey(db: Db, accountId: string, range: UsageRange): Promise<ApiKeyUsage[]> {
  const { rows } = await db.query<{ id: string; name: string; deleted: boolean; date: string; tokens: string; requests: number; cost_cents: number }>(
    `with used as (
       select k.id, k.name, k.deleted_at is not null as deleted, sum(u.cost_cents) as spent
         from api_keys k join api_key_usage u on u.key_id = k.id
        where k.account_id = $1 and u.day between $2::date and $3::date
        group by k.id
     )
     select used.id, used.name, used.deleted, to_char(d, 'YYYY-MM-DD') as date,
            coalesce(u.tokens, 0) as tokens, coalesce(u.requests, 0) as requests, coalesce(u.cost_cents, 0) as cost_cents
       from used cross join ${PERIOD} d
       left join api_key_usage u on u.key_id = used.id and u.day = d::date
      order by used.spent desc, used.name, used.id, d`,
    [accountId, range.from, range.to],
  );
  const keys = new Map<string, ApiKeyUsage>();
  for (const row of rows) {
    let key = keys.get(row.id);
    if (!key) keys.set(row.id, (key = { id: row.id, name: row.name, deleted: row.deleted, total: { tokens: 0, requests: 0, cost_cents: 0 }, days: [] }));
    const day = { date: row.date, tokens: Number(row.tokens), requests: Number(row.requests), cost_cents: Number(row.cost_cents) };
    key.days.push(day);
    key.total.tokens += day.tokens;
    key.total.requests += day.requests;
    key.total.cost_cents += day.cost_cents;
  }
  return [...keys.values()];
}

/** The period's days (UTC), oldest first, zero-filled. */
export async function usageDays(db: Db, accountId: string, range: UsageRange): Promise<UsageDay[]> {
  const { rows } = await db.query<{ date: string; tokens: string; requests: number; cost_cents: number }>(
    `select to_char(d, 'YYYY-MM-DD') as date, coalesce(u.tokens, 0) as tokens, coalesce(u.requests, 0) as requests, coalesce(u.cost_cents, 0) as cost_cents
       from ${PERIOD} d
       left join api_usage u on u.account_id = $1 and u.day = d::date
      order by d`,
    [accountId, range.from, range.to],
  );
  return rows.map((row) => ({ date: row.date, tokens: Number(row.tokens), requests: Number(row.requests), cost_cents: Number(row.cost_cents) }));
}

/**
 * The export's rows: each day's usage by each key (deleted ones under the name they had), the
 * key that cost most first, then the part of the day tied to no key; days without usage have none.
 */
export async function usageExportRows(db: Db, accountId: string, range: UsageRange): Promise<UsageCsvRow[]> {
  const { rows } = await db.query<UsageCsvRow & { tokens: string }>(
    `with keyed as (
       select u.day, k.id as key_id, k.name as key_name, k.deleted_at is not null as key_deleted, u.tokens, u.requests, u.cost_cents
         from api_key_usage u join api_keys k on k.id = u.key_id
        where k.account_id = $1 and u.day between $2::date and $3::date and (u.tokens > 0 or u.requests > 0 or u.cost_cents > 0)
     ), untied as (
       select a.day, null::text as key_id, null::text as key_name, null::boolean as key_deleted,
              a.tokens - coalesce(sum(k.tokens), 0) as tokens, a.requests - coalesce(sum(k.requests), 0)::int as requests,
              a.cost_cents - coalesce(sum(k.cost_cents), 0)::int as cost_cents
         from api_usage a left join keyed k on k.day = a.day
        where a.account_id = $1 and a.day between $2::date and $3::date
        group by a.day, a.tokens, a.requests, a.cost_cents
     )
     select to_char(day, 'YYYY-MM-DD') as date, key_id, key_name, key_deleted, tokens, requests, cost_cents
       from (select * from keyed union all select * from untied where tokens > 0 or requests > 0 or cost_cents > 0) r
      order by day, key_id is null, cost_cents desc, key_name, key_id`,
    [accountId, range.from, range.to],
  );
  return rows.map((row) => ({ ...row, tokens: Number(row.tokens), requests: Number(row.requests), cost_cents: Number(row.cost_cents) }));
}

/** `days` of plausible usage up to the UTC day of `now`: busier on weekdays, growing a little, the same on every start. */
export async function seedUsage(db: Db, accountId: string, days: number, now: Date): Promise<void> {
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
    'insert into api_usage (account_id, day, tokens, requests, cost_cents) select $1, * from unnest($2::date[], $3::bigint[], $4::int[], $5::int[])',
    [accountId, rows.map((row) => row.date), rows.map((row) => row.tokens), rows.map((row) => row.requests), rows.map((row) => row.costCents)],
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
export async function seedKeyUsage(db: Db, accountId: string): Promise<void> {
  const { rows: keys } = await db.query<{ id: string; since: string }>(
    "select id, to_char(created_at at time zone 'utc', 'YYYY-MM-DD') as since from api_keys where account_id = $1 order by created_at, id",
    [accountId],
  );
  const { rows: days } = await db.query<{ day: string; tokens: string; requests: number; cost_cents: number }>(
    "select to_char(day, 'YYYY-MM-DD') as day, tokens, requests, cost_cents from api_usage where account_id = $1",
    [accountId],
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
    `update api_keys k set last_used_at = least(sandbox_now(), (select max(day) from api_key_usage u where u.key_id = k.id) + interval '12 hours')
      where k.account_id = $1 and exists (select 1 from api_key_usage u where u.key_id = k.id)`,
    [accountId],
  );
}
