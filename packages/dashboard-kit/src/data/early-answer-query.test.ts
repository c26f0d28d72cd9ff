import { QueryObserver } from '@tanstack/react-query';
import { pathOf } from './endpoint';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownServer } from '../../../../tests/msw/own-server';
import { createApiClient } from '../api/client';
import { EARLY_ANSWER_MAX_AGE_MS, EARLY_REQUESTS_GLOBAL, earlyRequestUrl, type EarlyAnswer, type EarlyRequests } from '../api/early-answers';
import { API_PATHS } from '../api/paths';
import { endpointQueryOptions } from './endpoint-query';
import { API_KEYS } from './api-keys/endpoints';
import { USAGE } from './billing/endpoints';
import { FOLDER } from './files/endpoints';
import type { QueryScope } from '../context/context';
import { createDashboardQueryClient } from './query-client';

const BASE = 'https://api.early.test';
const { server, sent } = ownServer();
afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  vi.restoreAllMocks();
});

const KEYS = { keys: [{ id: 'k1', name: 'CI', created_at: '2026-01-01T00:00:00Z', expires_at: null, is_active: true }], max_active_keys: 5 };
const SERVER_KEYS = { keys: [] };
const scope: QueryScope = { provider: 'p', userId: 'user-1', organizationId: null };
const KEYS_URL = earlyRequestUrl(BASE, API_PATHS.apiKeys);
const RECEIVED_AT = 1_700_000_000_000;

const api = createApiClient({ baseUrl: BASE, getAccessToken: async () => 'token-a' });
const keysQuery = (queryScope = scope) => endpointQueryOptions(API_KEYS, api, queryScope, undefined);

