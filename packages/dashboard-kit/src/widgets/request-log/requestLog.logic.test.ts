import { describe, expect, it } from 'vitest';
import type { RequestEntry, RequestHistogram } from '../../api/schemas/requests';
import { absoluteApiBase, curlForRequest, firstRequestCurl } from '../../parts/requests/curl.logic';
import { explanationOf, outcomeKey, type ExplainFormat } from '../../parts/requests/explain.logic';
import { DEFAULT_REQUEST_FILTERS } from '../../data/requests/request-filters';
import { emptyLogOffer, histogramTotals, histogramWithArrivals, logRows, placeOf, statusClassOf } from './requestLog.logic';

function entry(overrides: Partial<RequestEntry> = {}): RequestEntry {
  return {
    id: 'req_1',
    cursor: '1',
    created_at: new Date('2026-11-27T10:00:00Z'),
    key: { id: 'jk_prod', name: 'Production', prefix: 'jsk_a1B2' },
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
    latency_ms: 84,
    user_agent: 'curl/8.5.0',
    client_address: '203.0.113.7',
    run_by: null,
    ...overrides,
  };
}

const format: ExplainFormat = {
  number: (value) => String(value),
  instant: (iso) => `at ${iso}`,
  cents: (cents) => `€${(cents / 100).toFixed(2)}`,
  list: (items) => items.join(' / '),
};

describe('explanationOf', () => {
  it('says nothing of a request that succeeded', () => {
    expect(explanationOf(entry(), format)).toBeNull();
  });

  it('names the models that exist for an unknown one', () => {
    const failed = entry({
      status: 400,
      outcome: 'unknown_model',
      model: 'ept3',
      error: {
        message: 'Unknown model',
        type: 'unknown_model',
        model_name: 'ept3',
        available_models: ['ept2', 'aifs'],
      },
    });
    expect(explanationOf(failed, format)).toEqual({
      key: 'why_unknown_model',
      values: { model: 'ept3', models: 'ept2 / aifs' },
    });
  });

  it('gives a regional model’s area for a point outside it', () => {
    const failed = entry({
      status: 400,
      outcome: 'outside_model_domain',
      lat: 0,
      lon: 0,
      error: {
        message: '…',
        type: 'outside_model_domain',
        model_name: 'icon_eu',
        requested_lat: 0,
        requested_lon: 0,
        valid_lat: [29.5, 70.5],
        valid_lon: [-23.5, 62.5],
      },
    });
    expect(explanationOf(failed, format)).toEqual({
      key: 'why_outside_model_domain',
      values: {
        model: 'icon_eu',
        latFrom: '29.5',
        latTo: '70.5',
        lonFrom: '-23.5',
        lonTo: '62.5',
        lat: '0',
        lon: '0',
      },
    });
  });

  it('says when a capped key works again, and how long a rate-limited caller was asked to wait', () => {
    const capped = entry({
      status: 402,
      outcome: 'key_spend_cap_reached',
      error: {
        message: '…',
        type: 'key_spend_cap_reached',
        cap_cents: 5000,
        spend_cents: 5012,
        resets_at: '2026-12-01T00:00:00.000Z',
      },
    });
    expect(explanationOf(capped, format)).toEqual({
      key: 'why_key_spend_cap_reached',
      values: {
        cap: '€50.00',
        spent: '€50.12',
        resets: 'at 2026-12-01T00:00:00.000Z',
      },
    });
    const limited = entry({
      status: 429,
      outcome: 'rate_limited',
      error: {
        message: '…',
        type: 'rate_limited',
        limit_per_minute: 600,
        retry_after_seconds: 4,
      },
    });
    expect(explanationOf(limited, format)).toEqual({
      key: 'why_rate_limited',
      values: { limit: '600', seconds: '4' },
    });
  });

  it('falls back to what the API said when the details are missing or the kind is new', () => {
    expect(
      explanationOf(
        entry({
          status: 400,
          outcome: 'unknown_model',
          error: { message: 'No such model', type: 'unknown_model' },
        }),
        format
      )
    ).toEqual({ key: 'why_other', values: { message: 'No such model' } });
    expect(
      explanationOf(
        entry({
          status: 409,
          outcome: 'something_new',
          error: { message: 'Conflict', type: 'something_new' },
        }),
        format
      )
    ).toEqual({ key: 'why_other', values: { message: 'Conflict' } });
    expect(explanationOf(entry({ status: 503, outcome: 'overloaded', error: null }), format)).toEqual({ key: 'why_server_error', values: {} });
  });

  it('knows the badge words of the outcomes it explains, not of others', () => {
    expect(outcomeKey('rate_limited')).toBe('outcome_rate_limited');
    expect(outcomeKey('something_new')).toBeUndefined();
  });
});

