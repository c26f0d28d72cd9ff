import type { SupabaseClient } from '@supabase/supabase-js';
import http from 'node:http';
import { expect, vi } from 'vitest';
import { SANDBOX_ANON_KEY } from '../../packages/sandbox/src/server';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { totpCode } from '../totp-code';
import { sandboxNow, signedIn } from './harness';

export { totpCode };

/**
 * Resolves once the sandbox's clock is at least two seconds from a step's edge, so a code computed
 * now is still in the same step when the sandbox checks it.
 */
export async function awayFromStepEdge(): Promise<void> {
  await vi.waitFor(
    () => {
      const intoStep = sandboxNow() % 30_000;
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
  const { data, error } = await signed.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret, sandboxNow()) });
  if (error || !data) throw error ?? new Error('not verified');
  return { ...signed, factor, token: data.access_token, refreshToken: data.refresh_token };
}

/** The claims of an access token, unverified: what a client reads from it. */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { aal: string; amr: { method: string; timestamp: number }[] };

/** Resolves once the sandbox's clock has passed the second the token's code was entered in: with a step-up window of 0, the code is then too old. */
export async function untilCodeIsPast(token: string): Promise<void> {
  const codeAt = claimsOf(token).amr.find((entry) => entry.method === 'totp')?.timestamp ?? 0;
  await vi.waitFor(() => expect(sandboxNow()).toBeGreaterThan(codeAt * 1000 + 1), { timeout: 5_000, interval: 20 });
}

/**
 * A call to the auth API as `authCall` makes it, sent from another loopback address (127.0.0.2,
 * 127.0.0.3, …): the sandbox sees another client, as an attacker with many addresses would be.
 */
export function authCallFrom(localAddress: string, url: string, token: string, path: string, method = 'POST', body?: unknown): Promise<{ status: number; json: Record<string, unknown>; headers: http.IncomingHttpHeaders }> {
  const target = new URL(`${url}/auth/v1${path}`);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        localAddress,
        headers: { apikey: SANDBOX_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
