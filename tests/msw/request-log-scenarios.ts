import { delay, http, HttpResponse } from 'msw';
import { TEST_API_URL } from './fixtures';
import { scenario } from './scenario';

// Proposed API (API-PROPOSAL.md): the request log.
const api = (path: string) => `${TEST_API_URL}${path}`;

/** The instant the scenarios' log ends at: stories and tests show the same rows. */
export const LOG_NOW = Date.parse('2026-11-27T12:00:00Z');

const KEYS = [
  { id: 'key_01HZX3Q8PRODUCTION', name: 'Production', prefix: 'jsk_a1B2' },
  { id: 'key_01HZX3Q8NIGHTLYJOB', name: 'Nightly job', prefix: 'jsk_Q9xz' },
];

/** Each failure kind the log explains, as the sandbox answers it. */
export const FAILURES = {
  unknown_model: {
    status: 400,
    model: 'ept3',
    error: {
      message: "Unknown model 'ept3'.",
      type: 'unknown_model',
      model_name: 'ept3',
      available_models: ['ept2', 'ept2_early', 'aifs', 'icon_eu'],
    },
  },
  coordinates_out_of_range: {
    status: 400,
    lat: 152.52,
    error: {
      message: 'Latitude must be from -90 to 90 and longitude from -180 to 180.',
      type: 'coordinates_out_of_range',
      model_name: 'ept2',
      requested_lat: 152.52,
      requested_lon: 13.405,
      valid_lat: [-90, 90],
      valid_lon: [-180, 180],
    },
  },
  outside_model_domain: {
    status: 400,
    model: 'icon_eu',
    lat: 35.68,
    lon: 139.69,
    error: {
      message: 'The point is outside the area icon_eu covers.',
      type: 'outside_model_domain',
      model_name: 'icon_eu',
      requested_lat: 35.68,
      requested_lon: 139.69,
      valid_lat: [29.5, 70.5],
      valid_lon: [-23.5, 62.5],
    },
  },
  key_spend_cap_reached: {
    status: 402,
    error: {
      message: 'This API key has reached its monthly spend cap.',
      type: 'key_spend_cap_reached',
      cap_cents: 5000,
      spend_cents: 5012,
      resets_at: '2026-12-01T00:00:00.000Z',
    },
  },
  insufficient_credits: {
    status: 402,
    error: {
      message: 'Your credit balance does not cover this request.',
      type: 'insufficient_credits',
      balance: 0,
    },
  },
  rate_limited: {
    status: 429,
    error: {
      message: 'Too many requests with this key.',
      type: 'rate_limited',
      retry_after_seconds: 4,
      limit_per_minute: 600,
    },
  },
  key_not_yet_active: {
    status: 403,
    error: {
      message: 'This API key is new and not active yet.',
      type: 'key_not_yet_active',
      active_at: '2026-11-27T11:05:00.000Z',
    },
  },
  key_rolled: {
    status: 401,
    error: {
      message: 'API key has expired: it was rolled.',
      type: 'key_rolled',
      replaced_by: 'key_01HZX3Q8REPLACEMENT',
      expired_at: '2026-11-26T09:00:00.000Z',
    },
  },
  server_error: {
    status: 500,
    error: {
      message: 'An unexpected server error occurred.',
      type: 'server_error',
    },
  },
} as const;

type Failure = keyof typeof FAILURES;

/** One logged request, newest at `index` 0, a minute apart. */
export function loggedRequest(index: number, failure?: Failure) {
  const key = KEYS[index % 3 === 2 ? 1 : 0]!;
  const failed = failure ? FAILURES[failure] : undefined;
  const status = failed?.status ?? 200;
  return {
    id: `req_${String(1000 - index).padStart(6, '0')}`,
    cursor: String(1000 - index),
    created_at: new Date(LOG_NOW - index * 60_000 - 30_000).toISOString(),
    key,
    // The newest was run from the dashboard's explorer by a member; the others with the key's secret.
    method: index === 0 ? 'POST' : 'GET',
    path: index === 0 ? '/v1/explorer/forecast' : '/v1/forecast/point',
    model: failed && 'model' in failed ? failed.model : index % 4 === 3 ? 'aifs' : 'ept2',
    lat: failed && 'lat' in failed ? failed.lat : 52.52,
    lon: failed && 'lon' in failed ? failed.lon : 13.405,
    steps: 48,
    parameters: ['air_temperature_at_height_level_2m', 'wind_speed_at_height_level_10m'],
    status,
    outcome: failed?.error.type ?? 'ok',
    error: failed?.error ?? null,
    tokens: status === 200 ? 720 : 0,
    cost_microcents: status === 200 ? 288_000 : 0,
    latency_ms: status === 200 ? 84 + (index % 7) * 13 : 9,
    user_agent: 'python-requests/2.32.3',
    client_address: '203.0.113.7',
    run_by: index === 0 ? { id: 'user-ada', email: 'ada@example.com' } : null,
  };
}

const FAILURE_ORDER = Object.keys(FAILURES) as Failure[];

