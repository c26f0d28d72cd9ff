import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { hashPassword } from '../auth/crypto';
import { createOneTimeToken } from '../auth/sessions';
import { parseClockSetting, syncDatabaseClock } from '../clock';
import type { SandboxContext, SandboxEnv } from '../context';
import { recordAudit } from '../audit/store';
import { creditBalance } from '../db/accounts';
import { saveAutoRechargeMethod } from '../db/auto-recharge';
import { seedKeyUsage, seedUsage } from '../db/credit-usage';
import { findCheckout, type CheckoutRow } from '../db/checkout-sessions';
import { meterUsage, rearmLowBalanceAlert } from '../db/metering';
import { recordPurchase } from '../db/purchases';
import { isSandboxCard } from '../db/sandbox-cards';
import { truncateAll } from '../db/db';
import { listMail, sendMail } from '../db/outbox';
import { findUserByEmail, findUserById, insertUser } from '../db/users';
import { queryOf, tokenParam } from '../guards/bounds';
import { LOOPBACK, routeTable } from '../guards/route';
import { controlOnly } from '../http/loopback';
import { checkoutPage } from '../pages/checkout';
import { mailPage } from '../pages/mail';
import { platformPage } from '../pages/platform';
import { telemetryPage, type TelemetryRow } from '../pages/telemetry';
import { seedRequestHistory } from '../requests/history';
import { seedPersonas } from '../seed/personas';

/** Any text the control API stores, bounded like the API's own. */
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

const EMAIL_PARAMS = v.object({ email: text(320) });
const SLUG_PARAMS = v.object({ slug: text(40) });
const CHECKOUT_PARAMS = v.object({ id: tokenParam('Checkout id') });
const FAULT_PARAMS = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Fault id must be a number'), v.transform(Number)) });

const userPatchSchema = v.object({
  role: v.optional(text(64)),
  features: v.optional(v.array(text(64))),
  permissions: v.optional(v.record(text(64), v.array(text(64)))),
  metadata: v.optional(v.record(v.string(), v.unknown())),
  trial_start_date: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
  trial_duration: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3650))),
  subscription_active: v.optional(v.boolean()),
  active_key_limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000))),
  balance: v.optional(v.nullable(v.number())),
});

const faultSchema = v.object({
  method: v.optional(text(8), '*'),
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(512)),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
  delay_ms: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(60_000))),
  hold: v.optional(v.boolean()),
  drop: v.optional(v.boolean()),
  lose_response: v.optional(v.boolean()),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
});

/** An instant for the clock, as `parseClockSetting` reads it. */
const clockInstant = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return parseClockSetting(dataset.value);
    } catch (error) {
      addIssue({ message: (error as Error).message });
      return NEVER;
    }
  }),
);
const clockSchema = v.object({ now: v.optional(clockInstant) });

/** What the clock reads, and how far it runs from the machine's time. */
const clockView = (ctx: SandboxContext) => ({ now: ctx.clock.now().toISOString(), offset_ms: Math.round(ctx.clock.offsetMs) });

/** The rules as the services ship them; journeys change them through PATCH /settings. */
export const DEFAULT_RULES = {
  jwtExpirySeconds: 3600,
  refreshTokenReuseSeconds: 10,
  reauthenticationAfterSeconds: 24 * 3600,
  stepUpMaxAgeSeconds: 600,
  // On, unlike the service's default, so the dashboard's connected accounts can be tried out.
  manualLinkingEnabled: true,
  // Keys work at once here; a journey sets a delay to see the provider's "up to five minutes".
  keyActivationSeconds: 0,
  forecastRequestsPerMinute: 600,
} as const;

/** A user's or an organisation's key limit and balance, as the control API sets them (a new balance drops the sub-cent carry). */
async function patchAccount(ctx: SandboxContext, accountId: string, patch: { active_key_limit?: number; balance?: number | null }): Promise<void> {
  await ctx.db.query(
    `update accounts set active_key_limit = coalesce($2, active_key_limit),
       balance_cents = case when $3::boolean then $4::bigint else balance_cents end,
       spend_carry_microcents = case when $3::boolean then 0 else spend_carry_microcents end
     where id = $1`,
    [accountId, patch.active_key_limit ?? null, patch.balance !== undefined, patch.balance === undefined || patch.balance === null ? null : Math.round(patch.balance * 100)],
  );
}

