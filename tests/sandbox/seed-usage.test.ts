import { describe, expect, it } from 'vitest';
import { createClock } from '../../packages/sandbox/src/clock';
import { openDb } from '../../packages/sandbox/src/db/db';
import { seedMissingUsage, seedPersonas } from '../../packages/sandbox/src/seed/personas';

// The machine's time: what a sandbox without SANDBOX_CLOCK starts with (the database's offset is 0).
const clock = createClock();

describe('a data directory seeded before usage existed', () => {
  it('gets the personas’ usage on the next start, once', async () => {
    const db = await openDb({ memory: true, dataDir: '' });
    await seedPersonas(db, clock.now());
    // The personas' own accounts: the seeded organisation's usage is seeded with it.
    const count = async () => (await db.query<{ count: number }>(`select count(*)::int as count from api_usage u join accounts a on a.id = u.account_id and a.kind = 'personal'`)).rows[0]!.count;
    expect(await count()).toBe(90);
    // As an older .sandbox-data/ looks after migration 5: the table, no rows.
    await db.query(`delete from api_usage u using accounts a where a.id = u.account_id and a.kind = 'personal'`);
    await seedMissingUsage(db, clock.now());
    expect(await count()).toBe(90);
    await seedMissingUsage(db, clock.now());
    expect(await count()).toBe(90);
  });

  it('gets the personas’ usage by key on the next start, once, adding up to the account’s', async () => {
    const db = await openDb({ memory: true, dataDir: '' });
    await seedPersonas(db, clock.now());
    // The personas' own keys: the seeded organisation's are seeded with it.
    const personal = `join api_keys k on k.id = u.key_id join accounts a on a.id = k.account_id and a.kind = 'personal'`;
    const byKey = async () =>
      (await db.query<{ rows: number; cost: number }>(`select count(*)::int as rows, coalesce(sum(u.cost_cents), 0)::int as cost from api_key_usage u ${personal}`)).rows[0]!;
    const account = (await db.query<{ cost: number }>(`select sum(u.cost_cents)::int as cost from api_usage u join accounts a on a.id = u.account_id and a.kind = 'personal'`)).rows[0]!.cost;
    const seeded = await byKey();
    // The developer's 90 days on Production, and Staging's days since it was made.
    expect(seeded.rows).toBeGreaterThan(90);
    expect(seeded.cost).toBe(account);
    // Every key with usage was last used on its last day of it, never in the future.
    const lastUse = await db.query<{ name: string; last_used_at: Date | null; last_day: string }>(
      `select k.name, k.last_used_at, to_char(max(u.day), 'YYYY-MM-DD') as last_day from api_key_usage u ${personal} group by k.id order by k.name`,
    );
    expect(lastUse.rows.map((row) => row.name)).toEqual(['Production', 'Staging']);
    for (const row of lastUse.rows) {
      expect(row.last_used_at!.toISOString().slice(0, 10)).toBe(row.last_day);
      expect(row.last_used_at!.getTime()).toBeLessThanOrEqual(clock.nowMs());
    }
    // As an older .sandbox-data/ looks after migration 6: the table, no rows.
    await db.query(`delete from api_key_usage u using api_keys k, accounts a where k.id = u.key_id and a.id = k.account_id and a.kind = 'personal'`);
    await seedMissingUsage(db, clock.now());
    expect(await byKey()).toEqual(seeded);
    await seedMissingUsage(db, clock.now());
    expect(await byKey()).toEqual(seeded);
  });
});
