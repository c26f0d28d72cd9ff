import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_ANON_KEY } from '../../packages/sandbox/src/server';
import { PERSONA, TWO_STEP_SECRET } from '../../packages/sandbox/src/seed/persona-ids';
import { reset, sandboxNow, signedIn, startSandboxForFile } from './harness';
import { authCall as authCallTo, awayFromStepEdge, claimsOf, enrolled, totpCode, withVerifiedFactor as verifiedFactorFor } from './second-factor';

const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

const authCall = (token: string, path: string, method = 'POST', body?: unknown) => authCallTo(url(), token, path, method, body);
const withVerifiedFactor = (email?: string) => verifiedFactorFor(url(), email);

describe('enrolling a TOTP factor', () => {
  it('answers the secret, the otpauth URI and a QR code, and lists the factor as unverified', async () => {
    const { client, token } = await signedIn(url());
    const factor = await enrolled(client, 'Work phone');
    expect(factor.type).toBe('totp');
    expect(factor.friendly_name).toBe('Work phone');
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toContain(PERSONA.dev);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ secret: factor.totp.secret, algorithm: 'SHA1', digits: '6', period: '30' });
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);

    const user = await (await authCall(token, '/user', 'GET')).json();
    expect(user.factors).toEqual([expect.objectContaining({ id: factor.id, friendly_name: 'Work phone', factor_type: 'totp', status: 'unverified' })]);
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.totp).toEqual([]);
  });

  it('has no factors field for a user without factors', async () => {
    const { token } = await signedIn(url());
    expect(await (await authCall(token, '/user', 'GET')).json()).not.toHaveProperty('factors');
  });

  it('refuses a second factor of the same name, and more than ten', async () => {
    const { client, token } = await signedIn(url());
    await enrolled(client, 'Phone');
    const twin = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(twin.error?.code).toBe('mfa_factor_name_conflict');
    for (let index = 2; index <= 10; index += 1) await enrolled(client, `Phone ${index}`);
    const eleventh = await authCall(token, '/factors', 'POST', { factor_type: 'totp', friendly_name: 'One too many' });
    expect(eleventh.status).toBe(422);
    expect((await eleventh.json()).code).toBe('too_many_enrolled_mfa_factors');
  });

  it('refuses a factor type it does not offer', async () => {
    const { token } = await signedIn(url());
    const response = await authCall(token, '/factors', 'POST', { factor_type: 'phone', friendly_name: 'SMS' });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('validation_failed');
  });

  it('forgets an unverified factor after five minutes', async () => {
    const { client, token } = await signedIn(url());
    await enrolled(client, 'Abandoned');
    await sandbox().ctx.db.query(`update mfa_factors set created_at = sandbox_now() - interval '301 seconds'`);
    expect(await (await authCall(token, '/user', 'GET')).json()).not.toHaveProperty('factors');
  });
});

