import { describe, expect, it } from 'vitest';
import { openDb } from '../../packages/sandbox/src/db/db';
import { seedMissingUsage, seedPersonas } from '../../packages/sandbox/src/seed/personas';

describe('a data directory seeded before usage existed', () => {
  it('gets the personas’ usage on the next start, once', async () => {
    const db = await openDb({ memory: true, dataDir: '' });
    await seedPersonas(db);
    const count = async () => (await db.query<{ count: number }>('select count(*)::int as count from api_usage')).rows[0]!.count;
    expect(await count()).toBe(90);
    // As an older .sandbox-data/ looks after migration 5: the table, no rows.
    await db.query('delete from api_usage');
    await seedMissingUsage(db);
    expect(await count()).toBe(90);
    await seedMissingUsage(db);
    expect(await count()).toBe(90);
  });
});
