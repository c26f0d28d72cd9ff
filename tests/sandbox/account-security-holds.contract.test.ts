import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_ANON_KEY } from '../../packages/sandbox/src/server';
import { PERSONA, SANDBOX_PASSWORD } from '../../packages/sandbox/src/seed/persona-ids';
import { api, apiAs, chooseGoogleAccount, mailTo, reset, sandboxNow, signedIn, startSandboxForFile, supabaseFor, tokenOf, APP_URL } from './harness';
import { BERLIN, forecastWith, setRules, tailsClosedAfterEach } from './request-log-fixtures';
import { authCall as authCallTo, authCallFrom, awayFromStepEdge, enrolled, totpCode, untilCodeIsPast, withVerifiedFactor } from './second-factor';
import { shareOwnership } from './organization-fixtures';
import { buyCredits, createKey } from './spend-fixtures';

/**
 * What a security review of the second factor, sign-out, deletion and the request log found:
 * each finding, as the attacker sent it, refused.
 */
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
const openTail = tailsClosedAfterEach();
beforeEach(() => reset(url()));

const authCall = (token: string, path: string, method = 'POST', body?: unknown) => authCallTo(url(), token, path, method, body);
const codeOf = async (response: Response) => [response.status, ((await response.json()) as { code?: string }).code];
const typeOf = async (response: Response) => [response.status, ((await response.json()) as { type?: string }).type];
const newKey = (token: string) => api(url(), token)('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Attacker', expires_at: null }) });
/** Every code entered so far is older than the step-up window: a window of 0, and the clock past the code's second. */
async function staleFrom(token: string) {
  await setRules(url(), { step_up_max_age_seconds: 0 });
  await untilCodeIsPast(token);
}

describe('a stale session cannot buy its way back to a fresh code', () => {
  it('adds no factor, removes none, and changes neither password nor email until a code is entered again', async () => {
    const { token, factor } = await withVerifiedFactor(url());
    await staleFrom(token);
    expect(await typeOf(await newKey(token))).toEqual([403, 'insufficient_aal']);

    expect(await codeOf(await authCall(token, '/factors', 'POST', { factor_type: 'totp', friendly_name: 'Attacker' }))).toEqual([403, 'insufficient_aal']);
    expect(await codeOf(await authCall(token, `/factors/${factor.id}`, 'DELETE'))).toEqual([422, 'insufficient_aal']);
    expect(await codeOf(await authCall(token, '/user', 'PUT', { password: 'the-attackers-own' }))).toEqual([401, 'insufficient_aal']);
    expect(await codeOf(await authCall(token, '/user', 'PUT', { email: 'attacker@example.test' }))).toEqual([401, 'insufficient_aal']);
    const { rows } = await sandbox().ctx.db.query<{ count: number }>(
      'select count(*)::int as count from mfa_factors f join users u on u.id = f.user_id where u.email = $1',
      [PERSONA.dev],
    );
    expect(rows[0]!.count).toBe(1);
  });

  it('cannot turn on a factor it enrolled while fresh: the new factor’s first code would make the session fresh', async () => {
    const { client, token } = await withVerifiedFactor(url());
    const second = await enrolled(client, 'Second phone');
    await staleFrom(token);
    await awayFromStepEdge();
    const challenge = (await (await authCall(token, `/factors/${second.id}/challenge`)).json()) as { id: string };
    const verify = await authCall(token, `/factors/${second.id}/verify`, 'POST', { challenge_id: challenge.id, code: totpCode(second.totp.secret, sandboxNow()) });
    expect(await codeOf(verify)).toEqual([403, 'insufficient_aal']);
    expect(await typeOf(await newKey(token))).toEqual([403, 'insufficient_aal']);
  });

  it('lets each through again once a code from the verified factor is entered', async () => {
    const { client, token, factor } = await withVerifiedFactor(url());
    await staleFrom(token);
    await setRules(url(), { step_up_max_age_seconds: 600 });
    await awayFromStepEdge();
    const { data, error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret, sandboxNow(), -1) });
    expect(error).toBeNull();
    expect((await authCall(data!.access_token, '/factors', 'POST', { factor_type: 'totp', friendly_name: 'Second phone' })).status).toBe(200);
  });
});

