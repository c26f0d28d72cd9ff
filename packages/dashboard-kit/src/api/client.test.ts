import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import { DashboardError, signOutNoticeOf } from './errors';
import { errorText } from './error-text';
import { en } from '../i18n/messages';
import { apiKeyListSchema } from './schemas/api-keys';

const BASE = 'https://api.client.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: BASE, getAccessToken: async () => 'token-1', ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<DashboardError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DashboardError);
  return error as DashboardError;
}

describe('API client requests', () => {
  it('sends the bearer token and JSON to the base URL', async () => {
    let seen: { auth: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${BASE}/v1/api-keys`, async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(client().request('/v1/api-keys', { method: 'POST', body: { name: 'CI' } })).resolves.toEqual({ ok: true });
    expect(seen).toEqual({ auth: 'Bearer token-1', type: 'application/json', body: { name: 'CI' } });
  });

  it("fails with 'No authentication token available' and sends nothing without a session", async () => {
    const handler = vi.fn(() => HttpResponse.json({}));
    server.use(http.get(`${BASE}/v1/profile/access`, handler));
    const error = await failure(client({ getAccessToken: async () => null }).request('/v1/profile/access'));
    expect(error.code).toBe('NO_AUTH_TOKEN');
    expect(error.message).toBe('No authentication token available');
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('requests started together', () => {
  /** A fetch that records which requests have started, and answers each at once. */
  function recordingFetch() {
    const started: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      started.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return Response.json({ ok: true });
    });
    return { started, fetch: fetch as unknown as typeof globalThis.fetch };
  }
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Lets the current task's microtasks run (the token read, the client's own awaits), and no later task. */
  async function restOfTask() {
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  }

  it('starts the first request of a task at once and each further one in a later task, so a page mounting five queries keeps responding', async () => {
    const { started, fetch } = recordingFetch();
    const api = client({ fetch });
    const answers = ['/v1/a', '/v1/b', '/v1/c'].map((path) => api.request(path));
    // Within the task (its microtasks included): only the first fetch.
    await restOfTask();
    expect(started).toEqual(['/v1/a']);
    await expect(Promise.all(answers)).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(started).toEqual(['/v1/a', '/v1/b', '/v1/c']);
    // A request of a later task starts at once again.
    await nextTask();
    const later = api.request('/v1/d');
    await restOfTask();
    expect(started).toEqual(['/v1/a', '/v1/b', '/v1/c', '/v1/d']);
    await later;
  });

  it('sends nothing for a request whose caller gives up while it waits its turn', async () => {
    const { started, fetch } = recordingFetch();
    const api = client({ fetch });
    const controller = new AbortController();
    const first = api.request('/v1/a');
    const second = api.request('/v1/b', { signal: controller.signal });
    await restOfTask();
    controller.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    await first;
    await nextTask();
    expect(started).toEqual(['/v1/a']);
  });
});

describe('error catalogue', () => {
  it('times out as REQUEST_TIMEOUT, retryable', async () => {
    server.use(http.get(`${BASE}/slow`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    const error = await failure(client({ timeoutMs: 30 }).request('/slow'));
    expect(error).toMatchObject({ code: 'REQUEST_TIMEOUT', message: 'The request timed out. Please try again.', retryable: true });
  });

  it('uses 15 seconds as the default timeout', async () => {
    const { API_TIMEOUT_MS } = await import('./client');
    expect(API_TIMEOUT_MS).toBe(15_000);
  });

  it('maps no response to NETWORK_ERROR, retryable', async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()));
    const error = await failure(client().request('/down'));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: 'Unable to connect to the server.', retryable: true });
    expect(error.status).toBeUndefined();
  });

  it('reads a JSON answer cut short on its way as no response, whatever its status said', async () => {
    server.use(http.post(`${BASE}/api-keys`, () => new HttpResponse('{"id":"key_', { status: 201, headers: { 'content-type': 'application/json' } })));
    const error = await failure(client().request('/api-keys', { method: 'POST', body: { name: 'Lost answer' } }));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: 'Unable to connect to the server.', retryable: true });
    // Cut before its first byte, ended cleanly: a JSON answer with nothing in it.
    server.use(http.post(`${BASE}/api-keys`, () => new HttpResponse('', { status: 201, headers: { 'content-type': 'application/json' } })));
    expect(await failure(client().request('/api-keys', { method: 'POST', body: { name: 'Lost answer' } }))).toMatchObject({ code: 'NETWORK_ERROR' });
    // A status without a body is what it says.
    server.use(http.delete(`${BASE}/api-keys/key_1`, () => new HttpResponse(null, { status: 204, headers: { 'content-type': 'application/json' } })));
    await expect(client().request('/api-keys/key_1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('reads a gateway’s 502 or 504 (a page of its own, or nothing) as no response, and the API’s own 502 as a server error', async () => {
    server.use(
      http.get(`${BASE}/cdn`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })),
      http.get(`${BASE}/edge`, () => new HttpResponse(null, { status: 504 })),
      http.get(`${BASE}/api`, () => HttpResponse.json({ message: 'forecast store unavailable' }, { status: 502 })),
    );
    expect(await failure(client().request('/cdn'))).toMatchObject({ code: 'NETWORK_ERROR', status: 502, message: 'Unable to connect to the server.' });
    expect(await failure(client().request('/edge'))).toMatchObject({ code: 'NETWORK_ERROR', status: 504 });
    expect(await failure(client().request('/api'))).toMatchObject({ code: 'SERVER_ERROR', status: 502, serverMessage: 'forecast store unavailable' });
  });

  it('still reads a body that is not JSON as its text', async () => {
    server.use(http.get(`${BASE}/plain`, () => HttpResponse.text('ok, not JSON')));
    await expect(client().request('/plain')).resolves.toBe('ok, not JSON');
  });

  it('maps 400 to BAD_REQUEST with its details, not retryable', async () => {
    server.use(http.get(`${BASE}/forecast`, () =>
      HttpResponse.json(
        { detail: 'Point outside model domain', type: 'out_of_domain', model_name: 'ept2', requested_lat: 91, requested_lon: 10 },
        { status: 400 },
      ),
    ));
    const error = await failure(client().request('/forecast'));
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      message: 'The request was invalid.',
      retryable: false,
      details: { type: 'out_of_domain', model_name: 'ept2', requested_lat: 91, requested_lon: 10 },
      serverMessage: 'Point outside model domain',
    });
  });

  it('re-reads the token and retries a GET once after a 401', async () => {
    const tokens = ['stale', 'fresh'];
    const getAccessToken = vi.fn(async () => tokens.shift() ?? 'none');
    const seen: (string | null)[] = [];
    server.use(http.get(`${BASE}/v1/api-keys`, ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return request.headers.get('authorization') === 'Bearer fresh'
        ? HttpResponse.json([])
        : HttpResponse.json({}, { status: 401 });
    }));
    await expect(client({ getAccessToken }).request('/v1/api-keys')).resolves.toEqual([]);
    expect(seen).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('gives up with UNAUTHORIZED after the one retry, suggesting to log in again', async () => {
    const handler = vi.fn(() => HttpResponse.json({}, { status: 401 }));
    server.use(http.get(`${BASE}/v1/api-keys`, handler));
    const error = await failure(client().request('/v1/api-keys'));
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Authentication required.' });
    expect(errorText(error, en)).toEqual({ text: 'Authentication required.', suggestion: 'Please log in again.' });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it.each(['POST', 'DELETE'] as const)('never retries a %s after a 401', async (method) => {
    const handler = vi.fn(() => HttpResponse.json({}, { status: 401 }));
    server.use(http.all(`${BASE}/v1/api-keys`, handler));
    const error = await failure(client().request('/v1/api-keys', { method }));
    expect(error.code).toBe('UNAUTHORIZED');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it.each([
    [403, 'FORBIDDEN', "You don't have permission to access this resource.", false, 'error'],
    [404, 'NOT_FOUND', 'The requested resource was not found.', false, 'error'],
    [429, 'RATE_LIMITED', 'Too many requests. Please wait before trying again.', true, 'warning'],
    [500, 'SERVER_ERROR', 'An unexpected server error occurred.', true, 'error'],
    [503, 'SERVER_ERROR', 'An unexpected server error occurred.', true, 'error'],
    [418, 'UNKNOWN_ERROR', 'An unexpected error occurred.', true, 'error'],
  ])('maps %i to %s', async (status, code, message, retryable, severity) => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json({ message: 'server words' }, { status })));
    const error = await failure(client().request('/x'));
    expect(error).toMatchObject({ code, message, retryable, severity, status, serverMessage: 'server words' });
  });

  it('maps a 402 for a key at its monthly spend cap to KEY_SPEND_CAP_REACHED, never retried; another 402 stays unknown', async () => {
    const message = 'This API key has reached its monthly spend cap. Raise the cap or wait for the month to turn.';
    server.use(http.get(`${BASE}/capped`, () => HttpResponse.json({ message, type: 'key_spend_cap_reached', cap_cents: 500, spend_cents: 600 }, { status: 402 })));
    expect(await failure(client().request('/capped'))).toMatchObject({ code: 'KEY_SPEND_CAP_REACHED', message, retryable: false, severity: 'warning', status: 402 });
    server.use(http.get(`${BASE}/other`, () => HttpResponse.json({ message: 'pay up' }, { status: 402 })));
    expect((await failure(client().request('/other'))).code).toBe('UNKNOWN_ERROR');
  });

  it('maps a 409 for a key rolled already to KEY_ALREADY_ROLLED; another 409 stays unknown', async () => {
    server.use(http.post(`${BASE}/rolled`, () => HttpResponse.json({ message: 'rolled already', type: 'key_already_rolled', replaced_by: 'jk_new' }, { status: 409 })));
    expect(await failure(client().request('/rolled', { method: 'POST' }))).toMatchObject({
      code: 'KEY_ALREADY_ROLLED',
      message: 'This API key was rolled already. Roll the key that replaced it instead.',
      retryable: false,
      status: 409,
    });
    server.use(http.post(`${BASE}/conflict`, () => HttpResponse.json({ message: 'busy' }, { status: 409 })));
    expect((await failure(client().request('/conflict', { method: 'POST' }))).code).toBe('UNKNOWN_ERROR');
  });

  it.each([
    ['session_revoked', 'SESSION_ENDED', 'sessionEnded'],
    ['account_deleted', 'ACCOUNT_DELETED', 'accountDeleted'],
  ] as const)('maps a 401 %s to %s after the one retry a GET gets, a reason to sign out; a bare 401 is none', async (type, code, notice) => {
    let asked = 0;
    server.use(
      http.get(`${BASE}/ended`, () => {
        asked += 1;
        return HttpResponse.json({ message: 'ended', type }, { status: 401 });
      }),
    );
    const error = await failure(client().request('/ended'));
    expect(error).toMatchObject({ code, retryable: false, status: 401 });
    expect(asked).toBe(2);
    expect(signOutNoticeOf(error)).toBe(notice);
    server.use(http.get(`${BASE}/bare`, () => HttpResponse.json({ message: 'who?' }, { status: 401 })));
    expect(signOutNoticeOf(await failure(client().request('/bare')))).toBeUndefined();
  });

  it('sends a call’s own headers (an idempotency key), never in place of the bearer token', async () => {
    let seen: { key: string | null; auth: string | null } | undefined;
    server.use(
      http.post(`${BASE}/v1/thing`, ({ request }) => {
        seen = { key: request.headers.get('idempotency-key'), auth: request.headers.get('authorization') };
        return HttpResponse.json({});
      }),
    );
    await client().request('/v1/thing', { method: 'POST', headers: { 'idempotency-key': 'attempt-1', authorization: 'Bearer forged' } });
    expect(seen).toEqual({ key: 'attempt-1', auth: 'Bearer token-1' });
  });

  it('turns a response of the wrong shape into UNKNOWN_ERROR and logs it as unexpected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${BASE}/v1/api-keys`, () => HttpResponse.json({ items: 'nope' })));
    const error = await failure(client().request('/v1/api-keys', { schema: apiKeyListSchema }));
    expect(error.code).toBe('UNKNOWN_ERROR');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unexpected response from GET /v1/api-keys'), expect.any(String));
  });

  it('lets a caller abort through as an abort, not a network error', async () => {
    server.use(http.get(`${BASE}/slow`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    const controller = new AbortController();
    const pending = client().request('/slow', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(DashboardError);
  });

  it('tells onError about each failure', async () => {
    const onError = vi.fn();
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json({}, { status: 500 })));
    await failure(client({ onError }).request('/x'));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'SERVER_ERROR' }), { method: 'GET', path: '/x' });
  });
});

describe('a streamed answer', () => {
  it('times out as any request while its answer has not started', async () => {
    server.use(http.get(`${BASE}/v1/requests/tail`, async () => {
      await delay('infinite');
      return new HttpResponse(null);
    }));
    const error = await failure(client({ timeoutMs: 30 }).stream('/v1/requests/tail'));
    expect(error.code).toBe('REQUEST_TIMEOUT');
  });

  it('once started, outlives the timeout and ends when the caller stops it', async () => {
    // A fetch whose body ends when the request's signal aborts, as a browser's does.
    let writer!: ReadableStreamDefaultController<Uint8Array>;
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          writer = controller;
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    const caller = new AbortController();
    const body = await client({ timeoutMs: 30, fetch: fetch as typeof globalThis.fetch }).stream('/v1/requests/tail', { signal: caller.signal });
    const reader = body.getReader();
    // Longer than the timeout: the stream is still open, and what the server writes arrives.
    await new Promise((resolve) => setTimeout(resolve, 90));
    writer.enqueue(new TextEncoder().encode('event: ready\n\n'));
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe('event: ready\n\n');
    caller.abort();
    await expect(reader.read()).rejects.toBeDefined();
  });
});
