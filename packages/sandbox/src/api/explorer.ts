import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxContext, SandboxEnv } from '../context';
import { apiError } from '../http/errors';
import { needs, routeTable } from '../guards/route';
import { answerForecast } from './forecast-answer';
import { accountKey } from './key-auth';

/** A field as a query would carry it: text, a number, or a list of names; bounded, checked by the data API's own rules. */
const queryField = v.optional(
  v.union([
    v.pipe(v.string(), v.maxLength(200, 'a field must be at most 200 characters')),
    v.number(),
    v.pipe(v.array(v.pipe(v.string(), v.maxLength(64, 'a list item must be at most 64 characters'))), v.maxLength(50, 'a list must have at most 50 items')),
  ]),
);

/** The fields of a forecast, as loose as the data API's query: what they hold is checked, and logged, as a key's request is. */
const explorerSchema = v.object({
  key_id: v.pipe(v.string('key_id names the key the request is made with'), v.minLength(1, 'key_id names the key the request is made with'), v.maxLength(100, 'key_id must be at most 100 characters')),
  model: queryField,
  lat: queryField,
  lon: queryField,
  steps: queryField,
  parameters: queryField,
});

/** A body's field as the data API's query would carry it: numbers and text as written, a list joined with commas. */
function asQueryText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return value.join(',');
  return undefined;
}

/**
 * POST /v1/explorer/forecast (API-PROPOSAL.md, "The explorer"): the dashboard's explorer makes a
 * forecast request with one of the active account's keys, signed in with the user's session; the
 * key's secret never leaves the server. Only a session reaches it (a key's secret is no bearer),
 * and a session is no key anywhere else. It is what `GET /v1/forecast/point` with that key would
 * be: checked, capped, metered and logged under the key. An `Idempotency-Key` makes a repeat
 * (a retry after a dropped answer) get the first answer again, charged and logged once; the key
 * sent with another body is refused, never answered with a new forecast.
 */
export function explorerRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const routes = routeTable(app, ctx);

  routes.post(
    '/forecast',
    { access: needs('keys:write'), stepUp: 'none', idempotency: 'bound', rateLimit: 'none', bounds: { body: explorerSchema } },
    async (c, { body }) => {
      const started = performance.now();
      const { key_id: keyId, ...fields } = body;
      const found = await accountKey(ctx, c.get('accountId'), keyId);
      if (!found) return apiError(c, 404, 'This account has no key with that id', { type: 'key_not_found' });
      const query = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, asQueryText(value)]));
      return answerForecast(ctx, c, { key: found.key, refusal: found.kind === 'refused' ? found.refusal : undefined, query, started, runBy: c.get('userId') });
    },
  );

  return app;
}