describe('signed out means signed out', () => {
  it('refuses the provider API to a session signed out from another device, at once, saying so', async () => {
    const other = await signedIn(url());
    const { token } = await signedIn(url());
    expect((await fetch(`${url()}/auth/v1/logout?scope=others`, { method: 'POST', headers: { apikey: SANDBOX_ANON_KEY, authorization: `Bearer ${token}` } })).status).toBe(204);

    const call = api(url(), other.token);
    expect(await typeOf(await call('/v1/api-keys'))).toEqual([401, 'session_revoked']);
    expect(await typeOf(await newKey(other.token))).toEqual([401, 'session_revoked']);
    expect(await typeOf(await call('/v1/billing/api-credits/buy-more', { method: 'POST', body: JSON.stringify({ amount_in_cents: 1000 }) }))).toEqual([401, 'session_revoked']);
    expect((await api(url(), token)('/v1/api-keys')).status).toBe(200);
  });

  it('refuses it to the other sessions once the password changes, and to this one after its own sign-out', async () => {
    const other = await signedIn(url());
    const { token } = await signedIn(url());
    expect((await authCall(token, '/user', 'PUT', { password: 'a-new-password' })).status).toBe(200);
    expect(await typeOf(await api(url(), other.token)('/v1/api-keys'))).toEqual([401, 'session_revoked']);

    expect((await fetch(`${url()}/auth/v1/logout?scope=local`, { method: 'POST', headers: { apikey: SANDBOX_ANON_KEY, authorization: `Bearer ${token}` } })).status).toBe(204);
    expect(await typeOf(await api(url(), token)('/v1/api-keys'))).toEqual([401, 'session_revoked']);
  });

  it('ends a live tail opened before the sign-out, at once', async () => {
    const other = await signedIn(url());
    const { token } = await signedIn(url());
    const tail = openTail(url(), other.token);
    await tail.until('ready', 1);
    await fetch(`${url()}/auth/v1/logout?scope=others`, { method: 'POST', headers: { apikey: SANDBOX_ANON_KEY, authorization: `Bearer ${token}` } });
    const [end] = await tail.until('end', 1);
    expect(JSON.parse(end!.data)).toEqual({ reason: 'session_revoked' });
  });
});

describe('a deleted account stays deleted', () => {
  // dev owns the seeded organisation: with a second owner, they may delete their account.
  beforeEach(() => shareOwnership(url()));
  const deleteAccount = async (token: string) => expect((await api(url(), token)('/v1/account', { method: 'DELETE' })).status).toBe(204);
  const placeholder = async () => {
    const { rows } = await sandbox().ctx.db.query<{ email: string }>('select email from users where deleted_at is not null');
    return rows[0]!.email;
  };

  it('exchanges no code taken before the deletion, and ends the flows under way', async () => {
    const client = supabaseFor(url(), 'pkce');
    const { data } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${APP_URL}/callback`, skipBrowserRedirect: true } });
    const code = new URL(await chooseGoogleAccount(url(), data.url!, PERSONA.dev, 'Dev Sandbox')).searchParams.get('code')!;
    await deleteAccount((await signedIn(url())).token);

    const { data: exchanged, error } = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.session).toBeNull();
    expect(error?.code).toBe('flow_state_not_found');
    const { rows } = await sandbox().ctx.db.query<{ count: number }>('select count(*)::int as count from flow_states');
    expect(rows[0]!.count).toBe(0);
  });

  it('signs nobody in under its placeholder address, by password, link, recovery or Google, and mails it nothing', async () => {
    const { token, session } = await signedIn(url());
    await deleteAccount(token);
    const address = await placeholder();
    expect(address).toMatch(/@deleted\.invalid$/);

    const anonymous = supabaseFor(url());
    expect((await anonymous.auth.signInWithPassword({ email: address, password: SANDBOX_PASSWORD })).error?.status).toBe(400);
    expect((await anonymous.auth.signInWithOtp({ email: address })).error?.status).toBe(400);
    expect((await anonymous.auth.resetPasswordForEmail(address)).error?.status).toBe(400);
    expect((await anonymous.auth.signUp({ email: address, password: 'a-password' })).error?.status).toBe(400);
    const chooser = await fetch(`${url()}/auth/v1/authorize/google/choose`, { method: 'POST', body: new URLSearchParams({ email: address, name: 'Nobody' }), redirect: 'manual' });
    expect(chooser.status).toBe(400);
    const refreshed = await fetch(`${url()}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: SANDBOX_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(refreshed.status).toBe(400);
    expect(await mailTo(url(), address)).toEqual([]);
  });

  it('pays no checkout opened before the deletion, and writes no receipt for the forfeited balance', async () => {
    const { token } = await signedIn(url());
    const checkout = await buyCredits(api(url(), token), 5_000);
    await deleteAccount(token);

    const paid = await checkout.pay();
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).not.toContain('payment=success');
    const { rows } = await sandbox().ctx.db.query<{ count: number; balance: number }>(
      `select (select count(*)::int from credit_purchases p where p.account_id = u.id and p.idempotency_key like 'checkout:%') as count, a.balance_cents::int as balance
         from users u join accounts a on a.id = u.id where u.deleted_at is not null`,
    );
    expect(rows[0]).toEqual({ count: 0, balance: 0 });
    expect(await (await fetch(checkout.checkoutUrl)).text()).toContain('This checkout is cancelled.');
  });

  it('ends a live tail opened before the deletion, saying why', async () => {
    const { token } = await signedIn(url());
    const tail = openTail(url(), token);
    await tail.until('ready', 1);
    await deleteAccount(token);
    const [end] = await tail.until('end', 1);
    expect(JSON.parse(end!.data)).toEqual({ reason: 'account_deleted' });
  });
});

