import { describe, expect, it } from 'vitest';
import { createClock, syncDatabaseClock } from '../../packages/sandbox/src/clock';
import { openDb } from '../../packages/sandbox/src/db/db';

// The database dates by the sandbox's clock: its functions read the offset the sandbox hands it,
// and no column stamps a row with Postgres's own time.
describe('the database’s clock', () => {
  it('reads the sandbox’s time in sandbox_now() and sandbox_clock_timestamp()', async () => {
    const db = await openDb({ memory: true, dataDir: '' });
    try {
      const clock = createClock(new Date('2027-01-31T23:59:30Z'));
      await syncDatabaseClock(db, clock);
      const { rows } = await db.query<{ now: Date; stamped: Date }>('select sandbox_now() as now, sandbox_clock_timestamp() as stamped');
      for (const time of [rows[0]!.now, rows[0]!.stamped]) expect(Math.abs(time.getTime() - clock.nowMs())).toBeLessThan(5_000);
      clock.set(new Date('2028-02-29T12:00:00Z'));
      await syncDatabaseClock(db, clock);
      const { rows: moved } = await db.query<{ day: string }>(`select to_char(sandbox_now() at time zone 'utc', 'YYYY-MM-DD') as day`);
      expect(moved[0]!.day).toBe('2028-02-29');
    } finally {
      await db.close();
    }
  });

  it('stamps every row by it: no column defaults to Postgres’s own clock', async () => {
    const db = await openDb({ memory: true, dataDir: '' });
    try {
      const { rows } = await db.query<{ column: string; column_default: string }>(
        `select table_name || '.' || column_name as column, column_default from information_schema.columns
          where table_schema = 'public' and table_name <> 'schema_migrations' and column_default ~ '(^|[^_])(now|clock_timestamp)\\(\\)'`,
      );
      expect(rows).toEqual([]);
      const { rows: stamped } = await db.query<{ count: number }>(
        `select count(*)::int as count from information_schema.columns where table_schema = 'public' and column_default ~ 'sandbox_(now|clock_timestamp)\\(\\)'`,
      );
      expect(stamped[0]!.count).toBeGreaterThan(20);
    } finally {
      await db.close();
    }
  });
});