/** The account a control call names: an organisation by its slug, else the user's personal account by their address. */
async function accountNamed(ctx: SandboxContext, named: { email: string; organization?: string }): Promise<string | undefined> {
  if (named.organization) {
    const { rows } = await ctx.db.query<{ id: string }>('select id from organizations where slug = $1 and deleted_at is null', [named.organization]);
    return rows[0]?.id;
  }
  return (await findUserByEmail(ctx.db, named.email))?.id;
}

/**
 * Puts the sandbox back to its seeded state: its clock where it started (or at `now`, for a
 * world seeded on another day), the personas dated back from it.
 */
export async function resetSandbox(ctx: SandboxContext, now?: Date): Promise<void> {
  if (now) ctx.clock.set(now);
  else ctx.clock.reset();
  await syncDatabaseClock(ctx.db, ctx.clock);
  await truncateAll(ctx.db);
  await seedPersonas(ctx.db, ctx.clock.now());
  ctx.faults.clear();
  ctx.rateLimits.reset();
  Object.assign(ctx.settings, DEFAULT_RULES);
}

/** The sandbox's own origin, by both loopback names: its pages' forms post from there. */
export function sandboxOrigins(publicUrl: string): Set<string> {
  if (!publicUrl) return new Set();
  const origin = new URL(publicUrl).origin;
  return new Set([origin, origin.replace('127.0.0.1', 'localhost')]);
}