describe('curl', () => {
  it('makes a request again with the key’s id and the secret as a placeholder, never the secret', () => {
    expect(curlForRequest(entry(), 'https://api.example/')).toBe(
      `curl -u "jk_prod:$JUA_API_SECRET" \\\n  'https://api.example/v1/forecast/point?model=ept2&lat=52.52&lon=13.405&steps=48&parameters=air_temperature_at_height_level_2m,wind_speed_at_height_level_10m'`
    );
  });

  it('quotes what a request held so a shell reads it as it was', () => {
    const odd = curlForRequest(entry({ model: "x' ; rm -rf ~", lat: null, steps: null, parameters: [] }), 'https://api.example');
    expect(odd).toContain(`'https://api.example/v1/forecast/point?model=x%27+%3B+rm+-rf+%7E&lon=13.405'`);
  });

  it('resolves an API on the dashboard’s own origin to a URL a shell can call', () => {
    expect(absoluteApiBase('/api', 'http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173/api');
    expect(absoluteApiBase('https://api.example', 'http://127.0.0.1:5173')).toBe('https://api.example');
    expect(absoluteApiBase('/api', null)).toBe('/api');
  });

  it('offers a first request with the user’s own key id', () => {
    expect(firstRequestCurl('jk_new', 'http://127.0.0.1:54321')).toContain('curl -u "jk_new:$JUA_API_SECRET"');
  });
});

describe('the table’s rows', () => {
  it('puts live arrivals above the pages, each request once', () => {
    const older = entry({ id: 'req_1' });
    const newer = entry({ id: 'req_2' });
    const newest = entry({ id: 'req_3' });
    expect(logRows([newest, newer], [{ requests: [newer, older], next_cursor: null, retention_days: 30 }, null]).map((row) => row.id)).toEqual([
      'req_3',
      'req_2',
      'req_1',
    ]);
  });

  it('writes a place with both coordinates, a dash for one unknown', () => {
    expect(placeOf({ lat: 52.52, lon: null }, (value) => value.toFixed(2))).toBe('52.52, –');
    expect(placeOf({ lat: null, lon: null }, String)).toBe('–');
  });

  it('counts a status by its class', () => {
    expect([200, 302, 400, 402, 429, 500, 503].map(statusClassOf)).toEqual(['2xx', '2xx', '4xx', '4xx', '4xx', '5xx', '5xx']);
  });
});

describe('the histogram', () => {
  const histogram: RequestHistogram = {
    from: new Date('2026-11-27T09:00:00Z'),
    to: new Date('2026-11-27T11:00:00Z'),
    bucket_seconds: 3_600,
    buckets: [
      { start: new Date('2026-11-27T09:00:00Z'), '2xx': 3, '4xx': 1, '5xx': 0 },
      { start: new Date('2026-11-27T10:00:00Z'), '2xx': 5, '4xx': 0, '5xx': 1 },
    ],
  };

  it('counts live arrivals in their bucket, those past its end in the last', () => {
    const counted = histogramWithArrivals(histogram, [
      entry({ created_at: new Date('2026-11-27T09:30:00Z'), status: 400 }),
      entry({ created_at: new Date('2026-11-27T11:10:00Z') }),
    ]);
    expect(counted.buckets.map((bucket) => [bucket['2xx'], bucket['4xx']])).toEqual([
      [3, 2],
      [6, 0],
    ]);
    expect(histogram.buckets[0]!['4xx']).toBe(1);
  });

  it('totals each class and finds the tallest bar', () => {
    expect(histogramTotals(histogram.buckets)).toEqual({
      '2xx': 8,
      '4xx': 1,
      '5xx': 1,
      all: 10,
      peak: 6,
    });
  });
});

describe('an empty log', () => {
  const keys = [
    { id: 'jk_old', active: false },
    { id: 'jk_prod', active: true },
    { id: 'jk_new', active: true },
  ];
  const usable = (key: { active: boolean }) => key.active;

  it('greets with the first usable key’s first request, unfiltered; with none, with making a key', () => {
    expect(emptyLogOffer(DEFAULT_REQUEST_FILTERS, keys, usable)).toEqual({ kind: 'first-request', key: keys[1] });
    expect(emptyLogOffer({ ...DEFAULT_REQUEST_FILTERS, range: '30d' }, [keys[0]!], usable)).toEqual({ kind: 'first-request', key: undefined });
  });

  it('greets with the key it is filtered to (a key’s View requests), one that can make a request', () => {
    expect(emptyLogOffer({ ...DEFAULT_REQUEST_FILTERS, keyId: 'jk_new' }, keys, usable)).toEqual({ kind: 'first-request', key: keys[2] });
    expect(emptyLogOffer({ ...DEFAULT_REQUEST_FILTERS, keyId: 'jk_old' }, keys, usable)).toEqual({ kind: 'no-matches' });
    expect(emptyLogOffer({ ...DEFAULT_REQUEST_FILTERS, keyId: 'jk_gone' }, keys, usable)).toEqual({ kind: 'no-matches' });
  });

  it('only says nothing matches where a status, an outcome or a model narrows it', () => {
    for (const narrowed of [{ status: ['4xx' as const] }, { outcomes: ['rate_limited'] }, { model: 'ept2' }]) {
      expect(emptyLogOffer({ ...DEFAULT_REQUEST_FILTERS, keyId: 'jk_prod', ...narrowed }, keys, usable)).toEqual({ kind: 'no-matches' });
    }
  });
});
