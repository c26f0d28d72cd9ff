import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { basicAuth } from '../api-key-auth';
import { api, apiAs, control, reset, sandboxNow, signedIn, startSandboxForFile, untilExpired } from './harness';
import { callsAs, seededOrganizationId } from './organization-fixtures';
import { BERLIN, forecastWith, setBalance } from './request-log-fixtures';
import { balanceCents, createKey, meter, type Call } from './spend-fixtures';

// The dashboard's explorer (API-PROPOSAL.md, "The explorer"): a forecast made with one of the
// account's keys, authenticated by the signed-in session, never by the key's secret.
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

const FORECAST = { model: 'ept2', lat: 52.52, lon: 13.405, steps: 48, parameters: ['air_temperature_at_height_level_2m', 'wind_speed_at_height_level_10m'] };

function explore(call: Call, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call('/v1/explorer/forecast', { method: 'POST', body: JSON.stringify(body), headers });
}

interface LoggedRequest {
  id: string;
  key: { id: string };
  path: string;
  status: number;
  outcome: string;
  tokens: number;
  cost_microcents: number;
}
async function logOf(call: Call, headers: Record<string, string> = {}): Promise<LoggedRequest[]> {
  return ((await (await call('/v1/requests', { headers })).json()) as { requests: LoggedRequest[] }).requests;
}

async function newUserWithKey(euros = 10) {
  await setBalance(url(), PERSONA.new, euros);
  const call = await apiAs(url(), PERSONA.new);
  return { call, key: await createKey(call, 'Explorer') };
}

