import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxContext, SandboxEnv } from '../context';
import { openCheckout } from '../db/checkout-sessions';
import { centsOrNull, findAccount } from '../db/accounts';
import { needs, routeTable } from '../guards/route';
import { recordAudit } from '../audit/store';
import { accountAudit } from './account-scope';
import { apiError } from '../http/errors';
import { autoRechargeRoutes } from './auto-recharge';
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
  const routes = routeTable(app, ctx);
  const READ = { access: needs('read'), stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: {} } as const;

  routes.get('/balance', READ, async (c) => {
    const account = await findAccount(ctx.db, c.get('accountId'));
    if (!account) return apiError(c, 401, 'Unknown account');
    const cents = centsOrNull(account.balance_cents);
    return c.json({ balance: cents === null ? null : cents / 100 });
  });

  routes.post(
    '/buy-more',
    { access: needs('billing:write'), stepUp: 'required', idempotency: 'bound', rateLimit: 'none', bounds: { body: buySchema } },
    async (c, { body }) => {
      const checkout = await openCheckout(ctx.db, { accountId: c.get('accountId'), createdBy: c.get('userId'), mode: 'payment', amountCents: body.amount_in_cents });
      return c.json({ checkout_url: `${ctx.settings.publicUrl}/_sandbox/checkout/${checkout.id}` });
    },
  );

  routes.get('/pricing', READ, (c) => c.json(PRICING));

  app.route('/usage', usageRoutes(ctx));
  app.route('/purchases', purchaseRoutes(ctx));
  app.route('/auto-recharge', autoRechargeRoutes(ctx));

  routes.get('/alert', READ, async (c) => {
    const account = await findAccount(ctx.db, c.get('accountId'));
    if (!account) return apiError(c, 401, 'Unknown account');
    return c.json({ threshold_cents: centsOrNull(account.low_balance_alert_cents) });
  });

  routes.put('/alert', { access: needs('billing:write'), stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: { body: alertSchema } }, async (c, { body }) => {
    const threshold = body.threshold_cents;
    // A new threshold starts armed: the next usage that takes the balance below it emails.
    await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ before: string | null }>(
        `update accounts a set low_balance_alert_cents = $2, low_balance_alerted = false from accounts b
          where a.id = $1 and b.id = a.id returning b.low_balance_alert_cents as before`,
        [c.get('accountId'), threshold],
      );
      const before = centsOrNull(rows[0]?.before ?? null);
      if (before !== threshold) {
        await recordAudit(tx, { ...accountAudit(c), action: 'low_balance_alert.changed', before: { threshold_cents: before }, after: { threshold_cents: threshold } });
      }
    });
    return c.json({ threshold_cents: threshold });
  });

  return app;
}
