import { gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MODEL_GROUPS } from '../../packages/sandbox/src/api/pricing';
import { api, apiAs, APP_URL, control, reset, signedIn, startSandboxForFile, untilExpired, whoamiWith, sandboxNow } from './harness';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';

const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

const as = (email?: string) => apiAs(url(), email);

const whoami = (id: string, secret: string) => whoamiWith(url(), id, secret);

describe('bearer tokens', () => {
  it('refuses a missing, forged or foreign token with 401', async () => {
    expect((await fetch(`${url()}/v1/profile/access`)).status).toBe(401);
    expect((await api(url(), 'not-a-jwt')('/v1/profile/access')).status).toBe(401);
    const { token } = await signedIn(url());
    const [header, payload] = token.split('.');
    const tampered = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    tampered.sub = '00000000-0000-0000-0000-000000000000';
    const forged = `${header}.${Buffer.from(JSON.stringify(tampered)).toString('base64url')}.${token.split('.')[2]}`;
    expect((await api(url(), forged)('/v1/profile/access')).status).toBe(401);
  });

  it('refuses an expired token with 401', async () => {
    // Long enough to be used once after signing in on a loaded machine (a token's exp is whole
    // seconds, so one second may leave none); the test then waits for the exp itself.
    await control(`${url()}/_sandbox/settings`, 'PATCH', { jwt_expiry_seconds: 5 });
    const { token } = await signedIn(url());
    const call = api(url(), token);
    expect((await call('/v1/profile/access')).status).toBe(200);
    await untilExpired(token);
    expect((await call('/v1/profile/access')).status).toBe(401);
  });
});

describe('GET /v1/profile/access', () => {
  it.each([
    [PERSONA.dev, { role: 'user:developer', features: ['file_browser', 'billing_credits'], is_in_trial: false }],
    [PERSONA.new, { role: 'user:free', is_in_trial: true, trial_duration: 14 }],
    [PERSONA.waitlist, { role: 'user:waitlist', features: [], permissions: {} }],
    [PERSONA.paywall, { role: 'user:waitlist', features: ['paywall_access'] }],
    [PERSONA.enterprise, { role: 'user:paid' }],
    [PERSONA.expired, { role: 'user:free', is_in_trial: false, features: ['billing_subscription', 'billing_credits'] }],
  ])('answers %s with its seeded record', async (email, expected) => {
    const record = await (await (await as(email))('/v1/profile/access')).json();
    expect(record).toMatchObject({ channel: 'stable', ...expected });
  });

  it('gives enterprise billing:ignore_credits', async () => {
    const record = await (await (await as(PERSONA.enterprise))('/v1/profile/access')).json();
    expect(Object.keys(record.permissions)).toContain('billing:ignore_credits');
  });
});