describe('no account taken over through Google', () => {
  it('links no Google account to an address someone signed up with and never confirmed: their password opens nothing', async () => {
    const victim = 'victim@example.test';
    const attacker = supabaseFor(url());
    const { data: signUp } = await attacker.auth.signUp({ email: victim, password: 'the-attackers-password', options: { data: { full_name: 'Attacker' } } });
    const [confirmation] = await mailTo(url(), victim);

    const client = supabaseFor(url(), 'pkce');
    const { data } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${APP_URL}/callback`, skipBrowserRedirect: true } });
    const code = new URL(await chooseGoogleAccount(url(), data.url!, victim, 'Victor Victim')).searchParams.get('code')!;
    const { data: google, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(google.user?.id).not.toBe(signUp.user?.id);
    expect(google.user?.user_metadata.full_name).toBe('Victor Victim');
    expect(google.user?.identities?.map((identity) => identity.provider)).toEqual(['google']);

    const signIn = await supabaseFor(url()).auth.signInWithPassword({ email: victim, password: 'the-attackers-password' });
    expect(signIn.error?.code).toBe('invalid_credentials');
    const link = await fetch(`${url()}/auth/v1/verify?token=${tokenOf(confirmation!.link)}&type=signup&redirect_to=${encodeURIComponent(`${APP_URL}/login`)}`, { redirect: 'manual' });
    expect(link.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('still links Google to an account whose address its owner confirmed', async () => {
    const { data } = await supabaseFor(url(), 'pkce').auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${APP_URL}/callback`, skipBrowserRedirect: true } });
    await chooseGoogleAccount(url(), data.url!, PERSONA.dev, 'Dev Sandbox');
    const { rows } = await sandbox().ctx.db.query<{ providers: string[] }>('select providers from users where email = $1', [PERSONA.dev]);
    expect(rows[0]!.providers).toEqual(['email', 'google']);
  });
});

