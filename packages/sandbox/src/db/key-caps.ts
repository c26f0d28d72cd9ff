import type { Queryable } from './db';
import { MONTH_START_SQL, NEXT_MONTH_START_SQL } from './spend-month';

export const KEY_CAP_MESSAGE = 'This API key has reached its monthly spend cap. Raise the cap or wait for the month to turn.';

/** The API's answer to a call with a key at its cap (402: only money or the calendar lifts it). */
export interface KeyCapRefusal {
  message: string;
  type: 'key_spend_cap_reached';
  cap_cents: number;
  spend_cents: number;
  resets_at: string;
}

/**
 * What each key has spent this month, in cents (keys without usage: 0): its own spend and that
 * of every key in its line (the keys it was rolled from and into), since a rolled key keeps its
 * cap and a roll must not start the month afresh.
 */
export async function monthSpendByKey(db: Queryable, keyIds: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ key_id: string; spent: string }>(
    `select k.id as key_id, sum(u.cost_cents) as spent
       from api_keys k
       join api_keys line on coalesce(line.lineage_id, line.id) = coalesce(k.lineage_id, k.id)
       join api_key_usage u on u.key_id = line.id and u.day >= ${MONTH_START_SQL}
      where k.id = any($1::text[])
      group by k.id`,
    [keyIds],
  );
  return new Map(rows.map((row) => [row.key_id, Number(row.spent)]));
}

/** The refusal for a key whose spend this month has reached its cap; null while it may spend. */
export async function keyCapRefusal(db: Queryable, keyId: string): Promise<KeyCapRefusal | null> {
  const { rows } = await db.query<{ cap: string | null; resets_at: Date }>(`select monthly_spend_cap_cents as cap, ${NEXT_MONTH_START_SQL} as resets_at from api_keys where id = $1`, [keyId]);
  const cap = rows[0]?.cap;
  if (cap === null || cap === undefined) return null;
  const spend = (await monthSpendByKey(db, [keyId])).get(keyId) ?? 0;
  if (spend < Number(cap)) return null;
  return { message: KEY_CAP_MESSAGE, type: 'key_spend_cap_reached', cap_cents: Number(cap), spend_cents: spend, resets_at: new Date(rows[0]!.resets_at).toISOString() };
}