describe('API keys', () => {
  it('lists the seeded keys with the limit and no secrets', async () => {
    const body = await (await (await as())('/v1/api-keys')).json();
    expect(body.active_key_limit).toBe(20);
    expect(body.keys.map((key: { name: string }) => key.name)).toEqual(['Production', 'Staging']);
    expect(body.keys[0]).not.toHaveProperty('secret');
    expect(body.keys[0]).not.toHaveProperty('secret_hash');
  });

  it('creates a key whose secret is shown once and works against whoami, until deleted', async () => {
    const call = await as();
    const created = await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'CI runner', expires_at: null }) });
    expect(created.status).toBe(201);
    const key = await created.json();
    expect(key).toMatchObject({ name: 'CI runner', expires_at: null, is_active: true, secret: expect.stringMatching(/^jsk_/) });

    const listed = await (await call('/v1/api-keys')).json();
    expect(listed.keys.find((entry: { id: string }) => entry.id === key.id)).not.toHaveProperty('secret');

    const who = await whoami(key.id, key.secret);
    expect(who.status).toBe(200);
    expect(await who.json()).toMatchObject({ email: PERSONA.dev, key_id: key.id, scope: 'jua:api' });
    expect((await whoami(key.id, 'jsk_wrong')).status).toBe(401);

    expect((await call(`/v1/api-keys/${key.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await whoami(key.id, key.secret)).status).toBe(401);
    expect((await call(`/v1/api-keys/${key.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('stores the expiry and refuses expired or inactive keys at whoami', async () => {
    const call = await as();
    const expiresAt = new Date(sandboxNow() + 7 * 86_400_000).toISOString();
    const key = await (await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Weekly', expires_at: expiresAt }) })).json();
    expect(key.expires_at).toBe(expiresAt);

    await control(`${url()}/_sandbox/keys/${key.id}`, 'PATCH', { expires_at: new Date(sandboxNow() - 1000).toISOString() });
    expect(await (await whoami(key.id, key.secret)).json()).toMatchObject({ message: 'API key has expired' });

    await control(`${url()}/_sandbox/keys/${key.id}`, 'PATCH', { expires_at: null, is_active: false });
    const inactive = await whoami(key.id, key.secret);
    expect(inactive.status).toBe(401);
    expect(await inactive.json()).toMatchObject({ message: 'API key is inactive' });
  });

  it("treats another user's key as missing: 404, and the key survives", async () => {
    const dev = await as();
    const key = await (await dev('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Mine' }) })).json();
    const other = await as(PERSONA.enterprise);
    expect((await other(`/v1/api-keys/${key.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await whoami(key.id, key.secret)).status).toBe(200);
    const otherList = await (await other('/v1/api-keys')).json();
    expect(otherList.keys).toHaveLength(0);
  });

  it('enforces the per-user active key limit and writes nothing past it', async () => {
    await control(`${url()}/_sandbox/users/${PERSONA.dev}`, 'PATCH', { active_key_limit: 3 });
    const call = await as();
    expect((await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Third' }) })).status).toBe(201);
    const refused = await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Fourth' }) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ type: 'key_limit_reached' });
    const list = await (await call('/v1/api-keys')).json();
    expect(list).toMatchObject({ active_key_limit: 3 });
    expect(list.keys).toHaveLength(3);
  });

  it.each([
    ['missing name', JSON.stringify({})],
    ['blank name', JSON.stringify({ name: '   ' })],
    ['a past expiry', JSON.stringify({ name: 'Old', expires_at: '2020-01-01T23:59:59Z' })],
    ['a non-date expiry', JSON.stringify({ name: 'Odd', expires_at: 'tomorrow' })],
    ['malformed JSON', '{"name": "x"'],
  ])('refuses %s with 400 and creates nothing', async (_label, body) => {
    const call = await as();
    const response = await call('/v1/api-keys', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toEqual(expect.any(String));
    expect((await (await call('/v1/api-keys')).json()).keys).toHaveLength(2);
  });

  it('refuses a body over 64 KB with 413 and creates nothing', async () => {
    const call = await as();
    const response = await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'x'.repeat(70_000) }) });
    expect(response.status).toBe(413);
    expect((await (await call('/v1/api-keys')).json()).keys).toHaveLength(2);
  });
});

describe('credits', () => {
  it('answers the balance in currency units, null without credits', async () => {
    expect(await (await (await as())('/v1/billing/api-credits/balance')).json()).toEqual({ balance: 42.5 });
    expect(await (await (await as(PERSONA.new))('/v1/billing/api-credits/balance')).json()).toEqual({ balance: null });
  });

  it('buys credits through the checkout page: paying credits once and returns to the credits tab', async () => {
    const call = await as();
    const { checkout_url: checkoutUrl } = await (await call('/v1/billing/api-credits/buy-more', { method: 'POST', body: JSON.stringify({ amount_in_cents: 2500 }) })).json();
    expect(checkoutUrl).toMatch(new RegExp(`^${url()}/_sandbox/checkout/cs_`));
    expect(await (await fetch(checkoutUrl)).text()).toContain('€25.00');

    const paid = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${APP_URL}/account?tab=credits&payment=success`);
    await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(await (await call('/v1/billing/api-credits/balance')).json()).toEqual({ balance: 67.5 });
  });

  it('leaves the balance alone when the checkout is cancelled', async () => {
    const call = await as();
    const { checkout_url: checkoutUrl } = await (await call('/v1/billing/api-credits/buy-more', { method: 'POST', body: JSON.stringify({ amount_in_cents: 1000 }) })).json();
    const cancelled = await fetch(`${checkoutUrl}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.headers.get('location')).toBe(`${APP_URL}/account?tab=credits`);
    expect((await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect(await (await call('/v1/billing/api-credits/balance')).json()).toEqual({ balance: 42.5 });
  });

  it.each([[0], [50], [12.5], ['1000']])('refuses amount_in_cents %s', async (amount) => {
    const response = await (await as())('/v1/billing/api-credits/buy-more', { method: 'POST', body: JSON.stringify({ amount_in_cents: amount }) });
    expect(response.status).toBe(400);
  });
});

describe('pricing', () => {
  it('prices every catalogue model through a group, with contiguous bands and an open top band', async () => {
    const pricing = await (await (await as())('/v1/billing/api-credits/pricing')).json();
    for (const id of Object.keys(MODEL_GROUPS)) expect(pricing.group_display_order).toContain(pricing.model_groups[id]);
    expect(Object.keys(pricing.model_groups)).toHaveLength(19);
    pricing.volume_bands.forEach((band: { min_volume_excl: number; max_volume_incl: number | null; pricing_by_group: Record<string, string> }, index: number, bands: typeof pricing.volume_bands) => {
      if (index > 0) expect(band.min_volume_excl).toBe(bands[index - 1].max_volume_incl);
      for (const group of pricing.group_display_order) expect(band.pricing_by_group[group]).toMatch(/^\d+\.\d{2}$/);
    });
    expect(pricing.volume_bands.at(-1).max_volume_incl).toBeNull();
    expect(pricing.aggregates).toEqual({ price: expect.stringMatching(/^\d+\.\d{2}$/), volume: expect.any(Number) });
  });
});

describe('files', () => {
  const browse = async (path: string) => (await as())(`/v1/files/browse?path=${encodeURIComponent(path)}`);

  it('lists the root with sizes and times on files', async () => {
    const { contents } = await (await browse('')).json();
    expect(contents.map((entry: { name: string }) => entry.name)).toEqual(['README.txt', 'forecasts', 'observations', 'empty-folder', 'station-archive']);
    expect(contents[0]).toMatchObject({ path: 'README.txt', type: 'file', size: expect.any(Number), modified_at: expect.any(String) });
    expect(contents[1]).toEqual({ name: 'forecasts', path: 'forecasts', type: 'directory' });
  });

  it('lists nested folders, the empty folder and the inside of a zarr store', async () => {
    expect((await (await browse('observations/hourly/2026/11/21')).json()).contents).toHaveLength(2);
    expect(await (await browse('empty-folder')).json()).toEqual({ contents: [] });
    const zarr = (await (await browse('forecasts/ept2/ept2_2026112100.zarr')).json()).contents;
    expect(zarr.filter((entry: { type: string }) => entry.type === 'directory').map((entry: { name: string }) => entry.name)).toEqual(['temperature_2m', 'wind_speed_100m', 'time']);
  });

  it('lists the 50,000-entry folder', async () => {
    const { contents } = await (await browse('station-archive')).json();
    expect(contents).toHaveLength(50_000);
    expect(contents.at(-1)).toMatchObject({ name: 'station-050000.csv', type: 'file' });
  });

  it.each(['..', 'forecasts/../..', '../etc/passwd', '%2e%2e/%2e%2e', 'forecasts\\..\\..', 'forecasts/./ept2'])('refuses the traversal %s with 400', async (path) => {
    const response = await browse(path);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toEqual(expect.any(String));
  });

  it('answers an unknown folder with 404 and a file with 400', async () => {
    expect((await browse('nope')).status).toBe(404);
    expect((await browse('README.txt')).status).toBe(400);
  });

  it('refuses a user without read:files with 403', async () => {
    const response = await (await as(PERSONA.new))('/v1/files/browse?path=');
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe('read:files is required to browse files');
  });

  it('serves the raw files under /files/', async () => {
    const file = await fetch(`${url()}/files/observations/stations.csv`);
    expect(await file.text()).toMatch(/^station_id,lat,lon/);
    // A client's URL parser already resolves %2e%2e; the double-encoded form is what reaches the server.
    expect((await fetch(`${url()}/files/%252e%252e/secret`)).status).toBe(400);
  });
});

describe('email interstitial', () => {
  it('sends a bad token back to the app with the error hash', async () => {
    const response = await fetch(`${url()}/v1/profile/email-interstitial`, {
      method: 'POST',
      body: new URLSearchParams({ token: 'forged', type: 'signup', redirect_to: `${APP_URL}/login` }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('#error=access_denied&error_code=otp_expired');
  });

  it('refuses an unknown type and never redirects off the app', async () => {
    const unknown = await fetch(`${url()}/v1/profile/email-interstitial`, { method: 'POST', body: new URLSearchParams({ token: 'x', type: 'unknown' }), redirect: 'manual' });
    expect(unknown.status).toBe(400);
    const offsite = await fetch(`${url()}/v1/profile/email-interstitial`, {
      method: 'POST',
      body: new URLSearchParams({ token: 'x', type: 'signup', redirect_to: 'https://evil.example/steal' }),
      redirect: 'manual',
    });
    expect(offsite.headers.get('location')).toMatch(new RegExp(`^${APP_URL}/#error=`));
  });
});

describe('control API', () => {
  it('injects a status fault N times, then answers normally', async () => {
    const call = await as();
    await control(`${url()}/_sandbox/faults`, 'POST', { method: 'GET', path: '/v1/billing/*', status: 503, times: 2 });
    expect((await call('/v1/billing/api-credits/balance')).status).toBe(503);
    expect((await call('/v1/billing/api-credits/balance')).status).toBe(503);
    expect((await call('/v1/billing/api-credits/balance')).status).toBe(200);
  });

  it('drops the connection when asked, so the client sees a network error', async () => {
    const call = await as();
    await control(`${url()}/_sandbox/faults`, 'POST', { method: 'POST', path: '/v1/api-keys', drop: true });
    await expect(call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Lost' }) })).rejects.toThrow();
    expect((await (await call('/v1/api-keys')).json()).keys).toHaveLength(2);
  });

  it('loses the answer after doing the work, so the key exists though the client saw a network error', async () => {
    const call = await as();
    await control(`${url()}/_sandbox/faults`, 'POST', { method: 'POST', path: '/v1/api-keys', lose_response: true });
    const answer = await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Made but unheard' }) });
    expect(answer.status).toBe(201);
    await expect(answer.json()).rejects.toThrow();
    const { keys } = await (await call('/v1/api-keys')).json();
    expect(keys.filter((key: { name: string }) => key.name === 'Made but unheard')).toHaveLength(1);
  });

  it('goes away for an outage and comes back on the same port, with its data', async () => {
    const call = await as();
    expect((await control(`${url()}/_sandbox/outage`, 'POST', { ms: 600 })).status).toBe(202);
    await vi.waitFor(() => expect(call('/v1/api-keys')).rejects.toThrow(), { timeout: 5_000, interval: 20 });
    const keys = await vi.waitFor(async () => (await (await call('/v1/api-keys')).json()).keys, { timeout: 10_000, interval: 50 });
    expect(keys).toHaveLength(2);
  });

  it('delays a response', async () => {
    const call = await as();
    await control(`${url()}/_sandbox/faults`, 'POST', { path: '/v1/profile/access', delay_ms: 300 });
    const started = performance.now();
    expect((await call('/v1/profile/access')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('holds a request until the test releases it, then answers it, and lets later ones through', async () => {
    const call = await as();
    const fault = await (await control(`${url()}/_sandbox/faults`, 'POST', { method: 'GET', path: '/v1/profile/access', hold: true })).json();
    const holdState = async () => (await fetch(`${url()}/_sandbox/faults/${fault.id}/hold`)).json();
    let answered = false;
    const held = call('/v1/profile/access').then((response) => {
      answered = true;
      return response;
    });
    await vi.waitFor(async () => expect(await holdState()).toEqual({ id: fault.id, held: 1, released: false }), { timeout: 5_000, interval: 20 });
    // Other calls go on meanwhile.
    expect((await call('/v1/api-keys')).status).toBe(200);
    expect(answered).toBe(false);

    expect(await (await fetch(`${url()}/_sandbox/faults/${fault.id}/release`, { method: 'POST' })).json()).toMatchObject({ released: true });
    expect((await held).status).toBe(200);
    expect(await holdState()).toEqual({ id: fault.id, held: 0, released: true });
    expect((await call('/v1/profile/access')).status).toBe(200);
  });

  it('lets every held request through when the faults are lifted, and knows no hold it never made', async () => {
    const call = await as();
    const fault = await (await control(`${url()}/_sandbox/faults`, 'POST', { method: 'GET', path: '/v1/api-keys', hold: true, times: 2 })).json();
    const held = [call('/v1/api-keys'), call('/v1/api-keys')];
    await vi.waitFor(async () => expect((await (await fetch(`${url()}/_sandbox/faults/${fault.id}/hold`)).json()).held).toBe(2), { timeout: 5_000, interval: 20 });
    expect((await fetch(`${url()}/_sandbox/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await Promise.all(held)).map((response) => response.status)).toEqual([200, 200]);
    expect((await fetch(`${url()}/_sandbox/faults/${fault.id}/release`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses a fault that does nothing', async () => {
    expect((await control(`${url()}/_sandbox/faults`, 'POST', { path: '/v1/x' })).status).toBe(400);
  });

  it('resets to the seeded state', async () => {
    const call = await as();
    await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Temporary' }) });
    await reset(url());
    const again = await as();
    expect((await (await again('/v1/api-keys')).json()).keys).toHaveLength(2);
  });

  it('changes a persona', async () => {
    await control(`${url()}/_sandbox/users/${PERSONA.waitlist}`, 'PATCH', { role: 'user:paid', features: ['billing_credits'] });
    expect(await (await (await as(PERSONA.waitlist))('/v1/profile/access')).json()).toMatchObject({ role: 'user:paid', features: ['billing_credits'] });
  });
});

describe('telemetry sinks', () => {
  const received = async () => (await (await fetch(`${url()}/_sandbox/telemetry.json`)).json()) as { kind: string; payload: Record<string, unknown> }[];

  it('accepts PostHog captures as JSON, gzip and base64 form', async () => {
    await fetch(`${url()}/ingest/e/`, { method: 'POST', body: JSON.stringify({ api_key: 'k', batch: [{ event: 'json-event' }] }) });
    await fetch(`${url()}/ingest/e/?compression=gzip-js`, { method: 'POST', body: gzipSync(JSON.stringify([{ event: 'gzip-event' }])) });
    await fetch(`${url()}/ingest/e/?compression=base64`, { method: 'POST', body: `data=${encodeURIComponent(Buffer.from(JSON.stringify({ event: 'base64-event' })).toString('base64'))}` });
    const events = (await received()).filter((row) => row.kind === 'posthog').map((row) => row.payload.event);
    expect(events.sort()).toEqual(['base64-event', 'gzip-event', 'json-event']);
  });

  it('accepts Sentry envelopes', async () => {
    const envelope = [JSON.stringify({ event_id: 'abc' }), JSON.stringify({ type: 'event' }), JSON.stringify({ message: 'boom' })].join('\n');
    const response = await fetch(`${url()}/api/42/envelope/`, { method: 'POST', body: envelope });
    expect(await response.json()).toEqual({ id: 'abc' });
    const sentry = (await received()).find((row) => row.kind === 'sentry');
    expect(sentry?.payload).toMatchObject({ project: '42', header: { event_id: 'abc' }, items: [{ header: { type: 'event' }, payload: { message: 'boom' } }] });
  });
});

describe('CORS', () => {
  it('lets the dashboard origin preflight with the Supabase headers, and nobody else', async () => {
    const preflight = (origin: string) =>
      fetch(`${url()}/auth/v1/token?grant_type=password`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey,authorization,content-type,x-client-info,x-supabase-api-version' },
      });
    const allowed = await preflight(APP_URL);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_URL);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/x-supabase-api-version/);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
