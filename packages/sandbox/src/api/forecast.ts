import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context';
import { answerForecast } from './forecast-answer';
import { checkPresentedKey, unknownKeyAnswer } from './key-auth';

/**
 * GET /v1/forecast/point: the stand-in for the provider's data API (API-PROPOSAL.md), called
 * with a key's id and secret.
 */
export function forecastRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();

  app.get('/point', async (c) => {
    const started = performance.now();
    const check = await checkPresentedKey(ctx, c);
    if (check.kind === 'unknown') return unknownKeyAnswer(c, check);
    return answerForecast(ctx, c, { key: check.key, refusal: check.kind === 'refused' ? check.refusal : undefined, query: c.req.query(), started });
  });

  return app;
}
