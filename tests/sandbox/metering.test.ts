import { beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../packages/sandbox/src/clock';
import type { SandboxContext } from '../../packages/sandbox/src/context';
import { readAutoRecharge, saveAutoRechargeMethod } from '../../packages/sandbox/src/db/auto-recharge';
import { openDb, type Db } from '../../packages/sandbox/src/db/db';
import { meterUsage } from '../../packages/sandbox/src/db/metering';
import { findUserByEmail } from '../../packages/sandbox/src/db/users';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { seedPersonas } from '../../packages/sandbox/src/seed/personas';

// Metering in one process, many at once: over HTTP the sandbox happens to serve these one after
// another, so only calls that really interleave show the transaction is what keeps the rules.
let db: Db;
let ctx: SandboxContext;
let userId: string;

beforeEach(async () => {
  db = await openDb({ memory: true, dataDir: '' });
  const clock = createClock();
  await seedPersonas(db, clock.now());
  ctx = { db, clock, settings: { appUrl: 'http://127.0.0.1:5173', publicUrl: '', anonKey: '', jwtExpirySeconds: 3600 } } as SandboxContext;
  userId = (await findUserByEmail(db, PERSONA.new))!.id;
  await db.query('update accounts set balance_cents = 500 where id = $1', [userId]);
  await saveAutoRechargeMethod(db, userId, { threshold_cents: 1_000, amount_cents: 500, monthly_limit_cents: 1_500 }, '4242', userId);
});

const balance = async () => Number((await db.query<{ balance_cents: string }>('select balance_cents from accounts where id = $1', [userId])).rows[0]!.balance_cents);
const usage = { tokens: 50_000, requests: 38, cost_cents: 50 };

describe('metering many usages at once', () => {
  it('loses no usage and recharges up to the monthly limit, never past it', async () => {
    await Promise.all(Array.from({ length: 40 }, () => meterUsage(ctx, userId, usage)));
    expect(await readAutoRecharge(db, userId)).toMatchObject({ recharged_this_month_cents: 1_500, state: 'paused_monthly_limit' });
    expect(await balance()).toBe(500 - 40 * 50 + 1_500);
    const { rows } = await db.query<{ cost: number }>("select sum(cost_cents)::int as cost from api_usage where account_id = $1 and day = (sandbox_now() at time zone 'utc')::date", [userId]);
    expect(rows[0]!.cost).toBe(40 * 50);
  });

  it('meters one event once, however many times at once it arrives', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => meterUsage(ctx, userId, usage, { eventId: 'evt-1' })));
    expect(results.filter((result) => result.status === 'metered')).toHaveLength(1);
    expect(await balance()).toBe(500 - 50 + 500);
  });
});
