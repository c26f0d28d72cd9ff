import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { widgetDataForLocation, type WidgetDataRoutes } from './widget-data-routes';
import { widgetGets } from './first-gets';
import { earlyRequestUrl, EARLY_REQUESTS_GLOBAL, type EarlyAnswer, type EarlyRequests } from '../api/early-answers';
import { KEPT_ANSWERS_STORAGE_KEY } from '../document-init';
import { earlyRequestsScript } from './early-requests-script';
import { EARLY_REQUESTS_RUNTIME } from './early-requests-runtime.generated';
// @ts-expect-error -- a plain ES module script without types
import { buildEarlyRequestsRuntime } from '../../../../scripts/build-early-requests-runtime.mjs';

const API = 'https://api.weather.test';
const STORAGE_KEY = 'sb-auth-auth-token';
const JSON_TYPE = { 'content-type': 'application/json' };
// As the reference host has them: every page in the shell, which asks whether there is a request log (so does the keys panel).
const ROUTES: WidgetDataRoutes = {
  '/overview': [{ widget: 'DashboardShell' }],
  '/api-keys': [{ widget: 'DashboardShell' }, { widget: 'ApiKeysPanel' }],
  '/browse': [{ widget: 'DashboardShell' }, { widget: 'FileBrowser', folderParam: 'path' }],
  '/account': [
    { widget: 'DashboardShell' },
    { widget: 'CreditsPanel', when: ['tab', 'credits'] },
    { widget: 'PricingCalculator', when: ['tab', 'pricing'] },
  ],
};
const script = earlyRequestsScript({ apiBaseUrl: `${API}/`, storageKey: STORAGE_KEY, signedInPaths: ['/overview', '/api-keys', '/account', '/browse'], routes: ROUTES });

const session = (secondsLeft: number) =>
  JSON.stringify({ access_token: 'token-a', refresh_token: 'r', expires_at: Math.floor(Date.now() / 1000) + secondsLeft, user: { id: 'user-1' } });

/** Runs the script as a page's head would, in a global of its own with this location and storage; returns what it fetched and left. */
function runScript(url: string, stored: string | null, fetchImpl: (url: string, init: RequestInit) => Promise<Response> = async () => Response.json({}), globals: { setTimeout?: unknown; Intl?: unknown; document?: unknown; storage?: Record<string, string> } = {}, source = script) {
  const fetched: { url: string; authorization: string }[] = [];
  const fetch = vi.fn((target: string, init: RequestInit) => {
    fetched.push({ url: target, authorization: (init.headers as Record<string, string>).authorization! });
    return fetchImpl(target, init);
  });
  const localStorage = { getItem: (key: string) => (key === STORAGE_KEY ? stored : ((globals.storage as Record<string, string> | undefined)?.[key] ?? null)) };
  const page: Record<string, unknown> = { location: new URL(url, 'https://dashboard.test'), localStorage, fetch, URLSearchParams, ...globals };
  runInNewContext(source, page);
  return { fetched, left: page[EARLY_REQUESTS_GLOBAL] as EarlyRequests | undefined };
}

/** What the kit's API client will ask for on this page: the access record, then the page's widgets' GETs, each once. */
function kitWillAsk(url: string): string[] {
  const { pathname, search } = new URL(url, 'https://dashboard.test');
  const gets = [{ path: '/v1/profile/access' }, ...widgetDataForLocation(ROUTES, pathname, search).flatMap(widgetGets)];
  return [...new Set(gets.map((get) => earlyRequestUrl(API, get.path, get.query)))];
}

