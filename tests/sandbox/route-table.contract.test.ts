import type { Hono } from 'hono';
import { gzipSync } from 'node:zlib';
import type * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../packages/sandbox/src/app';
import type { SandboxEnv } from '../../packages/sandbox/src/context';
import { declarationOf, type RouteDeclaration } from '../../packages/sandbox/src/guards/route';
import { PERMISSIONS, ROLES, type Role } from '../../packages/sandbox/src/organizations/roles';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { api, apiAs, reset, signedIn, startSandboxForFile } from './harness';
import { seededOrganizationId } from './organization-fixtures';
import { setBalance } from './request-log-fixtures';
import { withVerifiedFactor } from './second-factor';
import { createKey, type Call } from './spend-fixtures';

// Every route declares its guards where it is registered (packages/sandbox/src/guards/route.ts):
// who may call it, whether it needs a fresh code, how a repeat is answered, its limits and the
// bounds of what it reads. This walks every route the sandbox serves (the provider API, the auth
// service, the control API, the telemetry sinks, its pages) and holds each to its declaration, so a
// route added without one, or one whose handler does not honour it, fails here.
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

interface Served {
  method: string;
  path: string;
  declaration?: RouteDeclaration;
}

/**
 * Middleware, which Hono lists among the routes as `ALL`: it takes `next`. A handler registered
 * for every method (`app.all`) takes none, so it is walked like any route.
 */
const isMiddleware = (route: { method: string; handler: unknown }) => route.method === 'ALL' && typeof route.handler === 'function' && route.handler.length >= 2;

/** Every route an app serves (middleware aside), with the declaration its handler was made from. */
function served(app: Hono<SandboxEnv>): Served[] {
  const routes = new Map<string, Served>();
  for (const route of app.routes) {
    if (isMiddleware(route)) continue;
    const id = `${route.method} ${route.path}`;
    const entry = routes.get(id) ?? { method: route.method, path: route.path };
    entry.declaration ??= declarationOf(route.handler);
    routes.set(id, entry);
  }
  return [...routes.values()];
}

const undeclared = (app: Hono<SandboxEnv>) => served(app).filter((route) => !route.declaration).map((route) => `${route.method} ${route.path}`);
const declared = () => served(createApp(sandbox().ctx)).filter((route): route is Served & { declaration: RouteDeclaration } => route.declaration !== undefined);

/** The seeded organisation's member with each role. */
const MEMBER_WITH: Record<Role, string> = { owner: PERSONA.dev, admin: PERSONA.teamAdmin, developer: PERSONA.teamDeveloper, billing: PERSONA.teamBilling, viewer: PERSONA.teamViewer };

/** A route's path with its parameters filled: the organisation's id where it names one, a placeholder elsewhere (the guards run before the bounds). */
const filled = (path: string, organization: string) => path.replace(':organizationId', organization).replace(/:[A-Za-z]+/g, 'placeholder').replace('/*', '/x');

/**
 * The call for a route: the organisation in the path, or named in the header for what belongs to an
 * account; the auth service's routes with the project's publishable key, as supabase-js sends it.
 */
function callFor(route: Served, token: string, organization: string, init: RequestInit = {}) {
  const inPath = route.path.includes(':organizationId');
  const project: Record<string, string> = route.path.startsWith('/auth/') ? { apikey: sandbox().ctx.settings.anonKey } : {};
  return api(url(), token)(filled(route.path, organization), {
    method: route.method,
    body: route.method === 'GET' ? undefined : '{}',
    ...init,
    headers: { ...project, ...(inPath ? {} : { 'organization-id': organization }), ...((init.headers as Record<string, string>) ?? {}) },
  });
}

/** The refusal's code, in the provider API's shape (`type`) or the auth service's (`code`). */
const refusalCode = (body: { type?: string; code?: string }) => body.type ?? body.code;

