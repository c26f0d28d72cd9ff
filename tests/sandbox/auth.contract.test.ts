import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_ANON_KEY } from '../../packages/sandbox/src/server';
import { APP_URL, chooseGoogleAccount, control, fragmentOf, mailTo, reset, SANDBOX_PASSWORD, signedIn, startSandboxForFile, supabaseFor, tokenOf, untilExpired } from './harness';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';

const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

/** Follows an email link the way the dashboard's interstitial does: a form post, then the 303. */
async function followInterstitial(link: string, type: string, redirectTo = `${APP_URL}/login`) {
  const response = await fetch(`${url()}/v1/profile/email-interstitial`, {
    method: 'POST',
    body: new URLSearchParams({ token: tokenOf(link), type, redirect_to: redirectTo }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

describe('sign-up and confirmation', () => {
  it('signs up without a session, mails a confirmation link, and the link signs the user in', async () => {
    const client = supabaseFor(url());
    const { data, error } = await client.auth.signUp({ email: 'Fresh@Example.test', password: 'a-good-password', options: { emailRedirectTo: `${APP_URL}/login` } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe('fresh@example.test');

    const before = await client.auth.signInWithPassword({ email: 'fresh@example.test', password: 'a-good-password' });
    expect(before.error?.code).toBe('email_not_confirmed');

    const [mail] = await mailTo(url(), 'fresh@example.test');
    expect(mail?.link).toMatch(new RegExp(`^${APP_URL}/login/confirm\\?token=`));
    const location = await followInterstitial(mail!.link, 'signup');
    const fragment = fragmentOf(location);
    expect(location).toMatch(new RegExp(`^${APP_URL}/login#`));
    expect(fragment.type).toBe('signup');

    const { data: session, error: setError } = await client.auth.setSession({ access_token: fragment.access_token!, refresh_token: fragment.refresh_token! });
    expect(setError).toBeNull();
    expect(session.user?.email_confirmed_at).toBeTruthy();
    const after = await supabaseFor(url()).auth.signInWithPassword({ email: 'fresh@example.test', password: 'a-good-password' });
    expect(after.error).toBeNull();
  });

  it('gives new sign-ups a free trial with self sign-up, credits and key access', async () => {
    await supabaseFor(url()).auth.signUp({ email: 'trial@example.test', password: 'a-good-password' });
    const [mail] = await mailTo(url(), 'trial@example.test');
    const fragment = fragmentOf(await followInterstitial(mail!.link, 'signup'));
    const access = await (await fetch(`${url()}/v1/profile/access`, { headers: { authorization: `Bearer ${fragment.access_token}` } })).json();
    expect(access).toMatchObject({ role: 'user:free', is_in_trial: true, trial_duration: 14, features: ['self_sign_up', 'billing_credits'], permissions: { 'read:api_keys': ['*'] } });
  });

  it('a used confirmation link sends the error hash back', async () => {
    await supabaseFor(url()).auth.signUp({ email: 'twice@example.test', password: 'a-good-password' });
    const [mail] = await mailTo(url(), 'twice@example.test');
    await followInterstitial(mail!.link, 'signup');
    const fragment = fragmentOf(await followInterstitial(mail!.link, 'signup'));
    expect(fragment).toEqual({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' });
  });

  it('answers a duplicate sign-up of a confirmed address with a user without identities, and mails nothing', async () => {
    const { data, error } = await supabaseFor(url()).auth.signUp({ email: PERSONA.dev, password: 'whatever-123' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(await mailTo(url(), PERSONA.dev)).toHaveLength(0);
  });

  it('refuses a weak password with weak_password', async () => {
    const { error } = await supabaseFor(url()).auth.signUp({ email: 'weak@example.test', password: '123' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
  });
});

describe('password sign-in', () => {
  it('signs in a persona with a session the client keeps', async () => {
    const { client } = await signedIn(url());
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(PERSONA.dev);
    expect(data.user?.user_metadata.full_name).toBe('Dev Sandbox');
  });

  it('refuses a wrong password with invalid_credentials', async () => {
    const { error } = await supabaseFor(url()).auth.signInWithPassword({ email: PERSONA.dev, password: 'nope' });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('answers an unknown address the same way as a wrong password', async () => {
    const { error } = await supabaseFor(url()).auth.signInWithPassword({ email: 'nobody@example.test', password: 'nope' });
    expect(error?.code).toBe('invalid_credentials');
  });
});

describe('recovery', () => {
  it('mails a recovery link that signs in, lets the user set a new password, and only the new one works', async () => {
    const client = supabaseFor(url());
    expect((await client.auth.resetPasswordForEmail(PERSONA.dev, { redirectTo: `${APP_URL}/login` })).error).toBeNull();
    const [mail] = await mailTo(url(), PERSONA.dev);
    expect(mail?.link).toMatch(/\/login\/recover\?token=/);

    const verify = await fetch(`${url()}/auth/v1/verify?token=${tokenOf(mail!.link)}&type=recovery&redirect_to=${encodeURIComponent(`${APP_URL}/login?action=update_password`)}`, { redirect: 'manual' });
    expect(verify.status).toBe(303);
    const fragment = fragmentOf(verify.headers.get('location'));
    expect(fragment.type).toBe('recovery');
    await client.auth.setSession({ access_token: fragment.access_token!, refresh_token: fragment.refresh_token! });
    expect((await client.auth.updateUser({ password: 'brand-new-password' })).error).toBeNull();

    expect((await supabaseFor(url()).auth.signInWithPassword({ email: PERSONA.dev, password: SANDBOX_PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await supabaseFor(url()).auth.signInWithPassword({ email: PERSONA.dev, password: 'brand-new-password' })).error).toBeNull();
  });

  it('answers an unknown address with success and mails nothing', async () => {
    expect((await supabaseFor(url()).auth.resetPasswordForEmail('ghost@example.test')).error).toBeNull();
    expect(await mailTo(url(), 'ghost@example.test')).toHaveLength(0);
  });
});

describe('sessions', () => {
  const refresh = (token: string) =>
    fetch(`${url()}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: SANDBOX_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: token }),
    });

  it('rotates refresh tokens: each refresh answers a new pair', async () => {
    const { client, session } = await signedIn(url());
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.access_token).not.toBe(session.access_token);
  });

  it('answers a rotated token used again within the interval with the session’s current one (a lost answer)', async () => {
    const { session } = await signedIn(url());
    const first = await (await refresh(session.refresh_token)).json();
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
    expect((await again.json()).refresh_token).toBe(first.refresh_token);
    expect((await refresh(first.refresh_token)).status).toBe(200);
  });

  it('ends the session when a rotated token comes back after the interval', async () => {
    await control(`${url()}/_sandbox/settings`, 'PATCH', { refresh_token_reuse_seconds: 0 });
    const { session } = await signedIn(url());
    const first = await (await refresh(session.refresh_token)).json();
    await sandbox().ctx.db.query(`update refresh_tokens set revoked_at = sandbox_now() - interval '1 second' where revoked`);
    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ code: 'refresh_token_already_used', msg: 'Invalid Refresh Token: Already Used' });
    expect((await refresh(first.refresh_token)).status).toBe(400);
  });

  it('merges user_metadata shallowly and deletes keys set to null', async () => {
    const { client } = await signedIn(url());
    const { data } = await client.auth.updateUser({ data: { country: 'France', phone_number: null } });
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Dev Sandbox', country: 'France' });
    expect(data.user?.user_metadata).not.toHaveProperty('phone_number');
  });

  it('signs out: the old access token no longer reads the user', async () => {
    const { client, token } = await signedIn(url());
    expect((await client.auth.signOut()).error).toBeNull();
    const response = await fetch(`${url()}/auth/v1/user`, { headers: { apikey: SANDBOX_ANON_KEY, authorization: `Bearer ${token}` } });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('session_not_found');
  });

  it('refuses an expired access token with bad_jwt', async () => {
    await control(`${url()}/_sandbox/settings`, 'PATCH', { jwt_expiry_seconds: 1 });
    const { token } = await signedIn(url());
    await untilExpired(token);
    const response = await fetch(`${url()}/auth/v1/user`, { headers: { apikey: SANDBOX_ANON_KEY, authorization: `Bearer ${token}` } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
  });

  it('verifies its tokens through the JWKS endpoint (getClaims)', async () => {
    const { client } = await signedIn(url());
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ email: PERSONA.dev, role: 'authenticated', aud: 'authenticated', aal: 'aal1' });
    expect(data?.claims.session_id).toEqual(expect.any(String));
  });
});

describe('Google sign-in through the local chooser', () => {
  const choose = (authorizeUrl: string, email: string, name: string) => chooseGoogleAccount(url(), authorizeUrl, email, name);

  it('returns a session in the hash (implicit flow), creating the Google user', async () => {
    const client = supabaseFor(url());
    const { data } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${APP_URL}/login`, skipBrowserRedirect: true, queryParams: { prompt: 'select_account' } } });
    expect(data.url).toContain('prompt=select_account');
    const location = await choose(data.url!, 'grace@example.test', 'Grace Hopper');
    expect(location.startsWith(`${APP_URL}/login#`)).toBe(true);
    const fragment = fragmentOf(location);
    const { data: session } = await client.auth.setSession({ access_token: fragment.access_token!, refresh_token: fragment.refresh_token! });
    expect(session.user).toMatchObject({ email: 'grace@example.test', app_metadata: { provider: 'google' } });
    expect(session.user?.user_metadata.full_name).toBe('Grace Hopper');
  });

  it('exchanges a PKCE code for a session, and refuses a wrong verifier', async () => {
    const client = supabaseFor(url(), 'pkce');
    const { data } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${APP_URL}/callback`, skipBrowserRedirect: true } });
    expect(data.url).toContain('code_challenge=');
    const location = await choose(data.url!, PERSONA.dev, 'Dev Sandbox');
    const code = new URL(location).searchParams.get('code');
    expect(code).toBeTruthy();

    const forged = await fetch(`${url()}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: SANDBOX_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'not-the-verifier-at-all-not-the-verifier-at-all' }),
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).code).toBe('bad_code_verifier');
  });

  it('exchanges the code with the right verifier', async () => {
    const client = supabaseFor(url(), 'pkce');
    const { data } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${APP_URL}/callback`, skipBrowserRedirect: true } });
    const code = new URL(await choose(data.url!, PERSONA.dev, 'Dev Sandbox')).searchParams.get('code')!;
    const { data: exchanged, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(exchanged.session?.user.email).toBe(PERSONA.dev);
  });
});

describe('bad requests to the auth API', () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${url()}/auth/v1${path}`, { method: 'POST', headers: { apikey: SANDBOX_ANON_KEY, 'content-type': 'application/json', ...headers }, body });

  it('refuses an unknown grant type', async () => {
    const response = await post('/token?grant_type=magic', '{}');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'unsupported_grant_type', error_code: 'unsupported_grant_type' });
  });

  it('refuses malformed JSON with a clear message', async () => {
    const response = await post('/token?grant_type=password', '{"email":');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_json', msg: 'Could not parse request body as JSON' });
  });

  it('refuses missing fields', async () => {
    const response = await post('/signup', JSON.stringify({ email: 'x@example.test' }));
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('validation_failed');
  });

  it('refuses a body over 64 KB and creates nobody', async () => {
    const response = await post('/signup', JSON.stringify({ email: 'big@example.test', password: 'long-enough', data: { blob: 'x'.repeat(70_000) } }));
    expect(response.status).toBe(413);
    expect(await mailTo(url(), 'big@example.test')).toHaveLength(0);
  });

  it('refuses calls without the API key', async () => {
    const response = await fetch(`${url()}/auth/v1/token?grant_type=password`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
  });

  it('sends the API version header and exposes it to browsers', async () => {
    const response = await fetch(`${url()}/auth/v1/settings`, { headers: { origin: APP_URL } });
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/i);
  });
});

describe('magic links and invitations', () => {
  it('mails a magic link (signInWithOtp) that lands in the magic-link interstitial and signs in', async () => {
    const client = supabaseFor(url());
    expect((await client.auth.signInWithOtp({ email: PERSONA.dev, options: { shouldCreateUser: false } })).error).toBeNull();
    const [mail] = await mailTo(url(), PERSONA.dev);
    expect(mail).toMatchObject({ type: 'magiclink', link: expect.stringMatching(/\/login\/magic-link\?token=/) });
    const fragment = fragmentOf(await followInterstitial(mail!.link, 'magiclink'));
    expect(fragment.type).toBe('magiclink');
    expect(fragment.access_token).toEqual(expect.any(String));
  });

  it('refuses a magic link for an unknown address when sign-ups are not allowed', async () => {
    const { error } = await supabaseFor(url()).auth.signInWithOtp({ email: 'stranger@example.test', options: { shouldCreateUser: false } });
    expect(error?.code).toBe('otp_disabled');
  });

  it('invites a user whose link opens accept-invitation and then sets a password', async () => {
    const invited = await (await control(`${url()}/_sandbox/invite`, 'POST', { email: 'invitee@example.test' })).json();
    expect(invited.link).toMatch(/\/login\/accept-invitation\?token=/);
    const fragment = fragmentOf(await followInterstitial(invited.link, 'invite', `${APP_URL}/login?action=update_password`));
    expect(fragment.type).toBe('invite');
    const client = supabaseFor(url());
    await client.auth.setSession({ access_token: fragment.access_token!, refresh_token: fragment.refresh_token! });
    expect((await client.auth.updateUser({ password: 'invited-password' })).error).toBeNull();
    expect((await supabaseFor(url()).auth.signInWithPassword({ email: 'invitee@example.test', password: 'invited-password' })).error).toBeNull();
  });
});

describe('tokens the auth API refuses', () => {
  it('refuses a token signed by someone else with bad_jwt', async () => {
    const { token } = await signedIn(url());
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`;
    const response = await fetch(`${url()}/auth/v1/user`, { headers: { apikey: SANDBOX_ANON_KEY, authorization: `Bearer ${forged}` } });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('bad_jwt');
  });

  it('refuses a weak new password on update, and the same password again', async () => {
    const { client } = await signedIn(url());
    expect((await client.auth.updateUser({ password: '123' })).error?.code).toBe('weak_password');
    expect((await client.auth.updateUser({ password: SANDBOX_PASSWORD })).error?.code).toBe('same_password');
  });
});
