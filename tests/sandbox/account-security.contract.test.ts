import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_ANON_KEY } from '../../packages/sandbox/src/server';
import { ORGANIZATION, PERSONA, SANDBOX_PASSWORD } from '../../packages/sandbox/src/seed/persona-ids';
import { api, control, fragmentOf, mailTo, reset, sandboxNow, signedIn, startSandboxForFile, supabaseFor, tokenOf, whoamiWith, APP_URL } from './harness';
import { authCall as authCallTo, awayFromStepEdge, claimsOf, totpCode, withVerifiedFactor } from './second-factor';
import { shareOwnership } from './organization-fixtures';

const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

const authCall = (token: string, path: string, method = 'POST', body?: unknown) => authCallTo(url(), token, path, method, body);

/** Every session is older than the re-authentication window: a password change needs the emailed code. */
const reauthenticationAlways = () => control(`${url()}/_sandbox/settings`, 'PATCH', { reauthentication_after_seconds: 0 });

describe('changing the password while signed in', () => {
  it('changes it at once in a fresh session, ends the other sessions and mails a notice', async () => {
    const other = await signedIn(url());
    const { token } = await signedIn(url());
    const response = await authCall(token, '/user', 'PUT', { password: 'a-new-password' });
    expect(response.status).toBe(200);
    expect((await authCall(token, '/user', 'GET')).status).toBe(200);
    expect((await authCall(other.token, '/user', 'GET')).status).toBe(403);
    const signIn = await supabaseFor(url()).auth.signInWithPassword({ email: PERSONA.dev, password: 'a-new-password' });
    expect(signIn.error).toBeNull();
    expect((await mailTo(url(), PERSONA.dev)).map((mail) => mail.type)).toContain('password_changed');
  });

  it('asks for the emailed code in an older session, refuses a wrong one, and takes the right one once', async () => {
    await reauthenticationAlways();
    const { token } = await signedIn(url());
    const without = await authCall(token, '/user', 'PUT', { password: 'a-new-password' });
    expect([without.status, (await without.json()).code]).toEqual([400, 'reauthentication_needed']);

    expect(await (await authCall(token, '/reauthenticate', 'GET')).json()).toEqual({});
    const [mail] = await mailTo(url(), PERSONA.dev);
    expect(mail).toMatchObject({ type: 'reauthentication', code: expect.stringMatching(/^\d{6}$/) });
    const code = (mail as unknown as { code: string }).code;

    const wrong = await authCall(token, '/user', 'PUT', { password: 'a-new-password', nonce: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, (await wrong.json()).code]).toEqual([422, 'reauthentication_not_valid']);
    expect((await authCall(token, '/user', 'PUT', { password: 'a-new-password', nonce: code })).status).toBe(200);
    const again = await authCall(token, '/user', 'PUT', { password: 'another-new-password', nonce: code });
    expect([again.status, (await again.json()).code]).toEqual([422, 'reauthentication_not_valid']);
  });

  it('mails one code a minute: a second request at once is over the send rate limit', async () => {
    const { token } = await signedIn(url());
    expect((await authCall(token, '/reauthenticate', 'GET')).status).toBe(200);
    const soon = await authCall(token, '/reauthenticate', 'GET');
    expect(soon.status).toBe(429);
    expect((await soon.json()).code).toBe('over_email_send_rate_limit');
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses the same password and a weak one', async () => {
    const { token } = await signedIn(url());
    const same = await authCall(token, '/user', 'PUT', { password: SANDBOX_PASSWORD });
    expect([same.status, (await same.json()).code]).toEqual([422, 'same_password']);
    const weak = await authCall(token, '/user', 'PUT', { password: 'abc' });
    expect([weak.status, (await weak.json()).code]).toEqual([422, 'weak_password']);
  });

  it('needs aal2 to change the password or email once a factor is verified', async () => {
    await withVerifiedFactor(url());
    const { token } = await signedIn(url());
    for (const change of [{ password: 'a-new-password' }, { email: 'elsewhere@example.test' }]) {
      const response = await authCall(token, '/user', 'PUT', change);
      expect([response.status, (await response.json()).code]).toEqual([401, 'insufficient_aal']);
    }
  });
});