describe('the route table', () => {
  it('has a declaration for every route the sandbox serves', () => {
    const routes = served(createApp(sandbox().ctx));
    const areas = new Set(routes.map((route) => route.path.split('/')[1]));
    expect(routes.length).toBeGreaterThan(100);
    expect([...areas].sort()).toEqual(['', '_sandbox', 'api', 'auth', 'docs', 'files', 'ingest', 'v1']);
    expect(undeclared(createApp(sandbox().ctx))).toEqual([]);
  });

  it('fails for a route added without a declaration, in any area and for any method', () => {
    const app = createApp(sandbox().ctx);
    app.get('/v1/added-later', (c) => c.json({ secret: true }));
    app.post('/auth/v1/added-later', (c) => c.json({}));
    app.all('/_sandbox/added-later', (c) => c.json({}));
    expect(undeclared(app)).toEqual(['GET /v1/added-later', 'POST /auth/v1/added-later', 'ALL /_sandbox/added-later']);
  });

  it('says why each public route needs nobody signed in, and opens the control API to this machine alone', () => {
    for (const route of declared()) {
      const { access } = route.declaration;
      const name = `${route.method} ${route.path}`;
      if (access.kind === 'public') expect(access.why.length, name).toBeGreaterThan(15);
      expect(access.kind === 'loopback', name).toBe(route.path.startsWith('/_sandbox/'));
    }
  });

  it('bounds every parameter a route’s path names', () => {
    const unbounded = declared().flatMap((route) => {
      const entries = (route.declaration.bounds.params as v.ObjectSchema<v.ObjectEntries, undefined> | undefined)?.entries ?? {};
      return [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!).filter((name) => !(name in entries)).map((name) => `${route.method} ${route.path} :${name}`);
    });
    expect(unbounded).toEqual([]);
  });

  it('says when a conditional step-up applies', () => {
    for (const route of declared()) {
      const { stepUp } = route.declaration;
      if (typeof stepUp === 'object') expect(stepUp.when.length, `${route.method} ${route.path}`).toBeGreaterThan(10);
    }
  });
});