/** The control API and the sandbox's own pages, for direct callers on this machine only (http/loopback.ts). */
export function controlRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  app.use('*', controlOnly(() => sandboxOrigins(ctx.settings.publicUrl)));
  const routes = routeTable(app, ctx);
  /** What every control route declares: a caller on this machine, no code, no key, no limit (a test's bursts are the point). */
  const CONTROL = { access: LOOPBACK, stepUp: 'none', idempotency: 'none', rateLimit: 'none' } as const;
  const ONLY = { ...CONTROL, bounds: {} } as const;

  // `{"now": "<instant>"}` seeds the world as of that instant and leaves the clock running from it.
  routes.post('/reset', { ...CONTROL, bounds: { body: clockSchema } }, async (c, { body }) => {
    await resetSandbox(ctx, body.now);
    return c.json({ reset: true, now: ctx.clock.now().toISOString() });
  });

  // The sandbox's clock: what it reads, and a move (the data stays as it is; the month may turn).
  routes.get('/clock', ONLY, (c) => c.json(clockView(ctx)));
  routes.put('/clock', { ...CONTROL, bounds: { body: v.object({ now: clockInstant }) } }, async (c, { body }) => {
    ctx.clock.set(body.now);
    await syncDatabaseClock(ctx.db, ctx.clock);
    return c.json(clockView(ctx));
  });

  routes.patch('/users/:email', { ...CONTROL, bounds: { params: EMAIL_PARAMS, body: userPatchSchema } }, async (c, { params, body: patch }) => {
    const user = await findUserByEmail(ctx.db, params.email);
    if (!user) return c.json({ message: 'No such user' }, 404);
    await ctx.db.query(
      `update users set
         role = coalesce($2, role), features = coalesce($3, features), permissions = coalesce($4, permissions),
         user_metadata = coalesce($5, user_metadata),
         trial_start_date = case when $6::boolean then $7::timestamptz else trial_start_date end,
         trial_duration = coalesce($8, trial_duration), subscription_active = coalesce($9, subscription_active),
         updated_at = sandbox_now()
       where id = $1`,
      [
        user.id,
        patch.role ?? null,
        patch.features ? JSON.stringify(patch.features) : null,
        patch.permissions ?? null,
        patch.metadata ?? null,
        patch.trial_start_date !== undefined,
        patch.trial_start_date ?? null,
        patch.trial_duration ?? null,
        patch.subscription_active ?? null,
      ],
    );
    await patchAccount(ctx, user.id, patch);
    const updated = (await findUserById(ctx.db, user.id))!;
    return c.json({ email: updated.email, role: updated.role, features: updated.features, permissions: updated.permissions });
  });

  // A confirmed user with the sign-up defaults, for tests that need many (the load test).
  const newUser = v.object({ email: v.pipe(v.string(), v.maxLength(320), v.email()), password: v.pipe(v.string(), v.minLength(8), v.maxLength(1024)) });
  routes.post('/users', { ...CONTROL, bounds: { body: newUser } }, async (c, { body }) => {
    if (await findUserByEmail(ctx.db, body.email)) return c.json({ message: 'That user exists' }, 409);
    const user = await insertUser(ctx.db, { email: body.email, passwordHash: await hashPassword(body.password), confirmed: true });
    return c.json({ id: user.id, email: user.email }, 201);
  });

  // API usage as the provider would meter it: today's totals grow and its cost leaves the balance.
  const metered = v.object({
        email: v.pipe(v.string(), v.maxLength(320)),
        /** An organisation's slug: its account is metered instead of the user's. */
        organization: v.optional(v.pipe(v.string(), v.maxLength(40))),
        tokens: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e12)),
        requests: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e9))),
        cost_cents: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e10)),
        /** The key that made the calls (one of the user's, deleted or not); none: the account's alone. */
        key_id: v.optional(v.pipe(v.string(), v.maxLength(128))),
        /** The metering event's id: an event delivered twice is metered once (and recharges once). */
        event_id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(255))),
  });
  routes.post('/usage', { ...CONTROL, bounds: { body: metered } }, async (c, { body }) => {
    const accountId = await accountNamed(ctx, body);
    if (!accountId) return c.json({ message: 'No such user or organisation' }, 404);
    const keyId = body.key_id;
    if (keyId !== undefined) {
      const { rows } = await ctx.db.query('select 1 from api_keys where id = $1 and account_id = $2', [keyId, accountId]);
      if (rows.length === 0) return c.json({ message: 'No such key' }, 404);
    }
    const { tokens, cost_cents: costCents } = body;
    const usage = { tokens, requests: body.requests ?? Math.max(1, Math.round(tokens / 1_310)), cost_cents: costCents };
    const outcome = await meterUsage(ctx, accountId, usage, { keyId, eventId: body.event_id });
    // A key at its monthly cap: the provider refuses the call, so nothing is metered.
    if (outcome.status === 'refused') return c.json(outcome.refusal, 402);
    return c.json({ balance: outcome.balanceCents === null ? null : outcome.balanceCents / 100, duplicate: outcome.status === 'duplicate' });
  });

  // A history of plausible usage for a user without any, split among the keys that existed on
  // each day (date a key's creation first), so an export of a year has a year to show.
  const usageHistory = v.object({ email: v.pipe(v.string(), v.maxLength(320)), days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(800)) });
  routes.post('/usage/history', { ...CONTROL, bounds: { body: usageHistory } }, async (c, { body }) => {
    const user = await findUserByEmail(ctx.db, body.email);
    if (!user) return c.json({ message: 'No such user' }, 404);
    const { rows } = await ctx.db.query('select 1 from api_usage where account_id = $1 limit 1', [user.id]);
    if (rows.length) return c.json({ message: 'That user has usage already' }, 409);
    await seedUsage(ctx.db, user.id, body.days, ctx.clock.now());
    await seedKeyUsage(ctx.db, user.id);
    return c.json({ seeded: body.days }, 201);
  });

  // Past requests in a user's log (the log only: no usage, no money), e.g. the 10,000 the bench reads.
  const requestHistory = v.object({
    email: v.pipe(v.string(), v.maxLength(320)),
    count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50_000)),
    hours: v.optional(v.pipe(v.number(), v.minValue(0.01), v.maxValue(30 * 24)), 24),
    key_id: v.optional(v.pipe(v.string(), v.maxLength(128))),
  });
  routes.post('/requests/history', { ...CONTROL, bounds: { body: requestHistory } }, async (c, { body }) => {
    const user = await findUserByEmail(ctx.db, body.email);
    if (!user) return c.json({ message: 'No such user' }, 404);
    const seeded = await seedRequestHistory(ctx.db, user.id, body.count, body.hours * 3_600_000, ctx.clock.now(), body.key_id);
    if (seeded === 0) return c.json({ message: 'That user has no such key' }, 404);
    return c.json({ seeded }, 201);
  });

  // Every key row, deleted ones included, to count what a test really left in the database.
  routes.get('/keys.json', { ...CONTROL, bounds: { query: queryOf({ name_prefix: 200 }) } }, async (c, { query }) => {
    const { rows } = await ctx.db.query<{ id: string; account_id: string; name: string; deleted: boolean }>(
      'select id, account_id, name, deleted_at is not null as deleted from api_keys where name like $1 order by created_at',
      [`${(query.name_prefix ?? '').replace(/[\\%_]/g, '\\$&')}%`],
    );
    return c.json(rows);
  });

  // An organisation's seats and balance, as its plan or a test needs them.
  const organizationPatch = v.object({ seat_limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))), balance: v.optional(v.nullable(v.number())) });
  routes.patch('/organizations/:slug', { ...CONTROL, bounds: { params: SLUG_PARAMS, body: organizationPatch } }, async (c, { params, body }) => {
    const accountId = await accountNamed(ctx, { email: '', organization: params.slug });
    if (!accountId) return c.json({ message: 'No such organisation' }, 404);
    if (body.seat_limit !== undefined) await ctx.db.query('update organizations set seat_limit = $2 where id = $1', [accountId, body.seat_limit]);
    await patchAccount(ctx, accountId, { balance: body.balance });
    return c.json({ updated: true });
  });

  // An invitation as time would leave it (expired), without waiting a week.
  const invitationPatch = v.object({ expires_at: v.pipe(v.string(), v.isoTimestamp()) });
  routes.patch('/invitations/:id', { ...CONTROL, bounds: { params: v.object({ id: tokenParam('Invitation id') }), body: invitationPatch } }, async (c, { params, body }) => {
    const { rows } = await ctx.db.query('update invitations set expires_at = $2 where id = $1 returning id', [params.id, body.expires_at]);
    return rows.length ? c.json({ updated: true }) : c.json({ message: 'No such invitation' }, 404);
  });

  // A key's state as time would leave it (expired, made long ago), without waiting for the time.
  const instant = v.pipe(v.string(), v.isoTimestamp());
  const keyPatch = v.object({ is_active: v.optional(v.boolean()), expires_at: v.optional(v.nullable(instant)), created_at: v.optional(instant) });
  routes.patch('/keys/:id', { ...CONTROL, bounds: { params: v.object({ id: tokenParam('Key id') }), body: keyPatch } }, async (c, { params, body }) => {
    const { rows } = await ctx.db.query(
      `update api_keys set is_active = coalesce($2, is_active),
         expires_at = case when $3::boolean then $4::timestamptz else expires_at end,
         created_at = coalesce($5::timestamptz, created_at) where id = $1 returning id`,
      [params.id, body.is_active ?? null, body.expires_at !== undefined, body.expires_at ?? null, body.created_at ?? null],
    );
    return rows.length ? c.json({ updated: true }) : c.json({ message: 'No such key' }, 404);
  });

  // Rate limits are on by default; a test that needs more (the load test) switches them off.
  routes.get('/rate-limits', ONLY, (c) => c.json({ enabled: ctx.rateLimits.enabled }));
  routes.put('/rate-limits', { ...CONTROL, bounds: { body: v.object({ enabled: v.boolean() }) } }, async (c, { body }) => {
    ctx.rateLimits.enabled = body.enabled;
    return c.json({ enabled: ctx.rateLimits.enabled });
  });

  routes.get('/faults', ONLY, (c) => c.json(ctx.faults.list()));
  routes.delete('/faults', ONLY, (c) => {
    ctx.faults.clear();
    return c.body(null, 204);
  });
  routes.post('/faults', { ...CONTROL, bounds: { body: faultSchema } }, async (c, { body }) => {
    const { method, path, status, delay_ms: delayMs, hold, drop, lose_response: loseResponse, times } = body;
    if (status === undefined && delayMs === undefined && !hold && !drop && !loseResponse) {
      return c.json({ message: 'A fault needs a status, a delay_ms, hold, drop or lose_response' }, 400);
    }
    return c.json(ctx.faults.add({ method, path, status, delayMs, hold, drop, loseResponse, remaining: times }), 201);
  });
  // A holding fault: how many of its requests wait now; releasing lets them (and later ones) through.
  routes.get('/faults/:id/hold', { ...CONTROL, bounds: { params: FAULT_PARAMS } }, (c, { params }) => {
    const state = ctx.faults.holdState(params.id);
    return state ? c.json(state) : c.json({ message: 'No such holding fault' }, 404);
  });
  routes.post('/faults/:id/release', { ...CONTROL, bounds: { params: FAULT_PARAMS } }, (c, { params }) => {
    const state = ctx.faults.release(params.id);
    return state ? c.json(state) : c.json({ message: 'No such holding fault' }, 404);
  });

  // Stops listening (and cuts every open connection) for `ms`, then listens again on the same port:
  // the dashboard sees the provider go away mid-session and come back.
  routes.post('/outage', { ...CONTROL, bounds: { body: v.object({ ms: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(60_000)) }) } }, async (c, { body }) => {
    const { ms } = body;
    // Answer first, then go down.
    setTimeout(() => void ctx.outage?.(ms), 50);
    return c.json({ down_for_ms: ms }, 202);
  });

  const whole = (min: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(365 * 24 * 3600)));
  const settingsPatch = v.object({
    jwt_expiry_seconds: whole(1),
    refresh_token_reuse_seconds: whole(0),
    reauthentication_after_seconds: whole(0),
    step_up_max_age_seconds: whole(0),
    manual_linking_enabled: v.optional(v.boolean()),
    key_activation_seconds: whole(0),
    forecast_requests_per_minute: whole(1),
  });
  routes.patch('/settings', { ...CONTROL, bounds: { body: settingsPatch } }, async (c, { body }) => {
    const { jwt_expiry_seconds: jwt, refresh_token_reuse_seconds: reuse, reauthentication_after_seconds: reauthentication, step_up_max_age_seconds: stepUp } = body;
    if (jwt !== undefined) ctx.settings.jwtExpirySeconds = jwt;
    if (reuse !== undefined) ctx.settings.refreshTokenReuseSeconds = reuse;
    if (reauthentication !== undefined) ctx.settings.reauthenticationAfterSeconds = reauthentication;
    if (stepUp !== undefined) ctx.settings.stepUpMaxAgeSeconds = stepUp;
    if (body.manual_linking_enabled !== undefined) ctx.settings.manualLinkingEnabled = body.manual_linking_enabled;
    if (body.key_activation_seconds !== undefined) ctx.settings.keyActivationSeconds = body.key_activation_seconds;
    if (body.forecast_requests_per_minute !== undefined) ctx.settings.forecastRequestsPerMinute = body.forecast_requests_per_minute;
    return c.json({
      jwt_expiry_seconds: ctx.settings.jwtExpirySeconds,
      refresh_token_reuse_seconds: ctx.settings.refreshTokenReuseSeconds,
      reauthentication_after_seconds: ctx.settings.reauthenticationAfterSeconds,
      step_up_max_age_seconds: ctx.settings.stepUpMaxAgeSeconds,
      manual_linking_enabled: ctx.settings.manualLinkingEnabled,
      key_activation_seconds: ctx.settings.keyActivationSeconds,
      forecast_requests_per_minute: ctx.settings.forecastRequestsPerMinute,
    });
  });

  routes.post('/invite', { ...CONTROL, bounds: { body: v.object({ email: v.pipe(v.string(), v.maxLength(320), v.email()) }) } }, async (c, { body }) => {
    const user =
      (await findUserByEmail(ctx.db, body.email)) ??
      (await insertUser(ctx.db, { email: body.email, passwordHash: null, confirmed: false, invited: true, metadata: {} }));
    const mail = await sendMail(ctx, user.email, 'invite', await createOneTimeToken(ctx.db, user.id, 'invite'));
    return c.json({ link: mail.link }, 201);
  });

  const mailQuery = { ...CONTROL, bounds: { query: queryOf({ to: 320 }) } };
  routes.get('/mail', mailQuery, async (c, { query }) => c.html(mailPage(await listMail(ctx, query.to))));
  routes.get('/mail.json', mailQuery, async (c, { query }) => c.json(await listMail(ctx, query.to)));

  const telemetryRows = async () =>
    (await ctx.db.query<TelemetryRow>('select * from telemetry order by id desc limit 500')).rows;
  routes.get('/telemetry', ONLY, async (c) => c.html(telemetryPage(await telemetryRows())));
  routes.get('/telemetry.json', ONLY, async (c) => c.json(await telemetryRows()));
  routes.delete('/telemetry', ONLY, async (c) => {
    await ctx.db.query('delete from telemetry');
    return c.body(null, 204);
  });

  const checkout = { ...CONTROL, bounds: { params: CHECKOUT_PARAMS } };
  routes.get('/checkout/:id', checkout, async (c, { params }) => {
    const session = await findCheckout(ctx.db, params.id);
    if (!session) return c.text('No such checkout', 404);
    const user = await findUserById(ctx.db, session.created_by);
    return c.html(checkoutPage(session, user?.email ?? ''));
  });
  const cardForm = v.object({ card: v.optional(v.pipe(v.string(), v.maxLength(32)), '4242') });
  routes.post('/checkout/:id/pay', { ...CONTROL, bounds: { params: CHECKOUT_PARAMS, form: cardForm } }, async (c, { params, body: { card } }) => {
    if (!isSandboxCard(card)) return c.text('Unknown card', 400);
    // Completing a checkout happens once: a second submit of the same checkout changes nothing.
    const completed = await ctx.db.transaction(async (db) => {
      // A deleted account's checkout was cancelled with it; its buyer is checked here too, so no
      // payment (and no receipt) can land on an account that is gone.
      // The buyer's standing is checked too: a deleted account's checkout, or one opened for an
      // organisation its buyer may no longer pay for (removed, or the organisation deleted), pays nothing.
      const { rows } = await db.query<CheckoutRow & { buyer_email: string }>(
        `update checkout_sessions cs set status = 'paid' from users u
          where cs.id = $1 and cs.status = 'open' and u.id = cs.created_by and u.deleted_at is null
            and (cs.account_id = u.id or exists (
              select 1 from memberships m join organizations o on o.id = m.organization_id
               where m.organization_id = cs.account_id and m.user_id = u.id and o.deleted_at is null and m.role in ('owner', 'admin', 'billing')))
          returning cs.*, u.email as buyer_email`,
        [params.id],
      );
      const session = rows[0];
      if (!session) return await findCheckout(db, params.id);
      if (session.mode === 'setup') {
        await saveAutoRechargeMethod(db, session.account_id, session.settings!, card, session.created_by);
        await recordAudit(db, {
          accountId: session.account_id,
          actor: { id: session.created_by, email: session.buyer_email },
          action: 'auto_recharge.changed',
          after: { enabled: true, ...session.settings!, payment_method: `card ending ${card}` },
        });
      } else {
        const { purchase } = await recordPurchase(db, {
          accountId: session.account_id,
          kind: 'checkout',
          amountCents: session.amount_cents,
          status: 'paid',
          idempotencyKey: `checkout:${session.id}`,
          buyerEmail: session.buyer_email,
        });
        await creditBalance(db, session.account_id, session.amount_cents);
        await rearmLowBalanceAlert(db, session.account_id);
        await recordAudit(db, {
          accountId: session.account_id,
          actor: { id: session.created_by, email: session.buyer_email },
          action: 'credits.purchased',
          target: { type: 'purchase', id: purchase.id, label: purchase.receipt_number ?? purchase.id },
          after: { amount_cents: session.amount_cents },
        });
      }
      return session;
    });
    if (!completed) return c.text('No such checkout', 404);
    // Paid now, or by the first of two submits; a cancelled one (the account deleted, say) was not.
    if (completed.status !== 'paid') return c.redirect(`${ctx.settings.appUrl}/account?tab=credits`, 303);
    const back = completed.mode === 'setup' ? 'auto_recharge=on' : 'payment=success';
    return c.redirect(`${ctx.settings.appUrl}/account?tab=credits&${back}`, 303);
  });
  routes.post('/checkout/:id/cancel', checkout, async (c, { params }) => {
    const { rows } = await ctx.db.query<CheckoutRow>(`update checkout_sessions set status = 'cancelled' where id = $1 and status = 'open' returning *`, [params.id]);
    return c.redirect(`${ctx.settings.appUrl}/account?tab=credits${rows[0]?.mode === 'setup' ? '&auto_recharge=cancelled' : ''}`, 303);
  });

  // The provider's other app, where the dashboard hands a session over: by link (GET) or by form post.
  const handOff = queryOf({ auth_transfer: 16_384, auth_key: 256 });
  const platform = async (c: Context<SandboxEnv>, transfer: string | undefined, key: string | undefined) => {
    if (!transfer) return c.html(platformPage({ error: key ? 'Same-origin hand-off key received.' : undefined }));
    try {
      const payload = JSON.parse(Buffer.from(transfer, 'base64url').toString('utf8')) as { access_token?: string };
      const claims = await ctx.signer.verify(payload.access_token ?? '');
      return c.html(platformPage({ email: String(claims.email), via: 'auth_transfer' }));
    } catch {
      return c.html(platformPage({ error: 'The hand-off token was not valid.' }), 400);
    }
  };
  routes.get('/platform', { ...CONTROL, bounds: { query: handOff } }, (c, { query }) => platform(c, query.auth_transfer, query.auth_key));
  routes.post('/platform', { ...CONTROL, bounds: { query: handOff, form: handOff } }, (c, { query, body }) => platform(c, query.auth_transfer ?? body.auth_transfer, query.auth_key));

  return app;
}
