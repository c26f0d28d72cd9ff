import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import ws from 'ws';
import { parseClockSetting } from '../../packages/sandbox/src/clock';
import { SANDBOX_ANON_KEY, startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server';
import { PERSONA, SANDBOX_PASSWORD } from '../../packages/sandbox/src/seed/persona-ids';
import { basicAuth } from '../api-key-auth';

export { SANDBOX_PASSWORD };
export const APP_URL = 'http://127.0.0.1:5173';

/** The file's sandbox, once started: what `sandboxNow()` reads. */
let running: RunningSandbox | undefined;

/**
 * Starts an in-memory sandbox for the file's tests; `sandbox()` returns it once started. Its
 * clock keeps the machine's time unless `SANDBOX_CLOCK` names another instant (every
 * expectation reads the sandbox's clock, so the suite holds at any instant: try one).
 */
export function startSandboxForFile(): () => RunningSandbox {
  beforeAll(async () => {
    const clock = process.env.SANDBOX_CLOCK ? parseClockSetting(process.env.SANDBOX_CLOCK) : undefined;
    running = await startSandbox({ memory: true, port: 0, appUrl: APP_URL, clock });
  });
  afterAll(async () => {
    await running?.close();
    running = undefined;
  });
  return () => {
    if (!running) throw new Error('sandbox not started');
    return running;
  };
}

/** The file's sandbox's time now (ms since the epoch): what it dates by, and what a test's dates follow. */
export function sandboxNow(): number {
  if (!running) throw new Error('sandbox not started');
  return running.ctx.clock.nowMs();
}

/** A day of the sandbox's calendar (UTC, as the API counts days), `days` before today. */
export const sandboxDay = (days = 0) => new Date(sandboxNow() - days * 86_400_000).toISOString().slice(0, 10);

/** The real supabase-js client, talking to the sandbox over HTTP (ws: Node 20 has no WebSocket). */
export function supabaseFor(url: string, flowType: 'implicit' | 'pkce' = 'implicit'): SupabaseClient {
  const memory = new Map<string, string>();
  return createClient(url, SANDBOX_ANON_KEY, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType,
      storage: {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      },
    },
    realtime: { transport: ws as never },
  });
}

export async function signedIn(url: string, email: string = PERSONA.dev, password = SANDBOX_PASSWORD) {
  const client = supabaseFor(url);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, token: data.session.access_token, session: data.session };
}

/** A call to the control API as the tests make it: straight to the sandbox, from no page, with a JSON body. */
export function control(target: string, method: string, body: unknown): Promise<Response> {
  return fetch(target, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

export interface Mail {
  to_email: string;
  type: string;
  link: string;
}

export async function mailTo(url: string, email: string): Promise<Mail[]> {
  const response = await fetch(`${url}/_sandbox/mail.json?to=${encodeURIComponent(email)}`);
  return (await response.json()) as Mail[];
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

/** Parses a redirect's `#access_token=...` fragment. */
export function fragmentOf(location: string | null): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URL(location ?? '').hash.slice(1)));
}

/** A provider API call with the user's bearer token. */
export function api(url: string, token: string) {
  return (path: string, init: RequestInit = {}) =>
    fetch(`${url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
    });
}

export async function reset(url: string): Promise<void> {
  await fetch(`${url}/_sandbox/reset`, { method: 'POST' });
}

/** `api` for a persona, signed in through the sandbox's auth. */
export async function apiAs(url: string, email: string = PERSONA.dev) {
  const { token } = await signedIn(url, email);
  return api(url, token);
}

/** GET /v1/whoami with a key's id and secret (HTTP Basic), as a program using the key would. */
export function whoamiWith(url: string, id: string, secret: string) {
  return fetch(`${url}/v1/whoami`, { headers: { authorization: basicAuth(id, secret) } });
}

/** Resolves once the sandbox's clock reaches the token's `exp` (whole seconds), from when it is refused as expired. */
export async function untilExpired(token: string): Promise<void> {
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
  await vi.waitFor(() => expect(sandboxNow()).toBeGreaterThanOrEqual(exp * 1000), { timeout: 10_000, interval: 50 });
}

/** Picks an account on the sandbox's Google chooser as a browser would: the page's hidden fields, then the form post. Gives where it redirects. */
export async function chooseGoogleAccount(url: string, authorizeUrl: string, email: string, name: string): Promise<string> {
  const chooser = await fetch(authorizeUrl);
  expect(chooser.status).toBe(200);
  const page = await chooser.text();
  expect(page).toContain('Choose an account');
  const hidden = Object.fromEntries([...page.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1], match[2]!.replace(/&amp;/g, '&')]));
  const response = await fetch(`${url}/auth/v1/authorize/google/choose`, {
    method: 'POST',
    body: new URLSearchParams({ ...hidden, email, name }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}