type Left = { answer: EarlyAnswer | null; arrived: boolean } | Promise<EarlyAnswer | null>;
/** Leaves the script's requests on the page: answers by URL; `arrived` ones also readable at once. */
function leave(answers: Record<string, Left>, overrides: Partial<EarlyRequests> = {}) {
  const early: EarlyRequests = { userId: 'user-1', startedAt: Date.now(), answers: {}, settled: {}, ...overrides };
  for (const [url, left] of Object.entries(answers)) {
    if (left instanceof Promise) {
      early.answers[url] = left;
      continue;
    }
    const settled = left.answer && { ...left.answer, receivedAt: RECEIVED_AT };
    early.answers[url] = Promise.resolve(settled);
    if (left.arrived && settled) early.settled[url] = settled;
  }
  (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = early;
}
const ok = (body: unknown, arrived = true) => ({ answer: { status: 200, contentType: 'application/json', body: JSON.stringify(body) }, arrived });
const serveKeys = () => server.use(http.get(`${BASE}${API_PATHS.apiKeys}`, () => HttpResponse.json(SERVER_KEYS)));

describe('an endpoint query and the head script’s answer', () => {
  it('starts from an answer that has arrived, dated when it arrived, and uses it once', async () => {
    serveKeys();
    leave({ [KEYS_URL]: ok(KEYS) });
    const queryClient = createDashboardQueryClient();
    const observer = new QueryObserver(queryClient, keysQuery());
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: { keys: [{ id: 'k1', name: 'CI' }] }, dataUpdatedAt: RECEIVED_AT });
    // Another cache asking afresh finds it taken.
    await expect(createDashboardQueryClient().fetchQuery(keysQuery())).resolves.toMatchObject({ keys: [] });
    expect(sent).toEqual(['GET /v1/api-keys']);
  });

  it('waits for an answer still on its way instead of asking again, and a caller that gives up meanwhile loses nothing', async () => {
    let arrive!: (answer: EarlyAnswer) => void;
    leave({ [KEYS_URL]: new Promise((resolve) => (arrive = resolve)) });
    const queryClient = createDashboardQueryClient();
    // As StrictMode's replay: subscribe, unsubscribe, subscribe again.
    const first = new QueryObserver(queryClient, keysQuery());
    first.subscribe(() => undefined)();
    const second = new QueryObserver(queryClient, keysQuery());
    const stop = second.subscribe(() => undefined);
    arrive({ status: 200, contentType: 'application/json', body: JSON.stringify(KEYS) });
    await vi.waitFor(() => expect(second.getCurrentResult().data).toMatchObject({ keys: [{ id: 'k1' }] }));
    stop();
    expect(sent).toEqual([]);
  });

  it('reads an error that has arrived as the catalogue’s error, without asking again', async () => {
    leave({ [KEYS_URL]: { answer: { status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'Missing permission' }) }, arrived: true } });
    await expect(createDashboardQueryClient().fetchQuery(keysQuery())).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(sent).toEqual([]);
  });

  it('reads a success of another shape as UNKNOWN_ERROR, and its retry asks the API', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveKeys();
    leave({ [KEYS_URL]: ok({ unexpected: true }) });
    const queryClient = createDashboardQueryClient();
    expect(new QueryObserver(queryClient, keysQuery()).getCurrentResult().data).toBeUndefined();
    // The kit's policy retries an unexpected answer after its back-off (about a second).
    await expect(queryClient.fetchQuery({ ...keysQuery(), retryDelay: 0 })).resolves.toMatchObject({ keys: [] });
    expect(sent).toEqual(['GET /v1/api-keys']);
  });

  it('asks again when the script’s request failed', async () => {
    serveKeys();
    leave({ [KEYS_URL]: { answer: null, arrived: false } });
    await expect(createDashboardQueryClient().fetchQuery(keysQuery())).resolves.toMatchObject({ keys: [] });
    expect(sent).toEqual(['GET /v1/api-keys']);
  });

  it('gives null for an optional endpoint the API does not offer (404), not an error, from the first render when it has arrived', async () => {
    const usageUrl = earlyRequestUrl(BASE, pathOf(USAGE, undefined), USAGE.query!());
    leave({ [usageUrl]: { answer: { status: 404, contentType: 'application/json', body: '{}' }, arrived: false } });
    await expect(createDashboardQueryClient().fetchQuery(endpointQueryOptions(USAGE, api, scope, undefined))).resolves.toBeNull();
    leave({ [usageUrl]: { answer: { status: 404, contentType: 'application/json', body: '{}' }, arrived: true } });
    const observer = new QueryObserver(createDashboardQueryClient(), endpointQueryOptions(USAGE, api, scope, undefined));
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: null, dataUpdatedAt: RECEIVED_AT });
    expect(sent).toEqual([]);
  });

  it('keeps an arrived 404 of an endpoint the kit cannot do without as the first attempt, an error', async () => {
    leave({ [KEYS_URL]: { answer: { status: 404, contentType: 'application/json', body: '{}' }, arrived: true } });
    expect(new QueryObserver(createDashboardQueryClient(), keysQuery()).getCurrentResult().status).toBe('pending');
  });

  it('finds a folder’s listing by the folder’s URL', () => {
    leave({ [earlyRequestUrl(BASE, pathOf(FOLDER, 'forecasts/ept2'), { path: 'forecasts/ept2' })]: ok({ contents: [] }) });
    const observer = new QueryObserver(createDashboardQueryClient(), endpointQueryOptions(FOLDER, api, scope, 'forecasts/ept2'));
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: [] });
  });

  it.each([
    ['the script asked for another user', { userId: 'someone-else' }, scope],
    ['no one is signed in', {}, { provider: 'p', userId: null, organizationId: null }],
    ['the answers are older than their max age', { startedAt: Date.now() - EARLY_ANSWER_MAX_AGE_MS - 1 }, scope],
  ])('asks the API itself when %s', async (_case, overrides, queryScope) => {
    serveKeys();
    leave({ [KEYS_URL]: ok(KEYS) }, overrides);
    const queryClient = createDashboardQueryClient();
    expect(new QueryObserver(queryClient, keysQuery(queryScope)).getCurrentResult().data).toBeUndefined();
    await expect(queryClient.fetchQuery(keysQuery(queryScope))).resolves.toMatchObject({ keys: [] });
    expect(sent).toEqual(['GET /v1/api-keys']);
  });

  it('never takes an answer to another API', async () => {
    serveKeys();
    leave({ [earlyRequestUrl('https://elsewhere.test', API_PATHS.apiKeys)]: ok(KEYS) });
    await expect(createDashboardQueryClient().fetchQuery(keysQuery())).resolves.toMatchObject({ keys: [] });
  });
});
