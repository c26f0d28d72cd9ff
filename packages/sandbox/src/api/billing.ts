import { Hono } from 'hono';
import * as v from 'valibot';
import { randomToken } from '../auth/crypto';
import type { SandboxContext, SandboxEnv } from '../context';
import { usageByKey, usageDays } from '../db/credit-usage';
import { findUserById } from '../db/users';
import { readJson } from '../http/body';
import { apiError } from '../http/errors';
import { PRICING } from './pricing';

const buySchema = v.object({
  amount_in_cents: v.pipe(
    v.number('amount_in_cents must be a number'),
    v.integer('amount_in_cents must be a whole number of cents'),
    v.minValue(100, 'The minimum purchase is 1.00'),
    v.maxValue(10_000_000, 'The maximum purchase is 100,000.00'),
  ),
});

/** GET /usage?days=: 1 to 90 whole days (API-PROPOSAL.md); `group_by=key` adds each key's days. */
const usageQuerySchema = v.pipe(
  v.optional(v.string(), '30'),
  v.regex(/^\d+$/, 'days must be a whole number from 1 to 90'),
  v.transform(Number),
  v.number(),
  v.minValue(1, 'days must be a whole number from 1 to 90'),
  v.maxValue(90, 'days must be a whole number from 1 to 90'),
);

const alertSchema = v.object({
  threshold_cents: v.nullable(
    v.pipe(
      v.number('threshold_cents must be a number of cents or null'),
      v.integer('threshold_cents must be a whole number of cents'),
      v.minValue(100, 'threshold_cents must be from 100 to 10000000'),
      v.maxValue(10_000_000, 'threshold_cents must be from 100 to 10000000'),
    ),
  ),
});

export function billingRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();

  app.get('/balance', async (c) => {
    const user = await findUserById(ctx.db, c.get('userId'));
    if (!user) return apiError(c, 401, 'Unknown user');
    return c.json({ balance: user.balance_cents === null ? null : Number(user.balance_cents) / 100 });
  });

  app.post('/buy-more', async (c) => {
    const body = await readJson(c, buySchema);
    if (!body.ok) return apiError(c, 400, body.message, { type: body.code });
    const id = `cs_${randomToken(12)}`;
    await ctx.db.query('insert into checkout_sessions (id, user_id, amount_cents) values ($1, $2, $3)', [
      id,
      c.get('userId'),
      body.value.amount_in_cents,
    ]);
    return c.json({ checkout_url: `${ctx.settings.publicUrl}/_sandbox/checkout/${id}` });
  });

  app.get('/pricing', (c) => c.json(PRICING));

  app.get('/usage', async (c) => {
    const days = v.safeParse(usageQuerySchema, c.req.query('days'));
    if (!days.success) return apiError(c, 400, days.issues[0].message, { type: 'validation_failed' });
    const groupBy = c.req.query('group_by');
    if (groupBy !== undefined && groupBy !== 'key') return apiError(c, 400, 'group_by must be key', { type: 'validation_failed' });
    const userId = c.get('userId');
    const account = await usageDays(ctx.db, userId, days.output);
    if (groupBy === undefined) return c.json({ days: account });
    return c.json({ days: account, keys: await usageByKey(ctx.db, userId, days.output) });
  });

  app.get('/alert', async (c) => {
    const user = await findUserById(ctx.db, c.get('userId'));
    if (!user) return apiError(c, 401, 'Unknown user');
    return c.json({ threshold_cents: user.low_balance_alert_cents === null ? null : Number(user.low_balance_alert_cents) });
  });

  app.put('/alert', async (c) => {
    const body = await readJson(c, alertSchema);
    if (!body.ok) return apiError(c, 400, body.message, { type: body.code });
    // A new threshold starts armed: the next usage that takes the balance below it emails.
    await ctx.db.query('update users set low_balance_alert_cents = $2, low_balance_alerted = false where id = $1', [c.get('userId'), body.value.threshold_cents]);
    return c.json({ threshold_cents: body.value.threshold_cents });
  });

  return app;
}
