import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { MIGRATIONS } from './migrations';

export type Db = PGlite;

/** The database or an open transaction on it: what a step of a larger write takes. */
export type Queryable = Pick<Db, 'query'>;

/** Opens the embedded Postgres: in memory for tests, else persisted in `dataDir`. */
/** A data folder PGlite cannot open, said so plainly (PGlite itself aborts with no word of why). */
export class UnreadableDataError extends Error {
  constructor(dataDir: string, options: { cause: unknown }) {
    super(
      `The sandbox's database in ${dataDir} cannot be opened: it was probably left half-written when the sandbox was killed. ` +
        'Move the folder away (or delete it) to start afresh with the seeded personas, or run with --memory.',
      options,
    );
    this.name = 'UnreadableDataError';
  }
}

export async function openDb(options: { memory: boolean; dataDir: string }): Promise<Db> {
  if (!options.memory) mkdirSync(options.dataDir, { recursive: true });
  let db: PGlite;
  try {
    db = options.memory ? new PGlite() : new PGlite(options.dataDir);
    await db.waitReady;
  } catch (error) {
    if (options.memory) throw error;
    throw new UnreadableDataError(options.dataDir, { cause: error });
  }
  await migrate(db);
  return db;
}

async function migrate(db: Db): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- when a migration ran is this machine's fact, and the table is made before the sandbox's clock exists
  await db.exec('create table if not exists schema_migrations (version integer primary key, applied_at timestamptz not null default now())');
  const { rows } = await db.query<{ version: number }>('select version from schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  for (const [index, sql] of MIGRATIONS.entries()) {
    const version = index + 1;
    if (applied.has(version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
    });
  }
}

/** Empties every table but the signing keys, for a reset. */
export async function truncateAll(db: Db): Promise<void> {
  await db.exec(
    'alter sequence receipt_numbers restart; truncate accounts, users, sessions, refresh_tokens, one_time_tokens, flow_states, api_keys, checkout_sessions, idempotency_records, api_usage, outbox, telemetry, wrong_codes restart identity cascade',
  );
}
