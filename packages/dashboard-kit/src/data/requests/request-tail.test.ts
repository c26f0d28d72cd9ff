import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/client';
import { DashboardApiError, type ApiErrorCode } from '../../api/errors';
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
      return Promise.reject(new DashboardApiError({ code, status }));
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
});
