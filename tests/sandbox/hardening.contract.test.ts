import { generateKeyPair, SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { safeEqual } from '../../packages/sandbox/src/auth/crypto';
import { RATE_RULES } from '../../packages/sandbox/src/http/rate-limit';
import { SANDBOX_ANON_KEY } from '../../packages/sandbox/src/server';
import { api, APP_URL, apiAs, reset, SANDBOX_PASSWORD, signedIn, startSandboxForFile, whoamiWith } from './harness';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';

/** The sandbox holds like a real provider would (SECURITY.md, "Sandbox hardening"). */
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

const auth = (path: string, body: object) =>
  fetch(`${url()}/auth/v1${path}`, { method: 'POST', headers: { apikey: SANDBOX_ANON_KEY, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const signIn = (email: string, password: string) => auth('/token?grant_type=password', { email, password });
const setRateLimits = (enabled: boolean) => fetch(`${url()}/_sandbox/rate-limits`, { method: 'PUT', body: JSON.stringify({ enabled }) });

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