describe('POST /v1/explorer/forecast', () => {
  it('answers what the data API answers the key for the same request, metered and logged under the key', async () => {
    const { call, key } = await newUserWithKey();
    const before = await balanceCents(call);
    const response = await explore(call, { key_id: key.id, ...FORECAST });
    expect(response.status).toBe(200);
    const body = await response.json();
    const direct = await (await forecastWith(url(), key, BERLIN)).json();
    expect(body).toMatchObject({ key_id: key.id, model: 'ept2', usage: { tokens: 720, cost_microcents: 288_000 } });
    expect(body.steps).toEqual(direct.steps);
    const log = await logOf(call);
    expect(log.map((entry) => [entry.path, entry.key.id, entry.status, entry.tokens, entry.cost_microcents])).toEqual([
      ['/v1/forecast/point', key.id, 200, 720, 288_000],
      ['/v1/explorer/forecast', key.id, 200, 720, 288_000],
    ]);
    expect(log[1]!.id).toBe(response.headers.get('request-id'));
    // Two requests of 0.288 cents: the fractions carried make no whole cent yet.
    expect(await balanceCents(call)).toBe(before);
  });

  it('gives an ensemble’s quantiles around its mean, each hour', async () => {
    const { call, key } = await newUserWithKey();
    const body = await (await explore(call, { key_id: key.id, ...FORECAST, model: 'ept2_e', parameters: ['air_temperature_at_height_level_2m'] })).json();
    for (const step of body.steps) {
      const mean = step.values.air_temperature_at_height_level_2m;
      const { q5, q25, q75, q95 } = step.ensemble.air_temperature_at_height_level_2m;
      expect([q5, q25, mean, q75, q95]).toEqual([...[q5, q25, mean, q75, q95]].sort((a, b) => a - b));
      expect(q95).toBeGreaterThan(q5);
    }
    const single = await (await explore(call, { key_id: key.id, ...FORECAST })).json();
    expect(single.steps[0].ensemble).toBeUndefined();
  });

  it('is no key: the session is refused by the data API, a key’s secret by the explorer', async () => {
    const { call, key } = await newUserWithKey();
    const { token } = await signedIn(url(), PERSONA.new);
    const withSession = await fetch(`${url()}/v1/forecast/point?${new URLSearchParams(BERLIN)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(withSession.status).toBe(401);
    const withSecret = await fetch(`${url()}/v1/explorer/forecast`, {
      method: 'POST',
      headers: { authorization: basicAuth(key.id, key.secret), 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: key.id, ...FORECAST }),
    });
    expect(withSecret.status).toBe(401);
    const secretAsBearer = await fetch(`${url()}/v1/explorer/forecast`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: key.id, ...FORECAST }),
    });
    expect(secretAsBearer.status).toBe(401);
    expect(await logOf(call)).toEqual([]);
  });

  it('expires with the session: an expired token is refused and nothing is charged', async () => {
    await control(`${url()}/_sandbox/settings`, 'PATCH', { jwt_expiry_seconds: 5 });
    const { key } = await newUserWithKey();
    const { token } = await signedIn(url(), PERSONA.new);
    await untilExpired(token);
    expect((await explore(api(url(), token), { key_id: key.id, ...FORECAST })).status).toBe(401);
    await control(`${url()}/_sandbox/settings`, 'PATCH', { jwt_expiry_seconds: 3600 });
    expect(await logOf(await apiAs(url(), PERSONA.new))).toEqual([]);
    expect(await balanceCents(await apiAs(url(), PERSONA.new))).toBe(1_000);
  });

  it('uses keys of the active account only: another account’s key is not found, and nothing is logged there', async () => {
    const { call: newcomer, key } = await newUserWithKey();
    const dev = await apiAs(url(), PERSONA.dev);
    const refused = await explore(dev, { key_id: key.id, ...FORECAST });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ type: 'key_not_found' });
    expect(await logOf(newcomer)).toEqual([]);
    const organization = await seededOrganizationId(url());
    expect((await explore(newcomer, { key_id: key.id, ...FORECAST }, { 'organization-id': organization })).status).toBe(403);
  });

  it('bills the organisation for its key, and only roles that may use keys may run it', async () => {
    const organization = await seededOrganizationId(url());
    const owner = await callsAs(url(), PERSONA.dev);
    const orgKey = (await (await owner('/v1/api-keys', { organization, method: 'POST', body: JSON.stringify({ name: 'Explorer', expires_at: null }) })).json()) as { id: string };
    for (const [email, status] of [
      [PERSONA.teamDeveloper, 200],
      [PERSONA.teamViewer, 403],
      [PERSONA.teamBilling, 403],
    ] as const) {
      const member = await callsAs(url(), email);
      const response = await member('/v1/explorer/forecast', { organization, method: 'POST', body: JSON.stringify({ key_id: orgKey.id, ...FORECAST }) });
      expect(response.status, email).toBe(status);
      if (status === 403) expect(await response.json()).toMatchObject({ type: 'insufficient_role', permission: 'keys:write' });
    }
    const organizationLog = (await (await owner('/v1/requests', { organization })).json()) as { requests: LoggedRequest[] };
    expect(organizationLog.requests.filter((entry) => entry.path === '/v1/explorer/forecast').map((entry) => entry.key.id)).toEqual([orgKey.id]);
  });

  it('names the member who ran it in the log; a call with the key’s secret names nobody', async () => {
    const organization = await seededOrganizationId(url());
    const owner = await callsAs(url(), PERSONA.dev);
    const created = (await (await owner('/v1/api-keys', { organization, method: 'POST', body: JSON.stringify({ name: 'Shared', expires_at: null }) })).json()) as { id: string; secret: string };
    const developer = await callsAs(url(), PERSONA.teamDeveloper);
    expect((await developer('/v1/explorer/forecast', { organization, method: 'POST', body: JSON.stringify({ key_id: created.id, ...FORECAST }) })).status).toBe(200);
    expect((await forecastWith(url(), created, BERLIN)).status).toBe(200);
    const log = (await (await owner('/v1/requests', { organization })).json()) as { requests: (LoggedRequest & { run_by: { email: string } | null })[] };
    const byPath = Object.fromEntries(log.requests.filter((entry) => entry.key.id === created.id).map((entry) => [entry.path, entry.run_by]));
    expect(byPath).toEqual({ '/v1/explorer/forecast': { id: expect.any(String), email: PERSONA.teamDeveloper }, '/v1/forecast/point': null });
  });

  it('refuses and logs what the data API refuses: a place outside a regional model, an unknown parameter, no credits, a capped key', async () => {
    const { call, key } = await newUserWithKey();
    const outside = await explore(call, { key_id: key.id, ...FORECAST, model: 'icon_eu', lat: -33.9, lon: 18.4 });
    expect(outside.status).toBe(400);
    expect(await outside.json()).toMatchObject({ type: 'outside_model_domain', model_name: 'icon_eu', requested_lat: -33.9, valid_lat: [29.5, 70.5] });
    const parameter = await explore(call, { key_id: key.id, ...FORECAST, model: 'aurora', parameters: ['total_cloud_cover'] });
    expect(await parameter.json()).toMatchObject({ type: 'unknown_parameter', parameter_name: 'total_cloud_cover', available_parameters: expect.not.arrayContaining(['total_cloud_cover']) });
    const capped = await createKey(call, 'Capped', { monthly_spend_cap_cents: 100 });
    expect((await meter(url(), PERSONA.new, 100, { keyId: capped.id })).status).toBe(200);
    const overCap = await explore(call, { key_id: capped.id, ...FORECAST });
    expect(overCap.status).toBe(402);
    expect(await overCap.json()).toMatchObject({ type: 'key_spend_cap_reached' });
    await setBalance(url(), PERSONA.new, 0);
    const broke = await explore(call, { key_id: key.id, ...FORECAST });
    expect(broke.status).toBe(402);
    expect(await broke.json()).toMatchObject({ type: 'insufficient_credits' });
    expect((await logOf(call)).map((entry) => entry.outcome)).toEqual(['insufficient_credits', 'key_spend_cap_reached', 'unknown_parameter', 'outside_model_domain']);
  });

  it('charges and logs a repeat with the same Idempotency-Key once', async () => {
    const { call, key } = await newUserWithKey();
    const first = await explore(call, { key_id: key.id, ...FORECAST }, { 'idempotency-key': 'run-1' });
    const again = await explore(call, { key_id: key.id, ...FORECAST }, { 'idempotency-key': 'run-1' });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect((await again.json()).steps).toEqual((await first.json()).steps);
    expect(await logOf(call)).toHaveLength(1);
    expect((await explore(call, { key_id: key.id, ...FORECAST }, { 'idempotency-key': 'run-2' })).status).toBe(200);
    expect(await logOf(call)).toHaveLength(2);
  });

  it('gives no free forecast: a reused Idempotency-Key with another point is refused, and a repeat never passes the balance or the cap', async () => {
    const { call, key } = await newUserWithKey();
    const first = await explore(call, { key_id: key.id, ...FORECAST }, { 'idempotency-key': 'run-7' });
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    await setBalance(url(), PERSONA.new, 0);
    // The same key for another point: refused, not a new forecast.
    const elsewhere = await explore(call, { key_id: key.id, ...FORECAST, lat: 48.14, lon: 11.58 }, { 'idempotency-key': 'run-7' });
    expect(elsewhere.status).toBe(422);
    expect(await elsewhere.json()).toMatchObject({ type: 'idempotency_key_reused' });
    // The same request again: the first answer, not a second run (nothing new metered or logged).
    const again = await explore(call, { key_id: key.id, ...FORECAST }, { 'idempotency-key': 'run-7' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(await logOf(call)).toHaveLength(1);
    // A new key is a new request, and the empty balance refuses it.
    expect((await explore(call, { key_id: key.id, ...FORECAST, lat: 48.14 }, { 'idempotency-key': 'run-8' })).status).toBe(402);
  });

  it('forgets an Idempotency-Key after 24 hours: the key then makes a new, metered request', async () => {
    const { call, key } = await newUserWithKey();
    expect((await explore(call, { key_id: key.id, ...FORECAST }, { 'idempotency-key': 'run-daily' })).status).toBe(200);
    // A day and an hour pass (the session's token with them: sign in again).
    await control(`${url()}/_sandbox/clock`, 'PUT', { now: new Date(sandboxNow() + 25 * 3_600_000).toISOString() });
    const signedInAgain = await apiAs(url(), PERSONA.new);
    const later = await explore(signedInAgain, { key_id: key.id, ...FORECAST, lat: 48.14 }, { 'idempotency-key': 'run-daily' });
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
  });

  it('says what is missing from a body it cannot read, and logs nothing', async () => {
    const { call } = await newUserWithKey();
    const response = await explore(call, { ...FORECAST });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'validation_failed' });
    expect(await logOf(call)).toEqual([]);
  });
});

describe('GET /v1/models', () => {
  it('lists the catalogue: every model with its area, parameters, price group and ensemble statistics', async () => {
    const call = await apiAs(url(), PERSONA.dev);
    const { models } = (await (await call('/v1/models')).json()) as { models: Record<string, unknown>[] };
    expect(models).toHaveLength(19);
    const pricing = (await (await call('/v1/billing/api-credits/pricing')).json()) as { model_groups: Record<string, string> };
    for (const model of models) expect(model.price_group, String(model.id)).toBe(pricing.model_groups[model.id as string]);
    expect(models.find((model) => model.id === 'icon_eu')).toMatchObject({ area: { lat: [29.5, 70.5], lon: [-23.5, 62.5] }, ensemble_stats: null });
    expect(models.find((model) => model.id === 'ept2_e')).toMatchObject({ area: null, ensemble_stats: ['mean', 'q5', 'q25', 'q75', 'q95'] });
    expect(models.find((model) => model.id === 'ept2_rr')).toMatchObject({ banner: 'RESEARCH PREVIEW', update_interval_hours: 1 });
    for (const model of models) {
      expect((model.parameters as string[]).length, String(model.id)).toBeGreaterThan(0);
      expect(model.resolution_degrees as number).toBeGreaterThanOrEqual(0.01);
      expect(model.resolution_degrees as number).toBeLessThanOrEqual(0.25);
    }
  });

  it('answers only a signed-in caller', async () => {
    expect((await fetch(`${url()}/v1/models`)).status).toBe(401);
  });
});
