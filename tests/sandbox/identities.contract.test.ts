import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { APP_URL, chooseGoogleAccount, control, fragmentOf, mailTo, reset, signedIn, startSandboxForFile, supabaseFor } from './harness';

const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

const SECURITY_TAB = `${APP_URL}/account?tab=security`;

/** Starts linking Google for the signed-in client, as the dashboard does: the chooser's URL. */
async function linkUrl(client: ReturnType<typeof supabaseFor>): Promise<string> {
  const { data, error } = await client.auth.linkIdentity({ provider: 'google', options: { redirectTo: SECURITY_TAB, skipBrowserRedirect: true } });
  expect(error).toBeNull();
  return data.url!;
}

const providersOf = async (client: ReturnType<typeof supabaseFor>) => {
  const { data, error } = await client.auth.getUserIdentities();
  expect(error).toBeNull();
  return data!.identities.map((identity) => [identity.provider, identity.identity_data?.email]);
};

describe('linking a Google account', () => {
  it('links an account with another address, returns a session to the page it started on, and mails a notice', async () => {
    const { client } = await signedIn(url());
    const location = await chooseGoogleAccount(url(), await linkUrl(client), 'dev.personal@example.test', 'Dev Personal');
    expect(location.startsWith(`${SECURITY_TAB}#`)).toBe(true);
    const { access_token: accessToken, refresh_token: refreshToken } = fragmentOf(location);
    const { data } = await client.auth.setSession({ access_token: accessToken!, refresh_token: refreshToken! });
    expect(data.user?.email).toBe(PERSONA.dev);
    expect(await providersOf(client)).toEqual([
      ['email', PERSONA.dev],
      ['google', 'dev.personal@example.test'],
    ]);
    expect((await mailTo(url(), PERSONA.dev)).map((mail) => mail.type)).toContain('identity_linked');
  });

  it('signs the user in with the linked account from then on', async () => {
    const { client } = await signedIn(url());
    await chooseGoogleAccount(url(), await linkUrl(client), 'dev.personal@example.test', 'Dev Personal');
    const visitor = supabaseFor(url());
    const { data } = await visitor.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${APP_URL}/login`, skipBrowserRedirect: true } });
    const fragment = fragmentOf(await chooseGoogleAccount(url(), data.url!, 'dev.personal@example.test', 'Dev Personal'));
    const { data: session } = await visitor.auth.setSession({ access_token: fragment.access_token!, refresh_token: fragment.refresh_token! });
    expect(session.user?.email).toBe(PERSONA.dev);
  });

  it('refuses an account another user signs in with, and changes nothing', async () => {
    const grace = supabaseFor(url());
    const { data } = await grace.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${APP_URL}/login`, skipBrowserRedirect: true } });
    await chooseGoogleAccount(url(), data.url!, 'grace@example.test', 'Grace Hopper');

    const { client } = await signedIn(url());
    const location = await chooseGoogleAccount(url(), await linkUrl(client), 'grace@example.test', 'Grace Hopper');
    expect(fragmentOf(location)).toMatchObject({ error: 'access_denied', error_code: 'identity_already_exists' });
    expect(fragmentOf(location).access_token).toBeUndefined();
    expect(await providersOf(client)).toEqual([['email', PERSONA.dev]]);
  });

  it('spends the link once: the chooser posted again links nothing', async () => {
    const { client } = await signedIn(url());
    const chooser = await linkUrl(client);
    await chooseGoogleAccount(url(), chooser, 'dev.personal@example.test', 'Dev Personal');
    const again = await chooseGoogleAccount(url(), chooser, 'other@example.test', 'Other');
    expect(fragmentOf(again)).toMatchObject({ error_code: 'flow_state_expired' });
    expect(await providersOf(client)).toEqual([
      ['email', PERSONA.dev],
      ['google', 'dev.personal@example.test'],
    ]);
  });
});

describe('unlinking', () => {
  it('unlinks Google, mails a notice, and keeps the last identity', async () => {
    const { client } = await signedIn(url());
    await chooseGoogleAccount(url(), await linkUrl(client), 'dev.personal@example.test', 'Dev Personal');
    const { data } = await client.auth.getUserIdentities();
    const google = data!.identities.find((identity) => identity.provider === 'google')!;
    const email = data!.identities.find((identity) => identity.provider === 'email')!;

    expect((await client.auth.unlinkIdentity(google)).error).toBeNull();
    expect(await providersOf(client)).toEqual([['email', PERSONA.dev]]);
    expect((await mailTo(url(), PERSONA.dev)).map((mail) => mail.type)).toContain('identity_unlinked');

    const last = await client.auth.unlinkIdentity(email);
    expect([last.error?.status, last.error?.code]).toEqual([422, 'single_identity_not_deletable']);
    const unknown = await client.auth.unlinkIdentity({ ...google, identity_id: 'not-an-identity' });
    expect([unknown.error?.status, unknown.error?.code]).toEqual([404, 'identity_not_found']);
  });

  it('keeps a Google-only user’s one way to sign in', async () => {
    const grace = supabaseFor(url());
    const { data } = await grace.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${APP_URL}/login`, skipBrowserRedirect: true } });
    const fragment = fragmentOf(await chooseGoogleAccount(url(), data.url!, 'grace@example.test', 'Grace Hopper'));
    await grace.auth.setSession({ access_token: fragment.access_token!, refresh_token: fragment.refresh_token! });
    const { data: identities } = await grace.auth.getUserIdentities();
    const only = await grace.auth.unlinkIdentity(identities!.identities[0]!);
    expect([only.error?.status, only.error?.code]).toEqual([422, 'single_identity_not_deletable']);
  });
});

describe('a project that turns manual linking off', () => {
  it('answers both calls 404 manual_linking_disabled', async () => {
    const { client } = await signedIn(url());
    await chooseGoogleAccount(url(), await linkUrl(client), 'dev.personal@example.test', 'Dev Personal');
    await control(`${url()}/_sandbox/settings`, 'PATCH', { manual_linking_enabled: false });

    const link = await client.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect([link.error?.status, link.error?.code]).toEqual([404, 'manual_linking_disabled']);
    const { data } = await client.auth.getUserIdentities();
    const unlink = await client.auth.unlinkIdentity(data!.identities.find((identity) => identity.provider === 'google')!);
    expect([unlink.error?.status, unlink.error?.code]).toEqual([404, 'manual_linking_disabled']);
  });

  it('is back on after a reset', async () => {
    await control(`${url()}/_sandbox/settings`, 'PATCH', { manual_linking_enabled: false });
    await reset(url());
    const { client } = await signedIn(url());
    expect(await linkUrl(client)).toContain('link_token=');
  });
});
