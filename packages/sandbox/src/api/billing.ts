import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxContext, SandboxEnv } from '../context';
import { openCheckout } from '../db/checkout-sessions';
import { findUserById } from '../db/users';
import { readJson } from '../http/body';
import { stepUpRefusal } from './step-up';
import { apiError } from '../http/errors';
import { autoRechargeRoutes } from './auto-recharge';
import { IDEMPOTENCY_MISMATCH, readIdempotencyKey } from './idempotency';
import { PRICING } from './pricing';
import { purchaseRoutes } from './purchases';
import { usageRoutes } from './usage';

const buySchema = v.object({
  amount_in_cents: v.pipe(
    v.number('amount_in_cents must be a number'),
    v.integer('amount_in_cents must be a whole number of cents'),
    v.minValue(100, 'The minimum purchase is 1.00'),
    v.maxValue(10_000_000, 'The maximum purchase is 100,000.00'),
  ),
});

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
    const refusal = await stepUpRefusal(ctx, c);
    if (refusal) return refusal;
    const idempotency = readIdempotencyKey(c, body.value);
    if (!idempotency.ok) return apiError(c, 400, idempotency.message, { type: 'validation_failed' });
    const opened = await openCheckout(ctx.db, { userId: c.get('userId'), idempotency: idempotency.idempotency, mode: 'payment', amountCents: body.value.amount_in_cents });
    if (!opened.ok) return apiError(c, 400, IDEMPOTENCY_MISMATCH.message, { type: IDEMPOTENCY_MISMATCH.type });
    return c.json({ checkout_url: `${ctx.settings.publicUrl}/_sandbox/checkout/${opened.checkout.id}` });
  });

  app.get('/pricing', (c) => c.json(PRICING));

  app.route('/usage', usageRoutes(ctx));
  app.route('/purchases', purchaseRoutes(ctx));
  app.route('/auto-recharge', autoRechargeRoutes(ctx));

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
