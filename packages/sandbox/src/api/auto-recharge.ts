import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxContext, SandboxEnv } from '../context';
import { readAutoRecharge, saveAutoRecharge } from '../db/auto-recharge';
import { openCheckout } from '../db/checkout-sessions';
import { needs, routeTable } from '../guards/route';
import { recordAudit } from '../audit/store';
import { accountAudit } from './account-scope';
import { apiError } from '../http/errors';

const cents = (field: string, min: number, max: number) =>
  v.pipe(
    v.number(`${field} must be a number of cents`),
    v.integer(`${field} must be a whole number of cents`),
    v.minValue(min, `${field} must be from ${min} to ${max}`),
    v.maxValue(max, `${field} must be from ${min} to ${max}`),
  );

const settingsEntries = {
  threshold_cents: cents('threshold_cents', 100, 10_000_000),
  amount_cents: cents('amount_cents', 100, 10_000_000),
  monthly_limit_cents: cents('monthly_limit_cents', 100, 100_000_000),
};

/** A monthly limit below one recharge could never let one through. */
const limitCoversAmount = <T extends { amount_cents: number; monthly_limit_cents: number }>(schema: v.GenericSchema<unknown, T>) =>
  v.pipe(
    schema,
    v.check((value) => value.monthly_limit_cents >= value.amount_cents, 'monthly_limit_cents must be at least amount_cents'),
  );

const putSchema = limitCoversAmount(v.object({ enabled: v.boolean('enabled must be true or false'), ...settingsEntries }));
const setupSchema = limitCoversAmount(v.object(settingsEntries));

/** Auto-recharge (API-PROPOSAL.md): its settings and state, and the checkout that saves a card. */
export function autoRechargeRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const routes = routeTable(app, ctx);

  routes.get('/', { access: needs('billing:read'), stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: {} }, async (c) =>
    c.json(await readAutoRecharge(ctx.db, c.get('accountId'))),
  );

  routes.put(
    '/',
    { access: needs('billing:write'), stepUp: { when: 'turning it on or changing it while on (turning it off moves no money)' }, idempotency: 'none', rateLimit: 'none', bounds: { body: putSchema } },
    async (c, { body, stepUp }) => {
      if (body.enabled) {
        const refusal = await stepUp();
        if (refusal) return refusal;
      }
      const accountId = c.get('accountId');
      const saved = await ctx.db.transaction(async (tx) => {
        const before = await readAutoRecharge(tx, accountId);
        const outcome = await saveAutoRecharge(tx, accountId, body);
        if (outcome === 'saved') {
          const { enabled, threshold_cents, amount_cents, monthly_limit_cents } = before;
          await recordAudit(tx, { ...accountAudit(c), action: 'auto_recharge.changed', before: { enabled, threshold_cents, amount_cents, monthly_limit_cents }, after: body });
        }
        return outcome;
      });
      if (saved === 'payment_method_required') return apiError(c, 409, 'Save a payment method to turn on auto-recharge', { type: 'payment_method_required' });
      return c.json(await readAutoRecharge(ctx.db, c.get('accountId')));
    },
  );

  routes.post(
    '/setup',
    { access: needs('billing:write'), stepUp: 'required', idempotency: 'bound', rateLimit: 'none', bounds: { body: setupSchema } },
    async (c, { body }) => {
      const checkout = await openCheckout(ctx.db, { accountId: c.get('accountId'), createdBy: c.get('userId'), mode: 'setup', settings: body });
      return c.json({ checkout_url: `${ctx.settings.publicUrl}/_sandbox/checkout/${checkout.id}` });
    },
  );

  return app;
}
