import { delay, http, HttpResponse } from 'msw';
import { CATALOGUE } from '../../packages/sandbox/src/forecast/models';
import { forecastTokens, parseForecastQuery } from '../../packages/sandbox/src/forecast/request';
import { forecastValues, latestRun } from '../../packages/sandbox/src/forecast/values';
import { forecastCostMicrocents } from '../../packages/sandbox/src/forecast/price';
import { TEST_API_URL } from './fixtures';
import { LOG_NOW } from './request-log-scenarios';
import { scenario } from './scenario';

// Proposed API (API-PROPOSAL.md): the model catalogue and the explorer's forecast, answered by the
// sandbox's own catalogue, checks and numbers, from a fixed run so stories look the same each day.
const api = (path: string) => `${TEST_API_URL}${path}`;

const models = http.get(api('/v1/models'), () => HttpResponse.json({ models: CATALOGUE }));

let requests = 0;
/** The explorer's answer as the sandbox gives it: the same checks, the same numbers, a fixed run. */
const explorer = http.post(api('/v1/explorer/forecast'), async ({ request }) => {
  const body = (await request.json()) as Record<string, unknown>;
  const text = (value: unknown) => (Array.isArray(value) ? value.join(',') : value === undefined ? undefined : String(value));
  const parsed = parseForecastQuery({ model: text(body.model), lat: text(body.lat), lon: text(body.lon), steps: text(body.steps), parameters: text(body.parameters) });
  if (!parsed.ok) return HttpResponse.json(parsed.error, { status: 400 });
  const run = latestRun(LOG_NOW);
  const tokens = forecastTokens(parsed.request);
  requests += 1;
  return HttpResponse.json({
    request_id: `req_story${String(requests).padStart(6, '0')}`,
    key_id: body.key_id,
    ...parsed.request,
    init_time: run.toISOString(),
    steps: forecastValues(parsed.request, run),
    usage: { tokens, cost_microcents: forecastCostMicrocents(parsed.request.model, tokens, 0) },
  });
});

export const forecastScenarios = {
  forecast: scenario('forecast', 'Proposed API: the model catalogue, and the explorer answering as the sandbox does (refusing a point outside a regional model).', [models, explorer]),
  forecastModelsLoading: scenario('forecastModelsLoading', 'The model catalogue never arrives.', [
    http.get(api('/v1/models'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ]),
  forecastModelsFailed: scenario('forecastModelsFailed', 'The model catalogue fails with a 500.', [http.get(api('/v1/models'), () => HttpResponse.json({ message: 'boom' }, { status: 500 }))]),
  forecastRunHeld: scenario('forecastRunHeld', 'The explorer’s requests never come back (Running...).', [
    models,
    http.post(api('/v1/explorer/forecast'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ]),
  forecastRunFailed: scenario('forecastRunFailed', 'The explorer’s requests fail with a 500.', [
    models,
    http.post(api('/v1/explorer/forecast'), () => HttpResponse.json({ message: 'An unexpected server error occurred.', type: 'server_error' }, { status: 500 })),
  ]),
  forecastNoCredits: scenario('forecastNoCredits', 'The balance does not cover the request: 402 insufficient_credits.', [
    models,
    http.post(api('/v1/explorer/forecast'), () =>
      HttpResponse.json({ message: 'Your credit balance does not cover this request. Add credits to continue.', type: 'insufficient_credits', balance: 0 }, { status: 402 }),
    ),
  ]),
  forecastCapped: scenario('forecastCapped', 'The key reached its monthly spend cap: 402 key_spend_cap_reached.', [
    models,
    http.post(api('/v1/explorer/forecast'), () =>
      HttpResponse.json(
        { message: 'This key has reached its monthly spend cap.', type: 'key_spend_cap_reached', cap_cents: 5000, spend_cents: 5000, resets_at: '2026-12-01T00:00:00.000Z' },
        { status: 402 },
      ),
    ),
  ]),
};
