import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context';
import { answerForecast } from './forecast-answer';
import { checkPresentedKey, unknownKeyAnswer } from './key-auth';
import { queryOf } from '../guards/bounds';
import { API_KEY, routeTable } from '../guards/route';

/** The data API's query, each field bounded; what it holds is checked, and logged, by its own rules. */
const pointQuery = queryOf({ model: 1000, lat: 1000, lon: 1000, steps: 1000, parameters: 4000 });

/**
 * GET /v1/forecast/point: the stand-in for the provider's data API (API-PROPOSAL.md), called
 * with a key's id and secret.
 */
export function forecastRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();

  // The key's own rate limit is the data API's (answerForecast), refused and logged under the key.
  routeTable(app, ctx).get('/point', { access: API_KEY, stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: { query: pointQuery } }, async (c, { query }) => {
    const started = performance.now();
    const check = await checkPresentedKey(ctx, c);
    if (check.kind === 'unknown') return unknownKeyAnswer(c, check);
    return answerForecast(ctx, c, { key: check.key, refusal: check.kind === 'refused' ? check.refusal : undefined, query, started });
  });

  return app;
}