/** The log's rows: mostly served, every failure kind among the first twenty. */
export function loggedRequests(count: number) {
  return Array.from({ length: count }, (_, index) => loggedRequest(index, index % 2 === 1 && index < 19 ? FAILURE_ORDER[(index - 1) / 2] : undefined));
}

/** The histogram the API draws of `rows`: the last day in half hours, with the earlier traffic the loaded pages do not reach. */
export function histogramOf(rows: ReturnType<typeof loggedRequests>) {
  const size = 1_800_000;
  const start = LOG_NOW - 86_400_000;
  const buckets = Array.from({ length: 48 }, (_, index) => ({
    start: new Date(start + index * size).toISOString(),
    '2xx': 0,
    '4xx': 0,
    '5xx': 0,
  }));
  for (const row of rows) {
    const bucket = buckets[Math.min(47, Math.floor((Date.parse(row.created_at) - start) / size))];
    if (!bucket) continue;
    const statusClass = row.status >= 500 ? '5xx' : row.status >= 400 ? '4xx' : '2xx';
    bucket[statusClass] += 1;
  }
  // Earlier in the day, the traffic the loaded page does not reach.
  buckets.forEach((bucket, index) => {
    if (index < 44) bucket['2xx'] += 20 + ((index * 7) % 13);
    if (index % 9 === 4) bucket['4xx'] += 2;
  });
  return {
    from: new Date(start).toISOString(),
    to: new Date(LOG_NOW).toISOString(),
    bucket_seconds: 1800,
    buckets,
  };
}

/** The log's answers over `rows`: pages of 50 with a cursor, the histogram, one request by id. */
function logHandlers(rows: ReturnType<typeof loggedRequests>) {
  return [
    http.get(api('/v1/requests'), ({ request }) => {
      const url = new URL(request.url);
      const list = (name: string) => url.searchParams.get(name)?.split(',') ?? null;
      const [status, outcome, keyId, model] = [list('status'), list('outcome'), url.searchParams.get('key_id'), url.searchParams.get('model')];
      const matching = rows.filter(
        (row) =>
          (!status || status.includes(`${String(row.status)[0]}xx`)) && (!outcome || outcome.includes(row.outcome)) && (!keyId || row.key.id === keyId) && (!model || row.model === model),
      );
      const after = url.searchParams.get('cursor');
      const from = after === null ? 0 : matching.findIndex((row) => row.cursor === after) + 1;
      const page = matching.slice(from, from + 50);
      return HttpResponse.json({
        requests: page,
        next_cursor: from + 50 < matching.length ? page[page.length - 1]!.cursor : null,
        retention_days: 30,
      });
    }),
    http.get(api('/v1/requests/histogram'), () => HttpResponse.json(histogramOf(rows))),
    http.get(
      api('/v1/requests/tail'),
      () =>
        new HttpResponse(tailStream(), {
          headers: { 'content-type': 'text/event-stream' },
        })
    ),
    http.get(api('/v1/requests/:id'), ({ params }) => {
      const found = rows.find((row) => row.id === params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Request not found', type: 'request_not_found' }, { status: 404 });
    }),
  ];
}

/** What the scenarios' live tail sends: a test or story pushes requests; each open tail gets them. */
const tailListeners = new Set<(text: string) => void>();
export const liveTail = {
  push(entry: ReturnType<typeof loggedRequest>) {
    for (const send of tailListeners) {
      // A tail the kit has left (StrictMode's first mount, say) may be closed without being cancelled.
      try {
        send(`event: request\nid: ${entry.cursor}\ndata: ${JSON.stringify(entry)}\n\n`);
      } catch {
        tailListeners.delete(send);
      }
    }
  },
  reset() {
    tailListeners.clear();
  },
};

function tailStream(): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let send: ((text: string) => void) | undefined;
  return new ReadableStream({
    start(controller) {
      send = (text) => controller.enqueue(encoder.encode(text));
      tailListeners.add(send);
      send('event: ready\nid: 1000\ndata: {"cursor":"1000"}\n\n');
    },
    cancel() {
      if (send) tailListeners.delete(send);
    },
  });
}

export const requestLogScenarios = {
  requestLogRows: scenario(
    'requestLogRows',
    'The request log with 120 requests in the last two hours, every failure kind among them.',
    logHandlers(loggedRequests(120))
  ),
  requestLogEmpty: scenario('requestLogEmpty', 'A log with no request yet.', logHandlers([])),
  requestLogLoading: scenario('requestLogLoading', 'The log never answers.', [
    http.get(api('/v1/requests'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
    http.get(api('/v1/requests/histogram'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ]),
  requestLogFails: scenario('requestLogFails', 'The log fails with a 500.', [
    http.get(api('/v1/requests'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    http.get(api('/v1/requests/histogram'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
  ]),
  requestLogNotOffered: scenario('requestLogNotOffered', 'The API keeps no request log (404).', [
    http.get(api('/v1/requests'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    http.get(api('/v1/requests/histogram'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
  ]),
};
