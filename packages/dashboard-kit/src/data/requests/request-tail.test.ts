import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedRequest } from '../../../../../tests/msw/request-log-scenarios';
import type { ApiClient } from '../../api/client';
import { DashboardError, type ApiErrorCode } from '../../api/errors';
import { DEFAULT_REQUEST_FILTERS } from './request-filters';
import { followRequests, type TailState } from './request-tail';

/** A client whose tail is refused with `code` every time; counts how often it was asked. */
function refusingClient(code: ApiErrorCode, status: number) {
  const client = {
    asked: 0,
    baseUrl: 'https://api.test',
    request: () => Promise.reject(new Error('not used')),
    stream: () => {
      client.asked += 1;
      return Promise.reject(new DashboardError({ code, status }));
    },
  };
  return client;
}

describe('followRequests', () => {
  it.each([['SESSION_ENDED'], ['ACCOUNT_DELETED']] as const)('stops at once, asking no more, when the provider says the session ended (%s)', async (code) => {
    const api = refusingClient(code, 401);
    const states: TailState[] = [];
    await followRequests(api as unknown as ApiClient, DEFAULT_REQUEST_FILTERS, { onRequest: () => undefined, onState: (state) => states.push(state) }, new AbortController().signal, { firstRetryMs: 1 });
    expect(api.asked).toBe(1);
    expect(states).toEqual(['connecting']);
  });

  it('keeps trying after a server error, until the reader stops it', async () => {
    const api = refusingClient('SERVER_ERROR', 500);
    const stop = new AbortController();
    const states: TailState[] = [];
    await followRequests(api as unknown as ApiClient, DEFAULT_REQUEST_FILTERS, {
      onRequest: () => undefined,
      onState: (state) => {
        states.push(state);
        if (states.length === 3) stop.abort();
      },
    }, stop.signal, { firstRetryMs: 1 });
    expect(api.asked).toBeGreaterThanOrEqual(2);
    expect(states.slice(0, 3)).toEqual(['connecting', 'reconnecting', 'reconnecting']);
  });

  it('waits twice as long after each failure in a row, up to its longest wait', async () => {
    vi.useFakeTimers();
    const api = refusingClient('SERVER_ERROR', 500);
    const askedAt: number[] = [];
    const stream = api.stream;
    api.stream = () => (askedAt.push(Date.now()), stream());
    const stop = new AbortController();
    const following = followRequests(api as unknown as ApiClient, DEFAULT_REQUEST_FILTERS, { onRequest: () => undefined, onState: () => undefined }, stop.signal, { firstRetryMs: 100, maxRetryMs: 400 });
    await vi.advanceTimersByTimeAsync(100 + 200 + 400 + 400);
    stop.abort();
    await following;
    expect(askedAt.slice(1).map((at, index) => at - askedAt[index]!)).toEqual([100, 200, 400, 400]);
  });

  it('resumes after the last request it had (Last-Event-ID), so a dropped connection loses none and repeats none', async () => {
    const sent: (string | undefined)[] = [];
    const answers = [
      sse({ event: 'ready', id: '997' }, { event: 'request', data: loggedRequest(2) }, { event: 'request', data: loggedRequest(1) }),
      sse({ event: 'ready', id: '999' }, { event: 'request', data: loggedRequest(0) }),
    ];
    const stop = new AbortController();
    const api = {
      stream: (_path: string, options: { headers?: Record<string, string> }) => {
        sent.push(options.headers?.['last-event-id']);
        const answer = answers.shift();
        if (!answer) stop.abort();
        return answer ? Promise.resolve(answer) : Promise.reject(new DashboardError({ code: 'NETWORK_ERROR' }));
      },
    };
    const ids: string[] = [];
    const states: TailState[] = [];
    await followRequests(api as unknown as ApiClient, DEFAULT_REQUEST_FILTERS, { onRequest: (entry) => ids.push(entry.id), onState: (state) => states.push(state) }, stop.signal, { firstRetryMs: 1 });
    expect(sent).toEqual([undefined, '999', '1000']);
    expect(ids).toEqual(['req_000998', 'req_000999', 'req_001000']);
    expect(states).toEqual(['connecting', 'live', 'reconnecting', 'live', 'reconnecting']);
  });

  it('starts from what the reader already has, and skips an entry of another shape without stopping', async () => {
    const sent: (string | undefined)[] = [];
    const stop = new AbortController();
    const api = {
      stream: (_path: string, options: { headers?: Record<string, string> }) => {
        sent.push(options.headers?.['last-event-id']);
        stop.abort();
        return Promise.resolve(sse({ event: 'ready', id: '990' }, { event: 'request', data: { id: 'not a request' } }, { event: 'request', data: loggedRequest(0) }));
      },
    };
    const ids: string[] = [];
    await followRequests(api as unknown as ApiClient, DEFAULT_REQUEST_FILTERS, { onRequest: (entry) => ids.push(entry.id), onState: () => undefined }, stop.signal, { after: '995' });
    expect(sent).toEqual(['995']);
    expect(ids).toEqual(['req_001000']);
  });

  it('stops and says so where the API has no tail (404)', async () => {
    const api = refusingClient('NOT_FOUND', 404);
    const states: TailState[] = [];
    await followRequests(api as unknown as ApiClient, DEFAULT_REQUEST_FILTERS, { onRequest: () => undefined, onState: (state) => states.push(state) }, new AbortController().signal, { firstRetryMs: 1 });
    expect(api.asked).toBe(1);
    expect(states).toEqual(['connecting', 'unavailable']);
  });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A server-sent event stream that ends after these events, as the API writes them. */
function sse(...events: { event: string; id?: string; data?: unknown }[]): ReadableStream<Uint8Array> {
  const text = events.map(({ event, id, data }) => `event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data ?? {})}\n\n`).join('');
  return new Response(text).body!;
}
