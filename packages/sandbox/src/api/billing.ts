import { Hono } from 'hono';
import * as v from 'valibot';
import { randomToken } from '../auth/crypto';
import type { SandboxContext, SandboxEnv } from '../context';
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

  return app;
}