describe('whoever signs up first keeps nothing', () => {
  const victim = 'victim@example.test';
  /** Follows an emailed sign-up link as the address's owner does. */
  const confirm = (link: string) => fetch(`${url()}/auth/v1/verify?token=${tokenOf(link)}&type=signup&redirect_to=${encodeURIComponent(`${APP_URL}/login`)}`, { redirect: 'manual' });
  const signInWith = async (password: string) => (await supabaseFor(url()).auth.signInWithPassword({ email: victim, password })).error?.code ?? 'signed_in';

  it('gives the account to the one who confirms: a stranger’s earlier sign-up leaves no password behind', async () => {
    await supabaseFor(url()).auth.signUp({ email: victim, password: 'the-attackers-password' });
    await supabaseFor(url()).auth.signUp({ email: victim, password: 'the-victims-password', options: { data: { full_name: 'Victor Victim' } } });
    const [own] = await mailTo(url(), victim);
    expect((await confirm(own!.link)).headers.get('location')).toContain('access_token=');
    expect(await signInWith('the-victims-password')).toBe('signed_in');
    expect(await signInWith('the-attackers-password')).toBe('invalid_credentials');
  });

  it('keeps the password of the sign-up whose link was followed, even when a stranger signed up after it', async () => {
    await supabaseFor(url()).auth.signUp({ email: victim, password: 'the-victims-password' });
    const [own] = await mailTo(url(), victim);
    await supabaseFor(url()).auth.signUp({ email: victim, password: 'the-attackers-password' });
    expect((await confirm(own!.link)).headers.get('location')).toContain('access_token=');
    expect(await signInWith('the-victims-password')).toBe('signed_in');
    expect(await signInWith('the-attackers-password')).toBe('invalid_credentials');
    // The stranger's link, mailed to the victim too, confirms nothing more.
    const [strangers] = await mailTo(url(), victim);
    expect((await confirm(strangers!.link)).headers.get('location')).toContain('error_code=otp_expired');
    expect(await signInWith('the-victims-password')).toBe('signed_in');
  });

  it('keeps no password a stranger set when the owner confirms the address another way (a magic link)', async () => {
    await supabaseFor(url()).auth.signUp({ email: victim, password: 'the-attackers-password' });
    await supabaseFor(url()).auth.signInWithOtp({ email: victim });
    const [magic] = await mailTo(url(), victim);
    expect(magic!.type).toBe('magiclink');
    const landed = await fetch(`${url()}/auth/v1/verify?token=${tokenOf(magic!.link)}&type=magiclink&redirect_to=${encodeURIComponent(`${APP_URL}/login`)}`, { redirect: 'manual' });
    expect(landed.headers.get('location')).toContain('access_token=');
    expect(await signInWith('the-attackers-password')).toBe('invalid_credentials');
  });

  it('lets someone invited before they signed up sign up with their own password', async () => {
    const owner = await apiAs(url(), PERSONA.dev);
    const { organizations } = (await (await owner('/v1/organizations')).json()) as { organizations: { id: string }[] };
    const invited = await owner(`/v1/organizations/${organizations[0]!.id}/invitations`, { method: 'POST', body: JSON.stringify({ email: victim, role: 'developer' }) });
    expect(invited.status).toBe(201);
    await supabaseFor(url()).auth.signUp({ email: victim, password: 'the-victims-password' });
    const [signUp] = (await mailTo(url(), victim)).filter((mail) => mail.type === 'signup');
    expect((await confirm(signUp!.link)).headers.get('location')).toContain('access_token=');
    expect(await signInWith('the-victims-password')).toBe('signed_in');
  });
});

describe('guessing a code does not pay', () => {
  /** A challenge for the factor, and a code that is surely wrong now. */
  async function challengeOf(token: string, factorId: string, secret: string) {
    const challenge = (await (await authCall(token, `/factors/${factorId}/challenge`)).json()) as { id: string };
    const right = totpCode(secret, sandboxNow());
    return { id: challenge.id, right, wrong: right === '000000' ? '111111' : '000000' };
  }

  it('kills a challenge after three wrong codes: the right one no longer works on it', async () => {
    const { token, factor } = await withVerifiedFactor(url());
    await awayFromStepEdge();
    const challenge = await challengeOf(token, factor.id, factor.totp.secret);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await codeOf(await authCall(token, `/factors/${factor.id}/verify`, 'POST', { challenge_id: challenge.id, code: challenge.wrong }))).toEqual([422, 'mfa_verification_failed']);
    }
    const right = await authCall(token, `/factors/${factor.id}/verify`, 'POST', { challenge_id: challenge.id, code: totpCode(factor.totp.secret, sandboxNow(), 1) });
    expect(await codeOf(right)).toEqual([422, 'mfa_challenge_expired']);
  });

  it('takes ten wrong codes for a factor an hour, from any number of addresses, then not even the right one, and tells the owner', async () => {
    const { token, factor } = await withVerifiedFactor(url());
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const from = `127.0.0.${2 + (attempt % 5)}`;
      const { id } = await challengeOf(token, factor.id, factor.totp.secret);
      const answer = await authCallFrom(from, url(), token, `/factors/${factor.id}/verify`, 'POST', { challenge_id: id, code: 'abcdef' });
      expect([answer.status, answer.json.code]).toEqual([422, 'mfa_verification_failed']);
    }
    await awayFromStepEdge();
    const { id, right } = await challengeOf(token, factor.id, factor.totp.secret);
    const refused = await authCallFrom('127.0.0.9', url(), token, `/factors/${factor.id}/verify`, 'POST', { challenge_id: id, code: right });
    expect([refused.status, refused.json.code]).toEqual([429, 'over_request_rate_limit']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await mailTo(url(), PERSONA.dev)).filter((mail) => mail.type === 'wrong_codes')).toHaveLength(1);
  });

  describe('the emailed re-authentication code', () => {
    const changePassword = (token: string, nonce: string, password = 'a-new-password') => authCall(token, '/user', 'PUT', { password, nonce });
    async function emailedCode(token: string) {
      expect((await authCall(token, '/reauthenticate', 'GET')).status).toBe(200);
      const [mail] = await mailTo(url(), PERSONA.dev);
      return (mail as unknown as { code: string }).code;
    }
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

    it('is checked before the password is: a wrong code with the current password is a wrong code', async () => {
      await setRules(url(), { reauthentication_after_seconds: 0 });
      const { token } = await signedIn(url());
      const code = await emailedCode(token);
      expect(await codeOf(await changePassword(token, wrongFor(code), SANDBOX_PASSWORD))).toEqual([422, 'reauthentication_not_valid']);
    });

    it('dies after three wrong tries', async () => {
      await setRules(url(), { reauthentication_after_seconds: 0 });
      const { token } = await signedIn(url());
      const code = await emailedCode(token);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect(await codeOf(await changePassword(token, wrongFor(code)))).toEqual([422, 'reauthentication_not_valid']);
      }
      expect(await codeOf(await changePassword(token, code))).toEqual([422, 'reauthentication_not_valid']);
    });

    it('takes ten wrong tries a user an hour, whichever codes they were for', async () => {
      await setRules(url(), { reauthentication_after_seconds: 0 });
      const { token } = await signedIn(url());
      await emailedCode(token);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const answer = await authCallFrom(`127.0.0.${2 + (attempt % 5)}`, url(), token, '/user', 'PUT', { password: 'a-new-password', nonce: 'nope' });
        expect([answer.status, answer.json.code]).toEqual([422, 'reauthentication_not_valid']);
      }
      // A fresh code (the sandbox's mail limit waived) is refused as well while the hour lasts.
      await sandbox().ctx.db.query('update users set reauthentication_sent_at = null');
      const fresh = await emailedCode(token);
      const refused = await changePassword(token, fresh);
      expect(await codeOf(refused)).toEqual([429, 'over_request_rate_limit']);
    });
  });
});

