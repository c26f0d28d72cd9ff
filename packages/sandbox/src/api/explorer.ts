import { Hono } from 'hono';
import * as v from 'valibot';
import { sha256 } from '../auth/crypto';
import type { SandboxContext, SandboxEnv } from '../context';
import { readJson } from '../http/body';
import { apiError } from '../http/errors';
import { requirePermission } from './account-scope';
import { answerForecast } from './forecast-answer';
import { accountKey } from './key-auth';

/** The fields of a forecast, as loose as the data API's query: what they hold is checked, and logged, as a key's request is. */
const explorerSchema = v.object({
  key_id: v.pipe(v.string(), v.minLength(1, 'key_id names the key the request is made with')),
  model: v.optional(v.unknown()),
  lat: v.optional(v.unknown()),
  lon: v.optional(v.unknown()),
  steps: v.optional(v.unknown()),
  parameters: v.optional(v.unknown()),
});

/** A body's field as the data API's query would carry it: numbers and text as written, a list joined with commas. */
function asQueryText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(',');
  return undefined;
}

/**
 * POST /v1/explorer/forecast (API-PROPOSAL.md, "The explorer"): the dashboard's explorer makes a
 * forecast request with one of the active account's keys, signed in with the user's session; the
 * key's secret never leaves the server. Only a session reaches it (a key's secret is no bearer),
 * and a session is no key anywhere else. It is what `GET /v1/forecast/point` with that key would
 * be: checked, capped, metered and logged under the key. An `Idempotency-Key` makes a repeat
 * (a retry after a dropped answer) answered again and charged and logged once.
 */
export function explorerRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();

  app.post('/forecast', requirePermission('keys:write'), async (c) => {
    const started = performance.now();
    const body = await readJson(c, explorerSchema);
    if (!body.ok) return apiError(c, 400, body.message, { type: body.code });
    const { key_id: keyId, ...fields } = body.value;
    const found = await accountKey(ctx, c.get('accountId'), keyId);
    if (!found) return apiError(c, 404, 'This account has no key with that id', { type: 'key_not_found' });
    const idempotencyKey = c.req.header('idempotency-key');
    const query = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, asQueryText(value)]));
    return answerForecast(ctx, c, {
      key: found.key,
      refusal: found.kind === 'refused' ? found.refusal : undefined,
      query,
      eventId: idempotencyKey ? `explorer_${sha256(`${found.key.id}:${idempotencyKey}`)}` : undefined,
      started,
    });
  });

  return app;
}
