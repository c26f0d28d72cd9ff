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
