import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import { EARLY_ANSWER_MAX_AGE_MS, EARLY_REQUESTS_GLOBAL, type EarlyAnswer } from './early-answers';
import { DashboardApiError } from './errors';
import { apiKeyListSchema } from './schemas/api-keys';

const BASE = 'https://api.client.test';
const server = setupServer();
/** Every request that reached the network, as METHOD path?query. */
let sent: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent = [];
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  vi.restoreAllMocks();
});
afterAll(() => server.close());
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  sent.push(`${request.method} ${url.pathname}${url.search}`);
});

const KEYS = [{ id: 'k1', name: 'CI', created_at: '2026-01-01T00:00:00Z', expires_at: null, is_active: true }];

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: BASE, getAccessToken: async () => 'token-a', ...overrides });
}

/** What the early-requests script leaves on the page: answers by URL, for one token. */
function leaveEarly(answers: Record<string, Promise<EarlyAnswer | null>>, token = 'token-a', startedAt = Date.now()) {
  (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = { token, startedAt, answers };
}

const answered = (status: number, body: unknown) => Promise.resolve({ status, body: JSON.stringify(body) });

describe('API client with early answers', () => {
  it('takes the script’s answer for the same GET instead of asking again, and only once', async () => {
    server.use(http.get(`${BASE}/v1/api-keys`, () => HttpResponse.json([])));
    leaveEarly({ [`${BASE}/v1/api-keys`]: answered(200, KEYS) });
    await expect(client().request('/v1/api-keys', { schema: apiKeyListSchema })).resolves.toMatchObject({ keys: [{ id: 'k1', name: 'CI' }] });
    expect(sent).toEqual([]);
    await expect(client().request('/v1/api-keys', { schema: apiKeyListSchema })).resolves.toMatchObject({ keys: [] });
    expect(sent).toEqual(['GET /v1/api-keys']);
  });

  it('matches the query as the client sends it', async () => {
    leaveEarly({ [`${BASE}/v1/files/browse?path=a%2Fb`]: answered(200, { contents: [] }) });
    await expect(client().request('/v1/files/browse', { query: { path: 'a/b' } })).resolves.toEqual({ contents: [] });
    expect(sent).toEqual([]);
  });

  it('asks itself when the session’s token is not the one the script used', async () => {
    server.use(http.get(`${BASE}/v1/api-keys`, () => HttpResponse.json([])));
    leaveEarly({ [`${BASE}/v1/api-keys`]: answered(200, KEYS) }, 'token-of-someone-else');
    await expect(client().request('/v1/api-keys')).resolves.toEqual([]);
    expect(sent).toEqual(['GET /v1/api-keys']);
  });

  it('asks itself when the answer is older than its max age', async () => {
    server.use(http.get(`${BASE}/v1/api-keys`, () => HttpResponse.json([])));
    leaveEarly({ [`${BASE}/v1/api-keys`]: answered(200, KEYS) }, 'token-a', Date.now() - EARLY_ANSWER_MAX_AGE_MS - 1);
    await expect(client().request('/v1/api-keys')).resolves.toEqual([]);
    expect(sent).toEqual(['GET /v1/api-keys']);
  });

  it('asks itself when the script’s request failed', async () => {
    server.use(http.get(`${BASE}/v1/api-keys`, () => HttpResponse.json([])));
    leaveEarly({ [`${BASE}/v1/api-keys`]: Promise.resolve(null) });
    await expect(client().request('/v1/api-keys')).resolves.toEqual([]);
    expect(sent).toEqual(['GET /v1/api-keys']);
  });

  it('never uses an answer for another method', async () => {
    server.use(http.post(`${BASE}/v1/api-keys`, () => HttpResponse.json({ id: 'new' })));
    leaveEarly({ [`${BASE}/v1/api-keys`]: answered(200, KEYS) });
    await expect(client().request('/v1/api-keys', { method: 'POST', body: { name: 'x' } })).resolves.toEqual({ id: 'new' });
    expect(sent).toEqual(['POST /v1/api-keys']);
  });

  it('reads an early error as the catalogue’s error', async () => {
    leaveEarly({ [`${BASE}/v1/api-keys`]: answered(403, { message: 'Missing permission' }) });
    const error = await client().request('/v1/api-keys').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DashboardApiError);
    expect(error).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(sent).toEqual([]);
  });

  it('retries an early 401 once with a re-read token, as any GET', async () => {
    const tokens = ['token-a', 'token-b'];
    server.use(http.get(`${BASE}/v1/api-keys`, ({ request }) => (request.headers.get('authorization') === 'Bearer token-b' ? HttpResponse.json([]) : HttpResponse.json({}, { status: 401 }))));
    leaveEarly({ [`${BASE}/v1/api-keys`]: answered(401, { message: 'JWT expired' }) });
    await expect(client({ getAccessToken: async () => tokens.shift() ?? 'none' }).request('/v1/api-keys')).resolves.toEqual([]);
    expect(sent).toEqual(['GET /v1/api-keys']);
  });

  it('gives up on an early answer that never comes, as REQUEST_TIMEOUT', async () => {
    leaveEarly({ [`${BASE}/v1/api-keys`]: new Promise<never>(() => undefined) });
    const error = await client({ timeoutMs: 30 }).request('/v1/api-keys').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });

  it('lets a caller abort an early answer through as an abort', async () => {
    leaveEarly({ [`${BASE}/v1/api-keys`]: new Promise<never>(() => undefined) });
    const controller = new AbortController();
    const pending = client().request('/v1/api-keys', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(DashboardApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('API client: early answers that have already arrived', () => {
  const KEYS_URL = `${BASE}/v1/api-keys`;
  const peeking = (token: string | null = 'token-a') => client({ peekAccessToken: () => token });
  /** An answer the script has received: its promise and, beside it, the answer itself. */
  function leaveArrived(url: string, status: number, body: unknown, options: { token?: string; startedAt?: number; receivedAt?: number } = {}) {
    const answer = { status, body: typeof body === 'string' ? body : JSON.stringify(body), receivedAt: options.receivedAt ?? Date.now() };
    (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = {
      token: options.token ?? 'token-a',
      startedAt: options.startedAt ?? Date.now(),
      answers: { [url]: Promise.resolve(answer) },
      settled: { [url]: answer },
    };
  }

  it('hands out a success at once, in the schema’s shape, with the time it arrived, and only once', async () => {
    server.use(http.get(KEYS_URL, () => HttpResponse.json([])));
    leaveArrived(KEYS_URL, 200, KEYS, { receivedAt: 1_700_000_000_000 });
    const api = peeking();
    expect(api.takeArrived('/v1/api-keys', { schema: apiKeyListSchema })).toMatchObject({ data: { keys: [{ id: 'k1', name: 'CI' }] }, receivedAt: 1_700_000_000_000 });
    expect(api.takeArrived('/v1/api-keys', { schema: apiKeyListSchema })).toBeUndefined();
    // Taken: the next request asks the server.
    await expect(api.request('/v1/api-keys', { schema: apiKeyListSchema })).resolves.toMatchObject({ keys: [] });
    expect(sent).toEqual(['GET /v1/api-keys']);
  });

  it('matches the query as the client sends it', () => {
    leaveArrived(`${BASE}/v1/files/browse?path=a%2Fb`, 200, { contents: [] });
    expect(peeking().takeArrived('/v1/files/browse', { query: { path: 'a/b' } })).toMatchObject({ data: { contents: [] } });
  });

  it.each([
    ['an error', 403, { message: 'Missing permission' }, { code: 'FORBIDDEN' }],
    ['a success of another shape', 200, { unexpected: true }, { code: 'UNKNOWN_ERROR' }],
  ])('leaves %s for the request, which reads it as the catalogue’s error without asking again', async (_case, status, body, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    leaveArrived(KEYS_URL, status, body);
    const api = peeking();
    expect(api.takeArrived('/v1/api-keys', { schema: apiKeyListSchema })).toBeUndefined();
    await expect(api.request('/v1/api-keys', { schema: apiKeyListSchema })).rejects.toMatchObject(expected);
    expect(sent).toEqual([]);
  });

  it('leaves an answer still on its way for the request, which waits for it', async () => {
    let arrive!: (answer: EarlyAnswer) => void;
    leaveEarly({ [KEYS_URL]: new Promise((resolve) => (arrive = resolve)) });
    const api = peeking();
    expect(api.takeArrived('/v1/api-keys', { schema: apiKeyListSchema })).toBeUndefined();
    const pending = api.request('/v1/api-keys', { schema: apiKeyListSchema });
    arrive({ status: 200, body: JSON.stringify(KEYS) });
    await expect(pending).resolves.toMatchObject({ keys: [{ id: 'k1' }] });
    expect(sent).toEqual([]);
  });

  it.each([
    ['the session’s token is not known yet', () => peeking(null), {}],
    ['the client cannot read the token without waiting', () => client(), {}],
    ['the script used another token', () => peeking(), { token: 'token-of-someone-else' }],
    ['the answer is older than its max age', () => peeking(), { startedAt: Date.now() - EARLY_ANSWER_MAX_AGE_MS - 1 }],
  ])('hands out nothing when %s', (_case, make, options) => {
    leaveArrived(KEYS_URL, 200, KEYS, options);
    expect(make().takeArrived('/v1/api-keys', { schema: apiKeyListSchema })).toBeUndefined();
  });

  it('hands out nothing the request has already taken', async () => {
    leaveArrived(KEYS_URL, 200, KEYS);
    const api = peeking();
    await expect(api.request('/v1/api-keys', { schema: apiKeyListSchema })).resolves.toMatchObject({ keys: [{ id: 'k1' }] });
    expect(api.takeArrived('/v1/api-keys', { schema: apiKeyListSchema })).toBeUndefined();
    expect(sent).toEqual([]);
  });
});

describe('API client: early answers and callers that give up', () => {
  const KEYS_URL = `${BASE}/v1/api-keys`;

  it('hands an answer back when its caller gives up waiting, for the next request to take', async () => {
    let arrive!: (answer: EarlyAnswer) => void;
    leaveEarly({ [KEYS_URL]: new Promise((resolve) => (arrive = resolve)) });
    const api = client();
    const controller = new AbortController();
    const abandoned = api.request('/v1/api-keys', { signal: controller.signal }).catch((caught: unknown) => caught);
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    expect((await abandoned) as Error).toMatchObject({ name: 'AbortError' });
    const next = api.request('/v1/api-keys', { schema: apiKeyListSchema });
    arrive({ status: 200, body: JSON.stringify(KEYS) });
    await expect(next).resolves.toMatchObject({ keys: [{ id: 'k1' }] });
    expect(sent).toEqual([]);
  });

  it('sends nothing and takes nothing for a caller that gave up while the token was read', async () => {
    server.use(http.get(KEYS_URL, () => HttpResponse.json([])));
    leaveEarly({ [KEYS_URL]: answered(200, KEYS) });
    const controller = new AbortController();
    const api = client({ getAccessToken: async () => (controller.abort(), 'token-a') });
    await expect(api.request('/v1/api-keys', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toEqual([]);
    await expect(client().request('/v1/api-keys', { schema: apiKeyListSchema })).resolves.toMatchObject({ keys: [{ id: 'k1' }] });
  });
});