describe('verifying a code', () => {
  it('makes the factor verified and the session aal2, with totp first in amr', async () => {
    const { client, factor, token } = await withVerifiedFactor();
    // Enrolled and verified one after the other: the verify forgets the one left unverified.
    const abandoned = await enrolled(client, 'Abandoned');
    await awayFromStepEdge();
    expect((await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret, sandboxNow(), -1) })).error).toBeNull();
    expect((await (await authCall(token, '/user', 'GET')).json()).factors.map((entry: { id: string }) => entry.id)).not.toContain(abandoned.id);
    const claims = claimsOf(token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect((await client.auth.mfa.listFactors()).data?.totp).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  });

  it('ends the user’s other sessions below aal2, and keeps aal2 through a refresh', async () => {
    const other = await signedIn(url());
    const { refreshToken } = await withVerifiedFactor();
    const stale = await authCall(other.token, '/user', 'GET');
    expect(stale.status).toBe(403);
    expect((await stale.json()).code).toBe('session_not_found');

    const refreshed = await fetch(`${url()}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: SANDBOX_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(claimsOf((await refreshed.json()).access_token).aal).toBe('aal2');
  });

  it('seeds a persona with an authenticator app whose codes come from its published secret', async () => {
    const { client } = await signedIn(url(), PERSONA.twoStep);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const [factor] = (await client.auth.mfa.listFactors()).data!.totp;
    await awayFromStepEdge();
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: totpCode(TWO_STEP_SECRET, sandboxNow()) });
    expect(verified.error).toBeNull();
  });

  it('signs in with the password at aal1 and tells the client a second step is due', async () => {
    await withVerifiedFactor();
    const { client } = await signedIn(url());
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('refuses a wrong code, an empty code, an unknown challenge and an unknown factor', async () => {
    const { client, token } = await signedIn(url());
    const factor = await enrolled(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const wrong = await authCall(token, `/factors/${factor.id}/verify`, 'POST', { challenge_id: challenge.data!.id, code: '000000' === totpCode(factor.totp.secret, sandboxNow()) ? '111111' : '000000' });
    expect([wrong.status, (await wrong.json()).code]).toEqual([422, 'mfa_verification_failed']);
    const empty = await authCall(token, `/factors/${factor.id}/verify`, 'POST', { challenge_id: challenge.data!.id, code: '' });
    expect([empty.status, (await empty.json()).code]).toEqual([400, 'validation_failed']);
    const unknownChallenge = await authCall(token, `/factors/${factor.id}/verify`, 'POST', { challenge_id: crypto.randomUUID(), code: '123456' });
    expect([unknownChallenge.status, (await unknownChallenge.json()).code]).toEqual([422, 'mfa_factor_not_found']);
    const unknownFactor = await authCall(token, `/factors/${crypto.randomUUID()}/challenge`, 'POST', {});
    expect([unknownFactor.status, (await unknownFactor.json()).code]).toEqual([404, 'mfa_factor_not_found']);
  });

  it('accepts a code one step old and refuses one two steps old', async () => {
    const { client } = await signedIn(url());
    const factor = await enrolled(client);
    await awayFromStepEdge();
    const tooOld = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret, sandboxNow(), 2) });
    expect(tooOld.error?.code).toBe('mfa_verification_failed');
    const previous = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret, sandboxNow(), 1) });
    expect(previous.error).toBeNull();
  });

  it('accepts a code once only, even with a new challenge', async () => {
    const { client, factor } = await withVerifiedFactor();
    // The code just accepted, typed again at once (the same step): a replay.
    const replay = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret, sandboxNow()) });
    expect(replay.error?.code).toBe('mfa_verification_failed');
  });

  it('refuses a challenge older than five minutes', async () => {
    const { client } = await signedIn(url());
    const factor = await enrolled(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.data?.expires_at).toBeGreaterThan(sandboxNow() / 1000 + 290);
    await sandbox().ctx.db.query(`update mfa_challenges set created_at = sandbox_now() - interval '301 seconds'`);
    const late = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: totpCode(factor.totp.secret, sandboxNow()) });
    expect(late.error?.code).toBe('mfa_challenge_expired');
  });

  it('limits challenges and verifications to fifteen a minute, with Retry-After', async () => {
    const { client, token } = await signedIn(url());
    const factor = await enrolled(client);
    for (let attempt = 0; attempt < 15; attempt += 1) expect((await authCall(token, `/factors/${factor.id}/challenge`, 'POST', {})).status).toBe(200);
    const limited = await authCall(token, `/factors/${factor.id}/challenge`, 'POST', {});
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).code).toBe('over_request_rate_limit');
  });
});

describe('what a verified factor guards', () => {
  it('refuses another enrolment from an aal1 session', async () => {
    await withVerifiedFactor();
    const { token } = await signedIn(url());
    const response = await authCall(token, '/factors', 'POST', { factor_type: 'totp', friendly_name: 'Second phone' });
    expect([response.status, (await response.json()).code]).toEqual([403, 'insufficient_aal']);
  });

  it('removes a verified factor only from aal2, and the session drops to aal1', async () => {
    const { factor, token, refreshToken } = await withVerifiedFactor();
    const fromAal1 = await authCall((await signedIn(url())).token, `/factors/${factor.id}`, 'DELETE');
    expect([fromAal1.status, (await fromAal1.json()).code]).toEqual([422, 'insufficient_aal']);

    const removed = await authCall(token, `/factors/${factor.id}`, 'DELETE');
    expect(await removed.json()).toEqual({ id: factor.id });
    const refreshed = await fetch(`${url()}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: SANDBOX_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    const claims = claimsOf((await refreshed.json()).access_token);
    expect(claims.aal).toBe('aal1');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['password']);
  });

  it('keeps one user’s factors from another', async () => {
    const { factor } = await withVerifiedFactor();
    const { token } = await signedIn(url(), PERSONA.enterprise);
    const response = await authCall(token, `/factors/${factor.id}/challenge`, 'POST', {});
    expect([response.status, (await response.json()).code]).toEqual([404, 'mfa_factor_not_found']);
  });
});
