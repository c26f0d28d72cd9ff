import { Hono } from 'hono';
import * as v from 'valibot';
import { hashPassword } from '../auth/crypto';
import { createOneTimeToken } from '../auth/sessions';
import { parseClockSetting, syncDatabaseClock } from '../clock';
import type { SandboxContext } from '../context';
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
import { readForm, readJson } from '../http/body';
import { controlOnly } from '../http/loopback';
import { checkoutPage } from '../pages/checkout';
import { mailPage } from '../pages/mail';
import { platformPage } from '../pages/platform';
import { telemetryPage, type TelemetryRow } from '../pages/telemetry';
import { seedRequestHistory } from '../requests/history';
import { seedPersonas } from '../seed/personas';

const userPatchSchema = v.object({
  role: v.optional(v.string()),
  features: v.optional(v.array(v.string())),
  permissions: v.optional(v.record(v.string(), v.array(v.string()))),
  metadata: v.optional(v.record(v.string(), v.unknown())),
  trial_start_date: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
  trial_duration: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  subscription_active: v.optional(v.boolean()),
  active_key_limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  balance: v.optional(v.nullable(v.number())),
});

const faultSchema = v.object({
  method: v.optional(v.string(), '*'),
  path: v.pipe(v.string(), v.startsWith('/')),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
  delay_ms: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(60_000))),
  hold: v.optional(v.boolean()),
  drop: v.optional(v.boolean()),
  lose_response: v.optional(v.boolean()),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
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
  const app = new Hono();
  app.use('*', controlOnly(() => sandboxOrigins(ctx.settings.publicUrl)));

  // `{"now": "<instant>"}` seeds the world as of that instant and leaves the clock running from it.
  app.post('/reset', async (c) => {
    const body = await readJson(c, clockSchema);
    if (!body.ok) return c.json({ message: body.message }, 400);
    await resetSandbox(ctx, body.value.now);
    return c.json({ reset: true, now: ctx.clock.now().toISOString() });
  });

  // The sandbox's clock: what it reads, and a move (the data stays as it is; the month may turn).
  app.get('/clock', (c) => c.json(clockView(ctx)));
  app.put('/clock', async (c) => {
    const body = await readJson(c, v.object({ now: clockInstant }));
    if (!body.ok) return c.json({ message: body.message }, 400);
    ctx.clock.set(body.value.now);
    await syncDatabaseClock(ctx.db, ctx.clock);
    return c.json(clockView(ctx));
  });

  app.patch('/users/:email', async (c) => {
    const user = await findUserByEmail(ctx.db, c.req.param('email'));
    if (!user) return c.json({ message: 'No such user' }, 404);
    const body = await readJson(c, userPatchSchema);
    if (!body.ok) return c.json({ message: body.message }, 400);
    const patch = body.value;
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
  app.post('/users', async (c) => {
    const body = await readJson(c, v.object({ email: v.pipe(v.string(), v.email()), password: v.pipe(v.string(), v.minLength(8)) }));
    if (!body.ok) return c.json({ message: body.message }, 400);
    if (await findUserByEmail(ctx.db, body.value.email)) return c.json({ message: 'That user exists' }, 409);
    const user = await insertUser(ctx.db, { email: body.value.email, passwordHash: await hashPassword(body.value.password), confirmed: true });
    return c.json({ id: user.id, email: user.email }, 201);
  });

  // API usage as the provider would meter it: today's totals grow and its cost leaves the balance.
  app.post('/usage', async (c) => {
    const body = await readJson(
      c,
      v.object({
        email: v.string(),
        /** An organisation's slug: its account is metered instead of the user's. */
        organization: v.optional(v.string()),
        tokens: v.pipe(v.number(), v.integer(), v.minValue(0)),
        requests: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
        cost_cents: v.pipe(v.number(), v.integer(), v.minValue(0)),
        /** The key that made the calls (one of the user's, deleted or not); none: the account's alone. */
        key_id: v.optional(v.string()),
        /** The metering event's id: an event delivered twice is metered once (and recharges once). */
        event_id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(255))),
      }),
    );
    if (!body.ok) return c.json({ message: body.message }, 400);
    const accountId = await accountNamed(ctx, body.value);
    if (!accountId) return c.json({ message: 'No such user or organisation' }, 404);
    const keyId = body.value.key_id;
    if (keyId !== undefined) {
      const { rows } = await ctx.db.query('select 1 from api_keys where id = $1 and account_id = $2', [keyId, accountId]);
      if (rows.length === 0) return c.json({ message: 'No such key' }, 404);
    }
    const { tokens, cost_cents: costCents } = body.value;
    const usage = { tokens, requests: body.value.requests ?? Math.max(1, Math.round(tokens / 1_310)), cost_cents: costCents };
    const metered = await meterUsage(ctx, accountId, usage, { keyId, eventId: body.value.event_id });
    // A key at its monthly cap: the provider refuses the call, so nothing is metered.
    if (metered.status === 'refused') return c.json(metered.refusal, 402);
    return c.json({ balance: metered.balanceCents === null ? null : metered.balanceCents / 100, duplicate: metered.status === 'duplicate' });
  });

  // A history of plausible usage for a user without any, split among the keys that existed on
  // each day (date a key's creation first), so an export of a year has a year to show.
  app.post('/usage/history', async (c) => {
    const body = await readJson(c, v.object({ email: v.string(), days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(800)) }));
    if (!body.ok) return c.json({ message: body.message }, 400);
    const user = await findUserByEmail(ctx.db, body.value.email);
    if (!user) return c.json({ message: 'No such user' }, 404);
    const { rows } = await ctx.db.query('select 1 from api_usage where account_id = $1 limit 1', [user.id]);
    if (rows.length) return c.json({ message: 'That user has usage already' }, 409);
    await seedUsage(ctx.db, user.id, body.value.days, ctx.clock.now());
    await seedKeyUsage(ctx.db, user.id);
    return c.json({ seeded: body.value.days }, 201);
  });

  // Past requests in a user's log (the log only: no usage, no money), e.g. the 10,000 the bench reads.
  app.post('/requests/history', async (c) => {
    const body = await readJson(
      c,
      v.object({
        email: v.string(),
        count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50_000)),
        hours: v.optional(v.pipe(v.number(), v.minValue(0.01), v.maxValue(30 * 24)), 24),
        key_id: v.optional(v.string()),
      }),
    );
    if (!body.ok) return c.json({ message: body.message }, 400);
    const user = await findUserByEmail(ctx.db, body.value.email);
    if (!user) return c.json({ message: 'No such user' }, 404);
    const seeded = await seedRequestHistory(ctx.db, user.id, body.value.count, body.value.hours * 3_600_000, ctx.clock.now(), body.value.key_id);
    if (seeded === 0) return c.json({ message: 'That user has no such key' }, 404);
    return c.json({ seeded }, 201);
  });

  // Every key row, deleted ones included, to count what a test really left in the database.
  app.get('/keys.json', async (c) => {
    const { rows } = await ctx.db.query<{ id: string; account_id: string; name: string; deleted: boolean }>(
      'select id, account_id, name, deleted_at is not null as deleted from api_keys where name like $1 order by created_at',
      [`${(c.req.query('name_prefix') ?? '').replace(/[\\%_]/g, '\\$&')}%`],
    );
    return c.json(rows);
  });

  // An organisation's seats and balance, as its plan or a test needs them.
  app.patch('/organizations/:slug', async (c) => {
    const body = await readJson(c, v.object({ seat_limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), balance: v.optional(v.nullable(v.number())) }));
    if (!body.ok) return c.json({ message: body.message }, 400);
    const accountId = await accountNamed(ctx, { email: '', organization: c.req.param('slug') });
    if (!accountId) return c.json({ message: 'No such organisation' }, 404);
    if (body.value.seat_limit !== undefined) await ctx.db.query('update organizations set seat_limit = $2 where id = $1', [accountId, body.value.seat_limit]);
    await patchAccount(ctx, accountId, { balance: body.value.balance });
    return c.json({ updated: true });
  });

  // An invitation as time would leave it (expired), without waiting a week.
  app.patch('/invitations/:id', async (c) => {
    const body = await readJson(c, v.object({ expires_at: v.pipe(v.string(), v.isoTimestamp()) }));
    if (!body.ok) return c.json({ message: body.message }, 400);
    const { rows } = await ctx.db.query('update invitations set expires_at = $2 where id = $1 returning id', [c.req.param('id'), body.value.expires_at]);
    return rows.length ? c.json({ updated: true }) : c.json({ message: 'No such invitation' }, 404);
  });

  // A key's state as time would leave it (expired, made long ago), without waiting for the time.
  app.patch('/keys/:id', async (c) => {
    const body = await readJson(c, v.object({ is_active: v.optional(v.boolean()), expires_at: v.optional(v.nullable(v.string())), created_at: v.optional(v.string()) }));
    if (!body.ok) return c.json({ message: body.message }, 400);
    const { rows } = await ctx.db.query(
      `update api_keys set is_active = coalesce($2, is_active),
         expires_at = case when $3::boolean then $4::timestamptz else expires_at end,
         created_at = coalesce($5::timestamptz, created_at) where id = $1 returning id`,
      [c.req.param('id'), body.value.is_active ?? null, body.value.expires_at !== undefined, body.value.expires_at ?? null, body.value.created_at ?? null],
    );
    return rows.length ? c.json({ updated: true }) : c.json({ message: 'No such key' }, 404);
  });

  // Rate limits are on by default; a test that needs more (the load test) switches them off.
  app.get('/rate-limits', (c) => c.json({ enabled: ctx.rateLimits.enabled }));
  app.put('/rate-limits', async (c) => {
    const body = await readJson(c, v.object({ enabled: v.boolean() }));
    if (!body.ok) return c.json({ message: body.message }, 400);
    ctx.rateLimits.enabled = body.value.enabled;
    return c.json({ enabled: ctx.rateLimits.enabled });
  });

  app.get('/faults', (c) => c.json(ctx.faults.list()));
  app.delete('/faults', (c) => {
    ctx.faults.clear();
    return c.body(null, 204);
  });
  app.post('/faults', async (c) => {
    const body = await readJson(c, faultSchema);
    if (!body.ok) return c.json({ message: body.message }, 400);
    const { method, path, status, delay_ms: delayMs, hold, drop, lose_response: loseResponse, times } = body.value;
    if (status === undefined && delayMs === undefined && !hold && !drop && !loseResponse) {
      return c.json({ message: 'A fault needs a status, a delay_ms, hold, drop or lose_response' }, 400);
    }
    return c.json(ctx.faults.add({ method, path, status, delayMs, hold, drop, loseResponse, remaining: times }), 201);
  });
  // A holding fault: how many of its requests wait now; releasing lets them (and later ones) through.
  app.get('/faults/:id/hold', (c) => {
    const state = ctx.faults.holdState(Number(c.req.param('id')));
    return state ? c.json(state) : c.json({ message: 'No such holding fault' }, 404);
  });
  app.post('/faults/:id/release', (c) => {
    const state = ctx.faults.release(Number(c.req.param('id')));
    return state ? c.json(state) : c.json({ message: 'No such holding fault' }, 404);
  });

  // Stops listening (and cuts every open connection) for `ms`, then listens again on the same port:
  // the dashboard sees the provider go away mid-session and come back.
  app.post('/outage', async (c) => {
    const body = await readJson(c, v.object({ ms: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(60_000)) }));
    if (!body.ok) return c.json({ message: body.message }, 400);
    const { ms } = body.value;
    // Answer first, then go down.
    setTimeout(() => void ctx.outage?.(ms), 50);
    return c.json({ down_for_ms: ms }, 202);
  });

  app.patch('/settings', async (c) => {
    const whole = (min: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(min)));
    const body = await readJson(
      c,
      v.object({
        jwt_expiry_seconds: whole(1),
        refresh_token_reuse_seconds: whole(0),
        reauthentication_after_seconds: whole(0),
        step_up_max_age_seconds: whole(0),
        manual_linking_enabled: v.optional(v.boolean()),
        key_activation_seconds: whole(0),
        forecast_requests_per_minute: whole(1),
      }),
    );
    if (!body.ok) return c.json({ message: body.message }, 400);
    const { jwt_expiry_seconds: jwt, refresh_token_reuse_seconds: reuse, reauthentication_after_seconds: reauthentication, step_up_max_age_seconds: stepUp } = body.value;
    if (jwt !== undefined) ctx.settings.jwtExpirySeconds = jwt;
    if (reuse !== undefined) ctx.settings.refreshTokenReuseSeconds = reuse;
    if (reauthentication !== undefined) ctx.settings.reauthenticationAfterSeconds = reauthentication;
    if (stepUp !== undefined) ctx.settings.stepUpMaxAgeSeconds = stepUp;
    if (body.value.manual_linking_enabled !== undefined) ctx.settings.manualLinkingEnabled = body.value.manual_linking_enabled;
    if (body.value.key_activation_seconds !== undefined) ctx.settings.keyActivationSeconds = body.value.key_activation_seconds;
    if (body.value.forecast_requests_per_minute !== undefined) ctx.settings.forecastRequestsPerMinute = body.value.forecast_requests_per_minute;
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

  app.post('/invite', async (c) => {
    const body = await readJson(c, v.object({ email: v.pipe(v.string(), v.email()) }));
    if (!body.ok) return c.json({ message: body.message }, 400);
    const user =
      (await findUserByEmail(ctx.db, body.value.email)) ??
      (await insertUser(ctx.db, { email: body.value.email, passwordHash: null, confirmed: false, invited: true, metadata: {} }));
    const mail = await sendMail(ctx, user.email, 'invite', await createOneTimeToken(ctx.db, user.id, 'invite'));
    return c.json({ link: mail.link }, 201);
  });

  app.get('/mail', async (c) => c.html(mailPage(await listMail(ctx, c.req.query('to')))));
  app.get('/mail.json', async (c) => c.json(await listMail(ctx, c.req.query('to'))));

  const telemetryRows = async () =>
    (await ctx.db.query<TelemetryRow>('select * from telemetry order by id desc limit 500')).rows;
  app.get('/telemetry', async (c) => c.html(telemetryPage(await telemetryRows())));
  app.get('/telemetry.json', async (c) => c.json(await telemetryRows()));
  app.delete('/telemetry', async (c) => {
    await ctx.db.query('delete from telemetry');
    return c.body(null, 204);
  });

  app.get('/checkout/:id', async (c) => {
    const session = await findCheckout(ctx.db, c.req.param('id'));
    if (!session) return c.text('No such checkout', 404);
    const user = await findUserById(ctx.db, session.created_by);
    return c.html(checkoutPage(session, user?.email ?? ''));
  });
  app.post('/checkout/:id/pay', async (c) => {
    const card = (await readForm(c))?.card ?? '4242';
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
        [c.req.param('id')],
      );
      const session = rows[0];
      if (!session) return await findCheckout(db, c.req.param('id'));
      if (session.mode === 'setup') {
        await saveAutoRechargeMethod(db, session.account_id, session.settings!, card);
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
  app.post('/checkout/:id/cancel', async (c) => {
    const { rows } = await ctx.db.query<CheckoutRow>(`update checkout_sessions set status = 'cancelled' where id = $1 and status = 'open' returning *`, [c.req.param('id')]);
    return c.redirect(`${ctx.settings.appUrl}/account?tab=credits${rows[0]?.mode === 'setup' ? '&auto_recharge=cancelled' : ''}`, 303);
  });

  app.all('/platform', async (c) => {
    const transfer = c.req.query('auth_transfer') ?? (await readForm(c))?.auth_transfer;
    if (!transfer) return c.html(platformPage({ error: c.req.query('auth_key') ? 'Same-origin hand-off key received.' : undefined }));
    try {
      const payload = JSON.parse(Buffer.from(transfer, 'base64url').toString('utf8')) as { access_token?: string };
      const claims = await ctx.signer.verify(payload.access_token ?? '');
      return c.html(platformPage({ email: String(claims.email), via: 'auth_transfer' }));
    } catch {
      return c.html(platformPage({ error: 'The hand-off token was not valid.' }), 400);
    }
  });

  return app;
}
