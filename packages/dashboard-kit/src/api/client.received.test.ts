import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ownServer } from '../../../../tests/msw/own-server';
import { createApiClient, type ApiClientOptions } from './client';
import { DashboardError } from './errors';
import { apiKeyListSchema } from './schemas/api-keys';

const BASE = 'https://api.client.test';
const { server, sent } = ownServer();

const KEYS = [{ id: 'k1', name: 'CI', created_at: '2026-01-01T00:00:00Z', expires_at: null, is_active: true }];

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: BASE, getAccessToken: async () => 'token-a', ...overrides });
}

const answered = (status: number, body: unknown) => Promise.resolve({ status, contentType: 'application/json', body: JSON.stringify(body) });

describe('API client with an answer already received', () => {
  it('reads it instead of asking, in the schema’s shape', async () => {
    await expect(client().request('/v1/api-keys', { schema: apiKeyListSchema, received: answered(200, KEYS) })).resolves.toMatchObject({ keys: [{ id: 'k1', name: 'CI' }] });
    expect(sent).toEqual([]);
  });

  it('asks itself when the answer’s request failed', async () => {
    server.use(http.get(`${BASE}/v1/api-keys`, () => HttpResponse.json([])));
    await expect(client().request('/v1/api-keys', { received: Promise.resolve(null) })).resolves.toEqual([]);
    expect(sent).toEqual(['GET /v1/api-keys']);
  });

  it('asks itself when the answer’s JSON body was cut short on its way (a proxy ended the broken connection cleanly)', async () => {
    server.use(http.get(`${BASE}/v1/api-keys`, () => HttpResponse.json(KEYS)));
    const cut = Promise.resolve({ status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify(KEYS).slice(0, 20) });
    await expect(client().request('/v1/api-keys', { schema: apiKeyListSchema, received: cut })).resolves.toMatchObject({ keys: [{ id: 'k1', name: 'CI' }] });
    expect(sent).toEqual(['GET /v1/api-keys']);
  });

  it('never uses it for another method', async () => {
    server.use(http.post(`${BASE}/v1/api-keys`, () => HttpResponse.json({ id: 'new' })));
    await expect(client().request('/v1/api-keys', { method: 'POST', body: { name: 'x' }, received: answered(200, KEYS) })).resolves.toEqual({ id: 'new' });
    expect(sent).toEqual(['POST /v1/api-keys']);
  });

  it.each([
    ['an error', 403, { message: 'Missing permission' }, { code: 'FORBIDDEN', status: 403 }],
    ['a success of another shape', 200, { unexpected: true }, { code: 'UNKNOWN_ERROR' }],
  ])('reads %s as the catalogue’s error without asking again', async (_case, status, body, expected) => {
    const error = await client()
      .request('/v1/api-keys', { schema: apiKeyListSchema, received: answered(status, body) })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DashboardError);
    expect(error).toMatchObject(expected);
    expect(sent).toEqual([]);
  });

  it('retries a 401 once with a re-read token, as any GET', async () => {
    const tokens = ['token-a', 'token-b'];
    server.use(http.get(`${BASE}/v1/api-keys`, ({ request }) => (request.headers.get('authorization') === 'Bearer token-b' ? HttpResponse.json([]) : HttpResponse.json({}, { status: 401 }))));
    const api = client({ getAccessToken: async () => tokens.shift() ?? 'none' });
    await expect(api.request('/v1/api-keys', { received: answered(401, { message: 'JWT expired' }) })).resolves.toEqual([]);
    expect(sent).toEqual(['GET /v1/api-keys']);
  });

  it('gives up on an answer that never comes, as REQUEST_TIMEOUT', async () => {
    const error = await client({ timeoutMs: 30 })
      .request('/v1/api-keys', { received: new Promise<never>(() => undefined) })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });

  it('lets a caller abort the wait through as an abort', async () => {
    const controller = new AbortController();
    const pending = client().request('/v1/api-keys', { signal: controller.signal, received: new Promise<never>(() => undefined) });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(DashboardError);
    expect((error as Error).name).toBe('AbortError');
  });
});
