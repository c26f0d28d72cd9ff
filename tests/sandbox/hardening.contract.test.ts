import { request as httpRequest } from 'node:http';
import { generateKeyPair, SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { safeEqual } from '../../packages/sandbox/src/auth/crypto';
import { RATE_RULES } from '../../packages/sandbox/src/http/rate-limit';
import { SANDBOX_ANON_KEY } from '../../packages/sandbox/src/server';
import { api, apiAs, APP_URL, control, reset, SANDBOX_PASSWORD, signedIn, startSandboxForFile, whoamiWith } from './harness';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';

/** The sandbox holds like a real provider would (SECURITY.md, "Sandbox hardening"). */
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

const auth = (path: string, body: object) =>
  fetch(`${url()}/auth/v1${path}`, { method: 'POST', headers: { apikey: SANDBOX_ANON_KEY, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const signIn = (email: string, password: string) => auth('/token?grant_type=password', { email, password });
const setRateLimits = (enabled: boolean) => control(`${url()}/_sandbox/rate-limits`, 'PUT', { enabled });

async function expectRateLimited(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('rate limits, on by default', () => {
  it(`refuses sign-in past ${RATE_RULES.signIn.limit} a minute for one address with 429 and Retry-After, even with the right password`, async () => {
    for (let attempt = 0; attempt < RATE_RULES.signIn.limit; attempt += 1) expect((await signIn(PERSONA.dev, 'wrong-password')).status).toBe(400);
    const refused = await signIn(PERSONA.dev, SANDBOX_PASSWORD);
    await expectRateLimited(refused);
    expect(await refused.json()).toMatchObject({ code: 'over_request_rate_limit', error_code: 'over_request_rate_limit' });
    // Browsers may read Retry-After from the dashboard's origin.
    const fromDashboard = await fetch(`${url()}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: SANDBOX_ANON_KEY, 'content-type': 'application/json', origin: APP_URL },
      body: JSON.stringify({ email: PERSONA.dev, password: SANDBOX_PASSWORD }),
    });
    expect(fromDashboard.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('retry-after');
    // Another address is not locked out by someone guessing this one.
    expect((await signIn(PERSONA.new, SANDBOX_PASSWORD)).status).toBe(200);
  });

  it('can be switched off for a test that needs it, and reset switches them back on', async () => {
    await setRateLimits(false);
    for (let attempt = 0; attempt < RATE_RULES.signIn.limit + 5; attempt += 1) expect((await signIn(PERSONA.dev, 'wrong-password')).status).toBe(400);
    await reset(url());
    expect(await (await fetch(`${url()}/_sandbox/rate-limits`)).json()).toEqual({ enabled: true });
  });

  it('limits sign-ups from one address and recovery mails to one mailbox', async () => {
    for (let attempt = 0; attempt < RATE_RULES.signUp.limit; attempt += 1) {
      expect((await auth('/signup', { email: `burst-${attempt}@sandbox.test`, password: 'long-enough-password' })).status).toBe(200);
    }
    await expectRateLimited(await auth('/signup', { email: 'one-more@sandbox.test', password: 'long-enough-password' }));
    for (let attempt = 0; attempt < RATE_RULES.recovery.limit; attempt += 1) expect((await auth('/recover', { email: PERSONA.dev })).status).toBe(200);
    await expectRateLimited(await auth('/recover', { email: PERSONA.dev }));
    const mails = (await (await fetch(`${url()}/_sandbox/mail.json?to=dev%40sandbox.test`)).json()) as unknown[];
    expect(mails).toHaveLength(RATE_RULES.recovery.limit);
  });

  it(`refuses key creation past ${RATE_RULES.keyCreation.limit} a minute and creates nothing for it`, async () => {
    const { token } = await signedIn(url());
    const call = api(url(), token);
    for (let index = 0; index < RATE_RULES.keyCreation.limit; index += 1) {
      const created = await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: `burst ${index}` }) });
      expect(created.status).toBe(201);
      // Deleted straight away, so the active-key limit is never what stops it.
      expect((await call(`/v1/api-keys/${(await created.json()).id}`, { method: 'DELETE' })).ok).toBe(true);
    }
    await expectRateLimited(await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'one too many' }) }));
    const { keys } = await (await call('/v1/api-keys')).json();
    expect(keys.map((key: { name: string }) => key.name)).not.toContain('one too many');
  });
});

describe('tokens', () => {
  async function claimsOfDev() {
    const { token } = await signedIn(url());
    const [header, payload] = token.split('.');
    return { header: JSON.parse(Buffer.from(header!, 'base64url').toString()), claims: JSON.parse(Buffer.from(payload!, 'base64url').toString()) };
  }

  async function expectRefused(token: string): Promise<void> {
    expect((await api(url(), token)('/v1/profile/access')).status).toBe(401);
    const user = await fetch(`${url()}/auth/v1/user`, { headers: { apikey: SANDBOX_ANON_KEY, authorization: `Bearer ${token}` } });
    expect(user.status).toBe(403);
    expect((await user.json()).code).toBe('bad_jwt');
  }

  it("refuses alg 'none' with the user's own claims", async () => {
    const { claims } = await claimsOfDev();
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    await expectRefused(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`);
  });

  it('refuses the same claims re-signed with HS256 using the public key as the secret', async () => {
    const { header, claims } = await claimsOfDev();
    const jwks = (await (await fetch(`${url()}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { x: string }[] };
    const secret = new TextEncoder().encode(JSON.stringify(jwks.keys[0]));
    await expectRefused(await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid: header.kid }).sign(secret));
  });

  it('refuses the same claims re-signed by another ES256 key under the same kid', async () => {
    const { header, claims } = await claimsOfDev();
    const { privateKey } = await generateKeyPair('ES256');
    await expectRefused(await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: header.kid }).sign(privateKey));
  });

  it('refuses a token whose expiry has passed, however valid its signature', async () => {
    const { claims } = await claimsOfDev();
    const expired = await sandbox().ctx.signer.sign({ ...claims, exp: undefined, iat: undefined }, -10);
    await expectRefused(expired);
  });
});

describe('ownership', () => {
  it("never shows, deletes or authenticates another user's key", async () => {
    const dev = await apiAs(url());
    const created = await (await dev('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'dev only' }) })).json();
    const other = await apiAs(url(), PERSONA.new);
    const { keys } = await (await other('/v1/api-keys')).json();
    expect(keys.map((key: { id: string }) => key.id)).not.toContain(created.id);
    expect((await other(`/v1/api-keys/${created.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await whoamiWith(url(), created.id, `${created.secret}x`)).status).toBe(401);
    expect((await whoamiWith(url(), created.id, created.secret)).status).toBe(200);
  });

  it.each(['../etc', 'forecasts/../../etc', '..%2F..', '%2e%2e', 'forecasts\\..', 'a\u0000b'])('refuses the file path %j', async (path) => {
    const dev = await apiAs(url());
    expect((await dev(`/v1/files/browse?path=${encodeURIComponent(path)}`)).status).toBe(400);
  });

  it('serves no raw file outside the tree', async () => {
    for (const path of ['/files/..%2Fpackage.json', '/files/%2e%2e/%2e%2e/package.json', '/files/forecasts/..%5C..%5Cpackage.json']) {
      expect([400, 404]).toContain((await fetch(`${url()}${path}`)).status);
    }
  });
});

describe('secret comparison', () => {
  it('is equal only for the same secret, whatever the lengths', () => {
    expect(safeEqual('jsk_same', 'jsk_same')).toBe(true);
    expect(safeEqual('jsk_same', 'jsk_samf')).toBe(false);
    expect(safeEqual('jsk_same', 'jsk_same_but_longer')).toBe(false);
    expect(safeEqual('', 'x')).toBe(false);
  });
});

/** A raw HTTP request, for headers fetch does not let a caller set (Host). */
function rawRequest(path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<{ status: number; body: string }> {
  const target = new URL(url());
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: target.hostname, port: target.port, path, method, headers }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const devBalance = async () => ((await (await (await apiAs(url(), PERSONA.dev))('/v1/billing/api-credits/balance')).json()) as { balance: number }).balance;

describe('the control API answers direct callers on this machine only', () => {
  it('refuses another site’s page in the developer’s browser: a foreign Origin, and a text/plain body (a form any site may send)', async () => {
    const before = await devBalance();
    const crossSite = await fetch(`${url()}/_sandbox/usage`, {
      method: 'POST',
      headers: { origin: 'https://attacker.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ email: PERSONA.dev, tokens: 1_000, cost_cents: 500 }),
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ type: 'control_foreign_origin' });
    const plain = await fetch(`${url()}/_sandbox/usage`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ email: PERSONA.dev, tokens: 1_000, cost_cents: 500 }) });
    expect(plain.status).toBe(403);
    expect(await plain.json()).toMatchObject({ type: 'control_not_json' });
    const reset = await fetch(`${url()}/_sandbox/reset`, { method: 'POST', headers: { origin: 'http://127.0.0.1:5173' } });
    expect(reset.status).toBe(403);
    // Nothing was metered.
    expect(await devBalance()).toBe(before);
  });

  it('refuses a request addressed to another host name (DNS rebinding) and one that came through a proxy', async () => {
    const rebound = await rawRequest('/_sandbox/mail.json', { host: 'attacker.example:54321' });
    expect(rebound.status).toBe(403);
    expect(JSON.parse(rebound.body)).toMatchObject({ type: 'control_foreign_host' });
    const proxied = await rawRequest('/_sandbox/mail.json', { host: new URL(url()).host, 'x-forwarded-for': '127.0.0.1' });
    expect(proxied.status).toBe(403);
    expect(JSON.parse(proxied.body)).toMatchObject({ type: 'control_proxied' });
  });

  it('still answers the journeys and the tests: JSON from no page, and the checkout page’s own form', async () => {
    expect((await rawRequest('/_sandbox/mail.json', { host: `localhost:${new URL(url()).port}` })).status).toBe(200);
    expect((await control(`${url()}/_sandbox/rate-limits`, 'PUT', { enabled: true })).status).toBe(200);
    const call = await apiAs(url(), PERSONA.new);
    const { checkout_url: checkoutUrl } = (await (await call('/v1/billing/api-credits/buy-more', { method: 'POST', body: JSON.stringify({ amount_in_cents: 1_000 }) })).json()) as { checkout_url: string };
    const foreignForm = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual', headers: { origin: 'https://attacker.example' }, body: new URLSearchParams({ card: '4242' }) });
    expect(foreignForm.status).toBe(403);
    const ownForm = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual', headers: { origin: new URL(url()).origin }, body: new URLSearchParams({ card: '4242' }) });
    expect(ownForm.status).toBe(303);
  });
});
