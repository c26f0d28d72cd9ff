import type { Queryable } from './db/db';

/**
 * The sandbox's one clock: everything it dates (sessions and codes, keys and their expiry,
 * usage and its month, caps, recharges, receipts, invitations, the audit and request logs, the
 * seeds' "days ago") reads it, in TypeScript through `sandbox_now()` and in SQL through
 * `sandbox_now()` and `sandbox_clock_timestamp()`, which add the same offset to Postgres's own
 * clock. It runs at the machine's pace from wherever it was set, so a test can start the
 * sandbox at the last minute of a month and watch the month turn; `npm start` leaves it on
 * the machine's time.
 */
export interface Clock {
  /** The sandbox's time now. */
  now(): Date;
  /** The same, in milliseconds since the epoch. */
  nowMs(): number;
  /** The same, in whole seconds since the epoch, as tokens and their claims count time. */
  nowSeconds(): number;
  /** How far the clock runs ahead of the machine's (behind, if negative). */
  readonly offsetMs: number;
  /** Moves the clock so that it reads `at` now; it runs on from there. */
  set(at: Date): void;
  /** Back to the offset it started with (the sandbox's start setting). */
  reset(): void;
}

/** A clock that reads `start` now (the machine's time without one). */
export function createClock(start?: Date): Clock {
  // The one place the machine's time is read: the sandbox's own time is this plus the offset.
  // eslint-disable-next-line no-restricted-syntax -- the clock itself
  const machineNow = () => Date.now();
  const startOffset = start ? start.getTime() - machineNow() : 0;
  let offsetMs = startOffset;
  return {
    nowMs: () => machineNow() + offsetMs,
    now: () => new Date(machineNow() + offsetMs),
    nowSeconds: () => Math.floor((machineNow() + offsetMs) / 1000),
    get offsetMs() {
      return offsetMs;
    },
    set(at) {
      offsetMs = at.getTime() - machineNow();
    },
    reset() {
      offsetMs = startOffset;
    },
  };
}

/**
 * Reads a clock setting as the environment and the control API give it: an ISO 8601 instant
 * with its zone (`2027-01-31T23:50:00Z`). Anything else is refused with a reason, never
 * silently taken as the machine's time.
 */
export function parseClockSetting(value: string): Date {
  const ZONED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
  const time = Date.parse(value);
  // Date.parse takes 2027-02-30 as 2 March: the date's own fields must survive the round trip.
  const realDate = !Number.isNaN(time) && new Date(Date.parse(`${value.slice(0, 10)}T00:00:00Z`)).toISOString().startsWith(value.slice(0, 10));
  if (!ZONED_INSTANT.test(value) || !realDate) {
    throw new Error(`The sandbox's clock takes an ISO 8601 instant with its zone, e.g. 2027-01-31T23:50:00Z; got ${JSON.stringify(value)}`);
  }
  return new Date(time);
}

/**
 * Hands the clock's offset to the database session, where `sandbox_now()` reads it. Called
 * whenever the clock moves, outside any transaction (a rolled-back one would undo it).
 */
export async function syncDatabaseClock(db: Queryable, clock: Clock): Promise<void> {
  await db.query(`select set_config('sandbox.clock_offset_ms', $1, false)`, [String(Math.round(clock.offsetMs))]);
}
