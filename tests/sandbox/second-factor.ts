import type { SupabaseClient } from '@supabase/supabase-js';
import { vi } from 'vitest';
import { SANDBOX_ANON_KEY } from '../../packages/sandbox/src/server';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { totpCode } from '../totp-code';
import { signedIn } from './harness';

export { totpCode };

/**
 * Resolves once the clock is at least two seconds from a step's edge, so a code computed now is
 * still in the same step when the sandbox checks it.
 */
export async function awayFromStepEdge(): Promise<void> {
  await vi.waitFor(
    () => {
      const intoStep = Date.now() % 30_000;
      if (intoStep < 2_000 || intoStep > 28_000) throw new Error('near a step edge');
    },
    { timeout: 5_000, interval: 100 },
  );
}

/** A call to the auth API with the session's bearer token, as auth-js makes it. */
export function authCall(url: string, token: string, path: string, method = 'POST', body?: unknown): Promise<Response> {
  return fetch(`${url}/auth/v1${path}`, {
    method,
    headers: { apikey: SANDBOX_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export async function enrolled(client: SupabaseClient, friendlyName = 'Phone') {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error || !data) throw error ?? new Error('no factor');
  return data;
}

/** Signs in, enrols a factor and verifies it with the code an app would show: the session is then aal2. */
export async function withVerifiedFactor(url: string, email: string = PERSONA.dev) {
  const signed = await signedIn(url, email);
  const factor = await enrolled(signed.client);
  await awayFromStepEdge();
  const { data, error } = await signed.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret) });
  if (error || !data) throw error ?? new Error('not verified');
  return { ...signed, factor, token: data.access_token, refreshToken: data.refresh_token };
}

/** The claims of an access token, unverified: what a client reads from it. */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { aal: string; amr: { method: string; timestamp: number }[] };