describe('the early-requests script', () => {
  it('runs the runtime built from the kit’s TypeScript as it is now', () => {
    expect(EARLY_REQUESTS_RUNTIME, 'early-requests-runtime.ts changed: run `npm run build:early-runtime`').toBe(buildEarlyRequestsRuntime());
  });

  it.each(['/overview', '/api-keys', '/account?tab=credits', '/account?tab=pricing', '/account?tab=profile', '/browse', '/browse?path=%2Fforecasts%2F%2Fept2%2F'])(
    'on %s asks for exactly what the kit will ask for, with the stored token',
    (url) => {
      const { fetched, left } = runScript(url, session(3600));
      expect(fetched.map((request) => request.url)).toEqual(kitWillAsk(url));
      expect(new Set(fetched.map((request) => request.authorization))).toEqual(new Set(['Bearer token-a']));
      expect(Object.keys(left!.answers)).toEqual(kitWillAsk(url));
      expect(left!.userId).toBe('user-1');
    },
  );

  it('below a base path, keys its pages by the pathname the browser shows', () => {
    const underBase = earlyRequestsScript({ apiBaseUrl: API, storageKey: STORAGE_KEY, signedInPaths: ['/api-keys'], routes: ROUTES, basePath: '/developer' });
    const { fetched } = runScript('/developer/api-keys', session(3600), undefined, {}, underBase);
    expect(fetched.map((request) => request.url)).toEqual(kitWillAsk('/api-keys'));
    expect(runScript('/api-keys', session(3600), undefined, {}, underBase).fetched).toEqual([]);
  });

  it('asks a GET two of the page’s widgets share once (the shell and the keys panel ask whether there is a request log)', () => {
    const { fetched } = runScript('/api-keys', session(3600));
    expect(fetched.filter((request) => request.url === `${API}/v1/requests?limit=1`)).toHaveLength(1);
  });

  it('spells the file browser’s folder as the widget does', () => {
    const { fetched } = runScript('/browse?path=%2Fforecasts%2F%2Fept2%2F', session(3600));
    expect(fetched.map((request) => request.url)).toContain(`${API}/v1/files/browse?path=forecasts%2Fept2`);
  });

  it.each([
    ['a public page', '/login', session(3600)],
    ['a page it does not know', '/somewhere', session(3600)],
    ['no stored session', '/api-keys', null],
    ['a token auth-js is about to refresh', '/api-keys', session(60)],
    ['an expired token', '/api-keys', session(-10)],
    ['unreadable storage', '/api-keys', '{not json'],
    ['a session without a token', '/api-keys', JSON.stringify({ expires_at: 9_999_999_999 })],
    ['a session without a user', '/api-keys', JSON.stringify({ access_token: 't', refresh_token: 'r', expires_at: 9_999_999_999 })],
    ['a sign-in result in the URL (auth-js reads it, not the stored session)', '/api-keys#access_token=new&refresh_token=r', session(3600)],
    ['a sign-in code in the URL', '/api-keys?code=abc', session(3600)],
  ])('asks for nothing on %s', (_case, url, stored) => {
    const { fetched, left } = runScript(url, stored);
    expect(fetched).toEqual([]);
    expect(left).toBeUndefined();
  });

  it('once the requests are out, loads the browser’s date and number data in a task of its own', () => {
    const order: string[] = [];
    const tasks: { run: () => void; delay: number }[] = [];
    const setTimeout = (run: () => void, delay: number) => tasks.push({ run, delay });
    const Intl = {
      DateTimeFormat: vi.fn(() => (order.push('dates'), { resolvedOptions: () => ({ timeZone: 'Europe/Berlin' }) })),
      NumberFormat: vi.fn(function (this: unknown, _locale: unknown, options: Intl.NumberFormatOptions) {
        order.push(`money ${options.style} ${options.currency}`);
        return { format: () => '$1.00' };
      }),
    };
    runScript('/account?tab=credits', session(3600), async () => (order.push('fetch'), Response.json({})), { setTimeout, Intl });
    // Not in the script's own run: the parser it blocks goes on first.
    expect(Intl.DateTimeFormat).not.toHaveBeenCalled();
    expect(Intl.NumberFormat).not.toHaveBeenCalled();
    expect(tasks).toEqual([{ run: expect.any(Function), delay: 0 }]);
    tasks[0]!.run();
    // The page's GETs, the shell's question whether there is a model catalogue among them, then the formats.
    expect(order).toEqual(['fetch', 'fetch', 'fetch', 'fetch', 'fetch', 'fetch', 'dates', 'money currency USD']);
  });

  it.each([
    ['a public page', '/login', session(3600)],
    ['no stored session', '/api-keys', null],
  ])('leaves the date data alone on %s', (_case, url, stored) => {
    const setTimeout = vi.fn();
    runScript(url, stored, undefined, { setTimeout });
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('leaves each answer as status, media type and body text, and null for a request that failed', async () => {
    const { left } = runScript('/api-keys', session(3600), async (url) => {
      if (url.endsWith('/v1/api-keys')) throw new TypeError('Failed to fetch');
      return new Response('{"role":"user:paid"}', { status: 200, headers: JSON_TYPE });
    });
    const answers = left!.answers as Record<string, Promise<EarlyAnswer | null>>;
    await expect(answers[`${API}/v1/profile/access`]).resolves.toMatchObject({ status: 200, contentType: 'application/json', body: '{"role":"user:paid"}' });
    await expect(answers[`${API}/v1/api-keys`]).resolves.toBeNull();
  });

  it('also leaves each answer, once it has arrived, where it can be read without waiting', async () => {
    // The access check answers at once; the page's data waits until the test answers it.
    const held = new Map<string, (response: Response) => void>();
    const before = Date.now();
    const { left } = runScript('/api-keys', session(3600), async (url) =>
      url.endsWith('/v1/profile/access') ? new Response('{"role":"user:paid"}', { status: 200, headers: JSON_TYPE }) : new Promise<Response>((resolve) => held.set(new URL(url).pathname, resolve)),
    );
    await left!.answers[`${API}/v1/profile/access`];
    expect(left!.settled).toEqual({ [`${API}/v1/profile/access`]: { status: 200, contentType: 'application/json', body: '{"role":"user:paid"}', receivedAt: expect.any(Number) } });
    expect(left!.settled![`${API}/v1/profile/access`]!.receivedAt).toBeGreaterThanOrEqual(before);

    held.get('/v1/api-keys')!(new Response('{"error":"FORBIDDEN"}', { status: 403 }));
    await left!.answers[`${API}/v1/api-keys`];
    expect(left!.settled![`${API}/v1/api-keys`]).toMatchObject({ status: 403, body: '{"error":"FORBIDDEN"}' });
  });

  it('says whether it revealed the page once the access check answers, and reveals it only then (the start script waits for it)', async () => {
    const profile = { full_name: 'Ada', country: 'DE', how_found_us: 'search', user_type: 'personal', role_description: 'developer' };
    const completeSession = JSON.stringify({ ...JSON.parse(session(3600)), user: { id: 'user-1', user_metadata: profile } });
    const run = (role: string | null) => {
      const revealed: string[] = [];
      const document = { readyState: 'complete', documentElement: { getAttribute: () => null }, querySelectorAll: () => [{ removeAttribute: (name: string) => revealed.push(name) }] };
      const answer = async (url: string) => (!url.endsWith('/v1/profile/access') ? Response.json({}) : role === null ? new Response('upstream', { status: 502 }) : Response.json({ role }));
      const { left } = runScript('/api-keys', completeSession, answer, { document });
      return { preview: left!.preview!, revealed };
    };
    const paid = run('user:paid');
    await expect(paid.preview).resolves.toBe(true);
    expect(paid.revealed).toEqual(['data-dk-preview']);
    // The waitlist and a failed check: the app decides, and shows nothing of this page meanwhile.
    for (const role of ['user:waitlist', null]) {
      const hidden = run(role);
      await expect(hidden.preview, String(role)).resolves.toBe(false);
      expect(hidden.revealed).toEqual([]);
    }
  });

  it('reveals a returning user’s page at once by the access record their last visit kept, for this build, API and user only', async () => {
    const profile = { full_name: 'Ada', country: 'DE', how_found_us: 'search', user_type: 'personal', role_description: 'developer' };
    const completeSession = JSON.stringify({ ...JSON.parse(session(3600)), user: { id: 'user-1', user_metadata: profile } });
    const keptRecord = (owner: { build: string; api: string; user: string }, role: string) =>
      JSON.stringify({ ...owner, answers: [{ key: [owner.user, null, 'access'], data: { role, features: [], permissions: { 'api-keys': ['read'] } } }] });
    const OWNER = { build: 'build-7', api: API, user: 'user-1' };
    const run = (stored: string) => {
      const revealed: string[] = [];
      const document = { readyState: 'complete', documentElement: { getAttribute: (name: string) => (name === 'data-dk-build' ? 'build-7' : null) }, querySelectorAll: () => [{ removeAttribute: (name: string) => revealed.push(name) }] };
      // The access check never answers: what shows, shows by the kept record.
      const { left } = runScript('/api-keys', completeSession, (url) => (url.endsWith('/v1/profile/access') ? new Promise<Response>(() => undefined) : Promise.resolve(Response.json({}))), { document, storage: { [KEPT_ANSWERS_STORAGE_KEY]: stored } });
      return { preview: left!.preview!, revealed };
    };
    const paid = run(keptRecord(OWNER, 'user:paid'));
    await expect(paid.preview).resolves.toBe(true);
    expect(paid.revealed).toEqual(['data-dk-preview']);
    // Kept on the waitlist, by another build, for another API or another user: the network's answer decides.
    for (const stored of [keptRecord(OWNER, 'user:waitlist'), keptRecord({ ...OWNER, build: 'build-6' }, 'user:paid'), keptRecord({ ...OWNER, api: 'https://other.test' }, 'user:paid'), keptRecord({ ...OWNER, user: 'user-2' }, 'user:paid')]) {
      const waiting = run(stored);
      const settled = await Promise.race([waiting.preview, new Promise((resolve) => setTimeout(() => resolve('waiting'), 20))]);
      expect(settled, stored).toBe('waiting');
      expect(waiting.revealed).toEqual([]);
    }
  });

  it('never leaves a request that failed among the arrived answers', async () => {
    const { left } = runScript('/api-keys', session(3600), async () => {
      throw new TypeError('Failed to fetch');
    });
    await Promise.all(Object.values(left!.answers));
    expect(left!.settled).toEqual({});
  });
});