describe('every declaration is honoured', () => {
  it('refuses a role without the declared permission, for every route that declares one', async () => {
    const organization = await seededOrganizationId(url());
    const tokens = new Map<Role, string>();
    const tokenOf = async (role: Role) => tokens.get(role) ?? tokens.set(role, (await signedIn(url(), MEMBER_WITH[role])).token).get(role)!;
    let sampled = 0;
    for (const route of declared()) {
      const { access } = route.declaration;
      if (access.kind !== 'permission') continue;
      const forbidden = ROLES.find((role) => !(PERMISSIONS[access.permission] as readonly Role[]).includes(role));
      if (!forbidden) continue;
      const response = await callFor(route, await tokenOf(forbidden), organization);
      expect(response.status, `${route.method} ${route.path} as ${forbidden}`).toBe(403);
      expect(await response.json()).toMatchObject({ type: 'insufficient_role', permission: access.permission });
      sampled += 1;
    }
    expect(sampled).toBeGreaterThan(15);
  });

  /** A request each route that always needs a fresh code would run (its bounds come first: a 400 never hides behind a 403). */
  const STEP_UP_SAMPLES: Record<string, unknown> = {
    'POST /v1/api-keys': { name: 'Needs a code' },
    'POST /v1/api-keys/:id/roll': { grace_hours: 1 },
    'POST /v1/billing/api-credits/buy-more': { amount_in_cents: 1_500 },
    'POST /v1/billing/api-credits/auto-recharge/setup': { threshold_cents: 500, amount_cents: 2_000, monthly_limit_cents: 10_000 },
    'DELETE /v1/account': undefined,
    'DELETE /v1/organizations/:organizationId': { confirm: 'sandbox-weather' },
    'PUT /v1/organizations/:organizationId/billing-details': { legal_name: 'Mallory Ltd' },
    'PUT /v1/organizations/:organizationId/two-step-requirement': { require_two_step: true },
    'GET /auth/v1/user/identities/authorize': undefined,
    'DELETE /auth/v1/user/identities/:id': undefined,
  };

  it('refuses a password-only session of a user with a factor, for every route that always needs a fresh code', async () => {
    const organization = await seededOrganizationId(url());
    await withVerifiedFactor(url(), PERSONA.dev);
    const { token } = await signedIn(url(), PERSONA.dev);
    const required = declared().filter((route) => route.declaration.stepUp === 'required');
    expect(required.map((route) => `${route.method} ${route.path}`).sort()).toEqual(Object.keys(STEP_UP_SAMPLES).sort());
    for (const route of required) {
      const name = `${route.method} ${route.path}`;
      const body = STEP_UP_SAMPLES[name];
      const response = await callFor(route, token, organization, { body: body === undefined ? undefined : JSON.stringify(body) });
      expect(response.status, name).toBe(403);
      expect(refusalCode(await response.json()), name).toBe('insufficient_aal');
    }
  });

  it('refuses a body past its bound before anything decodes it, for every route that reads one as bytes', async () => {
    const raw = declared().filter((route) => route.declaration.bounds.raw);
    expect(raw.length).toBeGreaterThan(2);
    for (const route of raw) {
      const tooLarge = new Uint8Array(route.declaration.bounds.raw!.maxBytes + 1).fill(0x7b);
      const response = await fetch(`${url()}${filled(route.path, 'x')}`, { method: route.method, body: tooLarge });
      expect(response.status, `${route.method} ${route.path}`).toBe(413);
    }
  });

  it('refuses a telemetry body that unpacks past its bound, and keeps answering', async () => {
    const bomb = gzipSync(Buffer.alloc(9 * 1024 * 1024, 0x20));
    expect((await fetch(`${url()}/ingest/e/`, { method: 'POST', body: bomb })).status).toBe(400);
    expect((await fetch(`${url()}/api/1/envelope/`, { method: 'POST', body: bomb })).status).toBe(400);
    expect((await fetch(`${url()}/ingest/e/`, { method: 'POST', body: JSON.stringify({ event: 'still here' }) })).status).toBe(200);
  });

  /** Two requests each idempotent route may be sent with, prepared for the caller. */
  const IDEMPOTENT_SAMPLES: Record<string, (call: Call) => Promise<{ path: string; bodies: [unknown, unknown] }>> = {
    'POST /v1/billing/api-credits/buy-more': async () => ({ path: '/v1/billing/api-credits/buy-more', bodies: [{ amount_in_cents: 1_500 }, { amount_in_cents: 2_500 }] }),
    'POST /v1/billing/api-credits/auto-recharge/setup': async () => ({
      path: '/v1/billing/api-credits/auto-recharge/setup',
      bodies: [
        { threshold_cents: 500, amount_cents: 2_000, monthly_limit_cents: 10_000 },
        { threshold_cents: 500, amount_cents: 3_000, monthly_limit_cents: 10_000 },
      ],
    }),
    'POST /v1/api-keys': async () => ({ path: '/v1/api-keys', bodies: [{ name: 'First' }, { name: 'Second' }] }),
    'POST /v1/api-keys/:id/roll': async (call) => ({ path: `/v1/api-keys/${(await createKey(call, 'Rolled')).id}/roll`, bodies: [{ grace_hours: 1 }, { grace_hours: 24 }] }),
    'POST /v1/explorer/forecast': async (call) => {
      const { id } = await createKey(call, 'Explorer');
      const forecast = { key_id: id, model: 'ept2', lat: 52.52, lon: 13.405, steps: 6, parameters: ['air_temperature_at_height_level_2m'] };
      return { path: '/v1/explorer/forecast', bodies: [forecast, { ...forecast, lat: 48.14 }] };
    },
  };

  it('answers a repeat with the first answer and refuses the key with another body, for every route that takes an Idempotency-Key', async () => {
    await setBalance(url(), PERSONA.new, 10);
    const call = await apiAs(url(), PERSONA.new);
    const idempotent = declared().filter((route) => route.declaration.idempotency === 'bound');
    expect(idempotent.map((route) => `${route.method} ${route.path}`).sort()).toEqual(Object.keys(IDEMPOTENT_SAMPLES).sort());
    for (const route of idempotent) {
      const name = `${route.method} ${route.path}`;
      const { path, bodies } = await IDEMPOTENT_SAMPLES[name]!(call);
      const send = (body: unknown) => call(path, { method: route.method, body: JSON.stringify(body), headers: { 'idempotency-key': `walk:${name.replace(/[^\x21-\x7e]/g, '_')}` } });
      const first = await send(bodies[0]);
      expect(first.status, `${name}: ${await first.clone().text()}`).toBeLessThan(300);
      const again = await send(bodies[0]);
      expect([again.status, again.headers.get('idempotent-replayed')], name).toEqual([first.status, 'true']);
      expect(await again.text(), name).toBe(await first.text());
      const other = await send(bodies[1]);
      expect(other.status, name).toBe(422);
      expect(await other.json()).toMatchObject({ type: 'idempotency_key_reused' });
    }
  });
});