describe('bad input is refused, not a 500', () => {
  it.each([['2147483648'], ['9'.repeat(30)], ['-1'], ['48.5']])('answers steps=%s with 400 invalid_steps, logged like every refusal', async (steps) => {
    const call = api(url(), (await signedIn(url())).token);
    const key = await createKey(call, 'Numbers');
    const response = await forecastWith(url(), key, { ...BERLIN, steps });
    expect(await typeOf(response)).toEqual([400, 'invalid_steps']);
    const log = (await (await call(`/v1/requests?key_id=${key.id}`)).json()) as { requests: { outcome: string; steps: number | null }[] };
    expect(log.requests).toEqual([expect.objectContaining({ outcome: 'invalid_steps', steps: null })]);
  });

  it('reads a coordinate too long to be a number as unreadable, not as infinity', async () => {
    const key = await createKey(api(url(), (await signedIn(url())).token), 'Numbers');
    const response = await forecastWith(url(), key, { ...BERLIN, lat: '9'.repeat(400) });
    expect(await typeOf(response)).toEqual([400, 'invalid_request']);
  });

  it.each([
    ['/v1/billing/api-credits/buy-more', 'POST', { amount_in_cents: 2 ** 63 }],
    ['/v1/billing/api-credits/alert', 'PUT', { threshold_cents: 2 ** 53 }],
    ['/v1/billing/api-credits/auto-recharge', 'PUT', { enabled: false, threshold_cents: 2 ** 31, amount_cents: 1000, monthly_limit_cents: 10000 }],
  ])('refuses an amount past every limit on %s with 400', async (path, method, body) => {
    const call = api(url(), (await signedIn(url())).token);
    expect((await call(path, { method, body: JSON.stringify(body) })).status).toBe(400);
  });

  it.each([['limit=2147483648'], ['cursor=99999999999999999999'], ['days=2147483648']])('refuses %s in a list with 400', async (query) => {
    const call = api(url(), (await signedIn(url())).token);
    const path = query.startsWith('days') ? '/v1/billing/api-credits/usage' : '/v1/requests';
    expect((await call(`${path}?${query}`)).status).toBe(400);
  });
});

describe('what the Google chooser shows', () => {
  it('lists no user’s address to whoever opens it', async () => {
    const linked = 'someones.google@example.test';
    await chooseGoogleAccount(url(), `${url()}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${APP_URL}/login`)}`, linked, 'Someone');
    const page = await (await fetch(`${url()}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${APP_URL}/login`)}`)).text();
    expect(page).toContain('Choose an account');
    expect(page).not.toContain(linked);
    expect(page).not.toContain(PERSONA.dev);
  });
});
