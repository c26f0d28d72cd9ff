import { beforeEach, describe, expect, it } from 'vitest';
import type { RequestEntry } from '../../packages/sandbox/src/requests/store';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { api, apiAs, control, reset, signedIn, startSandboxForFile, sandboxNow } from './harness';
import { BERLIN, forecastWith, setBalance, setRules, tailsClosedAfterEach } from './request-log-fixtures';
import { createKey, type Call } from './spend-fixtures';

// The request log (packages/sandbox/API-PROPOSAL.md, "The request log").
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
const openTail = tailsClosedAfterEach();
beforeEach(() => reset(url()));

interface Page {
  requests: RequestEntry[];
  next_cursor: string | null;
  retention_days: number;
}

async function setUp() {
  await setBalance(url(), PERSONA.new, 10);
  const { token } = await signedIn(url(), PERSONA.new);
  const call = api(url(), token);
  const key = await createKey(call, 'Forecasts');
  return { call, token, key };
}
const page = async (call: Call, query = '') => (await (await call(`/v1/requests?${query}`)).json()) as Page;

describe('GET /v1/requests', () => {
  it('lists the user’s requests newest first, each with its key, place, outcome, cost and the id its answer carried', async () => {
    const { call, key } = await setUp();
    const ok = await forecastWith(url(), key);
    const bad = await forecastWith(url(), key, { ...BERLIN, lat: '95' });
    const { requests, retention_days: retention } = await page(call);
    expect(retention).toBe(30);
    expect(requests.map((entry) => entry.id)).toEqual([bad.headers.get('request-id'), ok.headers.get('request-id')]);
    expect(requests[1]).toMatchObject({
      cursor: expect.stringMatching(/^\d+$/),
      key: { id: key.id, name: 'Forecasts', prefix: key.secret.slice(0, 8) },
      method: 'GET',
      path: '/v1/forecast/point',
      model: 'ept2',
      lat: 52.52,
      lon: 13.405,
      steps: 48,
      parameters: ['air_temperature_at_height_level_2m', 'wind_speed_at_height_level_10m'],
      status: 200,
      outcome: 'ok',
      error: null,
      tokens: 720,
      cost_microcents: 288_000,
      user_agent: 'contract-test/1.0',
      client_address: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
    expect(requests[1]!.latency_ms).toBeGreaterThanOrEqual(0);
    // The refusal as the caller got it, to explain it in words; nothing charged.
    expect(requests[0]).toMatchObject({ status: 400, outcome: 'coordinates_out_of_range', tokens: 0, cost_microcents: 0, error: { type: 'coordinates_out_of_range', requested_lat: 95 } });
  });

  it('keeps metadata only, never the forecast, and no request made without a valid key', async () => {
    const { call, key } = await setUp();
    await forecastWith(url(), key);
    await forecastWith(url(), { id: key.id, secret: 'jsk_not_it' });
    const { requests } = await page(call);
    expect(requests).toHaveLength(1);
    expect(JSON.stringify(requests[0])).not.toContain('valid_time');
  });

  it('filters by status class, outcome, key and model, and by time', async () => {
    const { call, key } = await setUp();
    const other = await createKey(call, 'Other');
    await forecastWith(url(), key);
    await forecastWith(url(), key, { ...BERLIN, model: 'ept9' });
    await forecastWith(url(), other, { ...BERLIN, model: 'aifs' });
    await setBalance(url(), PERSONA.new, 0);
    await forecastWith(url(), other);
    const outcomes = async (query: string) => (await page(call, query)).requests.map((entry) => entry.outcome);
    expect(await outcomes('')).toEqual(['insufficient_credits', 'ok', 'unknown_model', 'ok']);
    expect(await outcomes('status=4xx')).toEqual(['insufficient_credits', 'unknown_model']);
    expect(await outcomes('status=2xx')).toEqual(['ok', 'ok']);
    expect(await outcomes('outcome=unknown_model,insufficient_credits')).toEqual(['insufficient_credits', 'unknown_model']);
    expect(await outcomes(`key_id=${other.id}`)).toEqual(['insufficient_credits', 'ok']);
    expect(await outcomes('model=aifs')).toEqual(['ok']);
    expect(await outcomes(`key_id=${other.id}&status=2xx`)).toEqual(['ok']);
    const future = new Date(sandboxNow() + 60_000).toISOString();
    expect(await outcomes(`from=${future}&to=${new Date(sandboxNow() + 120_000).toISOString()}`)).toEqual([]);
    for (const query of ['status=3xx', 'from=yesterday', 'outcome=OK!', 'limit=0', 'limit=201', 'cursor=abc']) {
      const refused = await call(`/v1/requests?${query}`);
      expect(refused.status, query).toBe(400);
      expect(await refused.json()).toMatchObject({ type: 'validation_failed' });
    }
  });

  it('pages with a cursor: every request once, none skipped, while new ones arrive', async () => {
    const { call, key } = await setUp();
    for (let index = 0; index < 7; index += 1) await forecastWith(url(), key);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const current: Page = await page(call, `limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...current.requests.map((entry) => entry.id));
      // A request made while paging lands above the first page, not in the pages still to come.
      if (seen.length === 3) await forecastWith(url(), key);
      cursor = current.next_cursor;
      if (cursor !== null) expect(cursor).toMatch(/^\d+$/);
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect((await page(call)).requests).toHaveLength(8);
  });

  it('shows a user their own requests only', async () => {
    const { key } = await setUp();
    const made = await forecastWith(url(), key);
    const stranger = await apiAs(url(), PERSONA.dev);
    expect((await page(stranger)).requests.map((entry) => entry.id)).not.toContain(made.headers.get('request-id'));
    const theirs = await stranger(`/v1/requests/${made.headers.get('request-id')}`);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ type: 'request_not_found' });
  });

  it('keeps 30 days: older requests are neither listed nor found, and are deleted', async () => {
    const { call, key } = await setUp();
    const old = (await forecastWith(url(), key)).headers.get('request-id')!;
    const recent = (await forecastWith(url(), key)).headers.get('request-id')!;
    await sandbox().ctx.db.query("update api_requests set at = sandbox_now() - interval '30 days 1 minute' where id = $1", [old]);
    const monthAgo = new Date(sandboxNow() - 31 * 86_400_000).toISOString();
    expect((await page(call, `from=${monthAgo}`)).requests.map((entry) => entry.id)).toEqual([recent]);
    expect((await call(`/v1/requests/${old}`)).status).toBe(404);
    await forecastWith(url(), key);
    const { rows } = await sandbox().ctx.db.query('select 1 from api_requests where id = $1', [old]);
    expect(rows).toHaveLength(0);
  });
});

describe('GET /v1/requests/{id}', () => {
  it('gives one request in full by the id its answer carried', async () => {
    const { call, key } = await setUp();
    await setRules(url(), { forecast_requests_per_minute: 1 });
    await forecastWith(url(), key);
    const limited = await forecastWith(url(), key);
    const entry = await (await call(`/v1/requests/${limited.headers.get('request-id')}`)).json();
    expect(entry).toMatchObject({ status: 429, outcome: 'rate_limited', error: { type: 'rate_limited', limit_per_minute: 1, retry_after_seconds: expect.any(Number) } });
  });
});

describe('GET /v1/requests/histogram', () => {
  it('counts requests per bucket and status class over the range, every bucket present', async () => {
    const { call, key } = await setUp();
    await forecastWith(url(), key);
    await forecastWith(url(), key);
    await forecastWith(url(), key, { ...BERLIN, steps: '999' });
    const to = new Date(Math.ceil(sandboxNow() / 3_600_000) * 3_600_000);
    const from = new Date(to.getTime() - 24 * 3_600_000);
    const histogram = await (await call(`/v1/requests/histogram?from=${from.toISOString()}&to=${to.toISOString()}`)).json();
    expect(histogram).toMatchObject({ bucket_seconds: 1_800, from: from.toISOString(), to: to.toISOString() });
    expect(histogram.buckets).toHaveLength(48);
    expect(histogram.buckets[0].start).toBe(from.toISOString());
    const totals = histogram.buckets.reduce((sum: Record<string, number>, bucket: Record<string, number>) => ({ '2xx': sum['2xx']! + bucket['2xx']!, '4xx': sum['4xx']! + bucket['4xx']!, '5xx': sum['5xx']! + bucket['5xx']! }), { '2xx': 0, '4xx': 0, '5xx': 0 });
    expect(totals).toEqual({ '2xx': 2, '4xx': 1, '5xx': 0 });
    const filtered = await (await call(`/v1/requests/histogram?from=${from.toISOString()}&to=${to.toISOString()}&status=4xx`)).json();
    expect(filtered.buckets.reduce((sum: number, bucket: Record<string, number>) => sum + bucket['2xx']! + bucket['4xx']!, 0)).toBe(1);
  });
});

describe('a seeded log', () => {
  it('gives the developer persona a week of requests on their keys, most served, some refused', async () => {
    const call = await apiAs(url(), PERSONA.dev);
    const weekAgo = new Date(sandboxNow() - 7 * 86_400_000 - 60_000).toISOString();
    const histogram = await (await call(`/v1/requests/histogram?from=${weekAgo}`)).json();
    const count = (status: '2xx' | '4xx' | '5xx') => histogram.buckets.reduce((sum: number, bucket: Record<string, number>) => sum + bucket[status]!, 0);
    expect(count('2xx') + count('4xx') + count('5xx')).toBe(600);
    expect(count('2xx')).toBeGreaterThan(500);
    expect(count('4xx')).toBeGreaterThan(10);
    const names = new Set((await page(call, `from=${weekAgo}&limit=200`)).requests.map((entry) => entry.key.name));
    expect(names).toEqual(new Set(['Production', 'Staging']));
  });

  it('takes 10,000 more at once for a user, all in the range asked for', async () => {
    const seeded = await control(`${url()}/_sandbox/requests/history`, 'POST', { email: PERSONA.dev, count: 10_000, hours: 24 });
    expect(seeded.status).toBe(201);
    const call = await apiAs(url(), PERSONA.dev);
    const histogram = await (await call('/v1/requests/histogram')).json();
    const total = histogram.buckets.reduce((sum: number, bucket: Record<string, number>) => sum + bucket['2xx']! + bucket['4xx']! + bucket['5xx']!, 0);
    expect(total).toBeGreaterThanOrEqual(10_000);
    expect((await page(call, 'limit=200')).requests).toHaveLength(200);
  });
});

describe('GET /v1/requests/tail', () => {
  it('sends each new request as it is made, and resumes after the last one a client had without losing or repeating any', async () => {
    const { token, key } = await setUp();
    const before = (await forecastWith(url(), key)).headers.get('request-id');
    const tail = openTail(url(), token);
    expect((await tail.opened).headers.get('content-type')).toContain('text/event-stream');
    await tail.until('ready', 1);
    const made = [];
    for (let index = 0; index < 3; index += 1) made.push((await forecastWith(url(), key)).headers.get('request-id'));
    const first = await tail.until('request', 3);
    // Only what came after it opened, oldest first.
    expect(first.map((message) => JSON.parse(message.data).id)).toEqual(made);
    expect(first.map((message) => JSON.parse(message.data).id)).not.toContain(before);
    await tail.close();

    const missed = [];
    for (let index = 0; index < 2; index += 1) missed.push((await forecastWith(url(), key, { ...BERLIN, model: 'ept9' })).headers.get('request-id'));
    const resumed = openTail(url(), token, { lastEventId: first[2]!.id });
    const again = await resumed.until('request', 2);
    expect(again.map((message) => JSON.parse(message.data).id)).toEqual(missed);
    const later = (await forecastWith(url(), key)).headers.get('request-id');
    expect((await resumed.until('request', 3)).map((message) => JSON.parse(message.data).id)).toEqual([...missed, later]);
  });

  it('ends when the token that opened it expires, saying so, for the client to resume with a fresh one', async () => {
    // Long enough to open the tail after signing in on a loaded machine; the tail then ends at the exp.
    await setRules(url(), { jwt_expiry_seconds: 4 });
    const { token } = await signedIn(url(), PERSONA.new);
    const tail = openTail(url(), token);
    const [end] = await tail.until('end', 1);
    expect(JSON.parse(end!.data)).toEqual({ reason: 'token_expired' });
  });

  it('applies the log’s filters and sends another user’s requests to nobody else', async () => {
    const { token, key } = await setUp();
    const dev = await signedIn(url(), PERSONA.dev);
    const strangers = openTail(url(), dev.token);
    const errors = openTail(url(), token, { query: 'status=4xx' });
    await Promise.all([strangers.until('ready', 1), errors.until('ready', 1)]);
    await forecastWith(url(), key);
    const refused = (await forecastWith(url(), key, { ...BERLIN, model: 'ept9' })).headers.get('request-id');
    expect((await errors.until('request', 1)).map((message) => JSON.parse(message.data).id)).toEqual([refused]);
    expect(strangers.messages.filter((message) => message.event === 'request')).toEqual([]);
  });
});