describe('changing the email address', () => {
  /** Follows an email-change link as the dashboard's interstitial does. */
  async function follow(link: string) {
    const response = await fetch(`${url()}/v1/profile/email-interstitial`, {
      method: 'POST',
      body: new URLSearchParams({ token: tokenOf(link), type: 'email_change', redirect_to: `${APP_URL}/account` }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return fragmentOf(response.headers.get('location'));
  }

  it('mails both addresses, shows the pending address, and changes it after both links', async () => {
    const { token } = await signedIn(url());
    const user = await (await authCall(token, '/user', 'PUT', { email: 'New.Address@Example.test' })).json();
    expect(user).toMatchObject({ email: PERSONA.dev, new_email: 'new.address@example.test', email_change_sent_at: expect.any(String) });

    const [toNew] = await mailTo(url(), 'new.address@example.test');
    const [toCurrent] = await mailTo(url(), PERSONA.dev);
    expect(toNew?.link).toMatch(new RegExp(`^${APP_URL}/login/email-change\\?token=`));
    expect(toCurrent?.type).toBe('email_change_current');

    expect(await follow(toNew!.link)).toEqual({ message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email' });
    expect((await (await authCall(token, '/user', 'GET')).json()).email).toBe(PERSONA.dev);

    const second = await follow(toCurrent!.link);
    expect(second.type).toBe('email_change');
    expect(claimsOf(second.access_token!).amr[0]?.method).toBe('email_change');
    expect((await (await authCall(token, '/user', 'GET')).json()).email).toBe('new.address@example.test');
    expect((await mailTo(url(), PERSONA.dev)).map((mail) => mail.type)).toContain('email_changed');
    const signIn = await supabaseFor(url()).auth.signInWithPassword({ email: 'new.address@example.test', password: SANDBOX_PASSWORD });
    expect(signIn.error).toBeNull();
  });

  it('refuses an address another account has, and a second change within a minute', async () => {
    const { token } = await signedIn(url());
    const taken = await authCall(token, '/user', 'PUT', { email: PERSONA.enterprise });
    expect([taken.status, (await taken.json()).code]).toEqual([422, 'email_exists']);
    expect((await authCall(token, '/user', 'PUT', { email: 'first@example.test' })).status).toBe(200);
    const soon = await authCall(token, '/user', 'PUT', { email: 'second@example.test' });
    expect([soon.status, (await soon.json()).code]).toEqual([429, 'over_email_send_rate_limit']);
  });
});

describe('sign-out scopes', () => {
  it('signs out every other session and keeps this one (scope others)', async () => {
    const other = await signedIn(url());
    const { token } = await signedIn(url());
    expect((await fetch(`${url()}/auth/v1/logout?scope=others`, { method: 'POST', headers: { apikey: SANDBOX_ANON_KEY, authorization: `Bearer ${token}` } })).status).toBe(204);
    expect((await authCall(token, '/user', 'GET')).status).toBe(200);
    expect((await authCall(other.token, '/user', 'GET')).status).toBe(403);
  });
});

describe('step-up on the provider API', () => {
  const createKey = (token: string) => api(url(), token)('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Stepped up', expires_at: null }) });

  it('asks nothing of a user without a verified factor', async () => {
    const { token } = await signedIn(url());
    expect((await createKey(token)).status).toBe(201);
  });

  it('refuses an aal1 session of a user with a factor, saying what is needed', async () => {
    await withVerifiedFactor(url());
    const { token } = await signedIn(url());
    const response = await createKey(token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ type: 'insufficient_aal', required_aal: 'aal2', max_age_seconds: 600 });
  });

  it('lets an aal2 session with a fresh code through, and refuses one whose code is older than ten minutes', async () => {
    const { token, client, factor } = await withVerifiedFactor(url());
    expect((await createKey(token)).status).toBe(201);

    // Eleven minutes later (the session's code dated back), the same session needs a new code.
    await sandbox().ctx.db.query(
      `update sessions set amr = jsonb_set(amr, '{0,timestamp}', to_jsonb(extract(epoch from sandbox_now())::bigint - 660)) where aal = 'aal2'`,
    );
    const { data } = await client.auth.refreshSession();
    const stale = await createKey(data.session!.access_token);
    expect(stale.status).toBe(403);

    await awayFromStepEdge();
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret, sandboxNow(), -1) });
    expect(verified.error).toBeNull();
    expect((await createKey(verified.data!.access_token)).status).toBe(201);
  });

  it('guards buying credits, auto-recharge on, and raising or removing a cap, not lowering one or turning recharge off', async () => {
    const { token: aal2 } = await withVerifiedFactor(url());
    const key = (await (await api(url(), aal2)('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Capped', expires_at: null, monthly_spend_cap_cents: 1000 }) })).json()) as { id: string };
    const call = api(url(), (await signedIn(url())).token);
    const status = async (path: string, method: string, body: unknown) => (await call(path, { method, body: JSON.stringify(body) })).status;

    expect(await status('/v1/billing/api-credits/buy-more', 'POST', { amount_in_cents: 1000 })).toBe(403);
    expect(await status(`/v1/api-keys/${key.id}`, 'PATCH', { monthly_spend_cap_cents: 2000 })).toBe(403);
    expect(await status(`/v1/api-keys/${key.id}`, 'PATCH', { monthly_spend_cap_cents: null })).toBe(403);
    expect(await status(`/v1/api-keys/${key.id}`, 'PATCH', { monthly_spend_cap_cents: 500 })).toBe(200);
    const settings = { threshold_cents: 500, amount_cents: 2000, monthly_limit_cents: 10000 };
    expect(await status('/v1/billing/api-credits/auto-recharge/setup', 'POST', settings)).toBe(403);
    expect(await status('/v1/billing/api-credits/auto-recharge', 'PUT', { enabled: true, ...settings })).toBe(403);
    expect(await status('/v1/billing/api-credits/auto-recharge', 'PUT', { enabled: false, ...settings })).toBe(200);
  });
});

describe('deleting the account', () => {
  it('needs a fresh step-up when a factor is verified', async () => {
    await withVerifiedFactor(url());
    const { token } = await signedIn(url());
    expect((await api(url(), token)('/v1/account', { method: 'DELETE' })).status).toBe(403);
  });

  it('refuses the only owner of an organisation, naming it, and deletes nothing', async () => {
    const { token } = await signedIn(url());
    const refused = await api(url(), token)('/v1/account', { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ type: 'sole_owner', organizations: [{ slug: ORGANIZATION.slug }] });
    expect((await api(url(), token)('/v1/api-keys')).status).toBe(200);
  });

  it('stops its keys, ends its sessions, refuses its sign-in, keeps its receipts, and mails the old address', async () => {
    await shareOwnership(url());
    const { token } = await signedIn(url());
    const call = api(url(), token);
    const key = (await (await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Last key', expires_at: null }) })).json()) as { id: string; secret: string };
    expect((await whoamiWith(url(), key.id, key.secret)).status).toBe(200);
    const { rows: before } = await sandbox().ctx.db.query<{ count: number }>('select count(*)::int as count from credit_purchases');

    expect((await call('/v1/account', { method: 'DELETE' })).status).toBe(204);
    expect((await whoamiWith(url(), key.id, key.secret)).status).toBe(401);
    expect((await authCall(token, '/user', 'GET')).status).toBe(403);
    expect((await call('/v1/api-keys')).status).toBe(401);
    const signIn = await supabaseFor(url()).auth.signInWithPassword({ email: PERSONA.dev, password: SANDBOX_PASSWORD });
    expect(signIn.error?.code).toBe('invalid_credentials');
    const { rows: after } = await sandbox().ctx.db.query<{ count: number }>('select count(*)::int as count from credit_purchases');
    expect(after[0]!.count).toBe(before[0]!.count);
    expect((await mailTo(url(), PERSONA.dev)).map((mail) => mail.type)).toContain('account_deleted');
  });
});
