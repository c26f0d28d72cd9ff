import { Hono, type Context } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context';
import { meterLocked, sendMeteringNotices, type Metered } from '../db/metering';
import { insertRequest, pruneRequests, type LoggedError, type NewRequestEntry } from '../requests/store';
import { remoteAddress } from '../http/loopback';
import { setRetryAfter } from '../http/rate-limit';
import { forecastCostMicrocents } from '../forecast/price';
import { forecastTokens, parseForecastQuery, type ForecastFields } from '../forecast/request';
import { forecastValues, latestRun } from '../forecast/values';
import { checkPresentedKey, unknownKeyAnswer, type PresentedKey } from './key-auth';

/**
 * GET /v1/forecast/point: the stand-in for the provider's data API (API-PROPOSAL.md). It checks
 * what the provider checks, in its order (the key, its rate limit, the request, the key's cap
 * and the balance), meters what it serves, and files every request made with a key in its
 * owner's log, refused or not, under the id the answer's `Request-Id` carries.
 */
export function forecastRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();

  app.get('/point', async (c) => {
    const started = performance.now();
    const check = await checkPresentedKey(ctx, c);
    if (check.kind === 'unknown') return unknownKeyAnswer(c, check);
    const { key } = check;
    const entry = (status: number, error: LoggedError | null, fields: ForecastFields): NewRequestEntry => ({
      id: c.get('requestId'),
      accountId: key.account_id,
      keyId: key.id,
      method: c.req.method,
      path: c.req.path,
      ...fields,
      status,
      outcome: error?.type ?? 'ok',
      error,
      tokens: 0,
      costMicrocents: 0,
      latencyMs: Math.round(performance.now() - started),
      userAgent: c.req.header('user-agent') ?? null,
      clientAddress: remoteAddress(c) ?? null,
    });
    const refuse = async (status: 400 | 401 | 402 | 403 | 429, error: LoggedError, fields: ForecastFields) => {
      await ctx.db.transaction(async (db) => {
        await insertRequest(db, entry(status, error, fields));
        await pruneRequests(db);
      });
      ctx.requestTail.wake(key.account_id);
      return c.json(error, status);
    };

    const parsed = parseForecastQuery(c.req.query());
    const fields = parsed.ok ? parsed.request : parsed.fields;
    if (check.kind === 'refused') return refuse(check.refusal.status, check.refusal.error, fields);
    const rate = ctx.rateLimits.take({ name: 'forecast', limit: ctx.settings.forecastRequestsPerMinute, windowMs: 60_000 }, key.id);
    if (!rate.ok) {
      setRetryAfter(c, rate);
      const message = `Too many requests with this key: at most ${ctx.settings.forecastRequestsPerMinute} a minute. Try again in ${rate.retryAfterSeconds} seconds.`;
      return refuse(429, { message, type: 'rate_limited', retry_after_seconds: rate.retryAfterSeconds, limit_per_minute: ctx.settings.forecastRequestsPerMinute }, fields);
    }
    if (!parsed.ok) return refuse(400, parsed.error, fields);

    const { request } = parsed;
    const tokens = forecastTokens(request);
    // The metering and the log entry land together: a request is billed once and logged once, or neither.
    const metered = await ctx.db.transaction(async (db): Promise<Metered> => {
      const result = await meterLocked(db, key.account_id, (monthTokens) => ({ tokens, requests: 1, costMicrocents: forecastCostMicrocents(request.model, tokens, monthTokens) }), {
        keyId: key.id,
        eventId: c.get('requestId'),
        requireCredits: true,
      });
      const answer = result.result;
      const logged = answer.status === 'refused' ? entry(402, { ...answer.refusal }, request) : { ...entry(200, null, request), tokens, costMicrocents: answer.charge.costMicrocents };
      await insertRequest(db, logged);
      await pruneRequests(db);
      return result;
    });
    ctx.requestTail.wake(key.account_id);
    await sendMeteringNotices(ctx, metered);
    if (metered.result.status === 'refused') return c.json(metered.result.refusal, 402);
    return c.json(forecastAnswer(c, key, request, tokens, metered.result.charge.costMicrocents));
  });

  return app;
}

function forecastAnswer(c: Context<SandboxEnv>, key: PresentedKey, request: Parameters<typeof forecastValues>[0], tokens: number, costMicrocents: number) {
  const run = latestRun(Date.now());
  return {
    request_id: c.get('requestId'),
    key_id: key.id,
    model: request.model,
    lat: request.lat,
    lon: request.lon,
    init_time: run.toISOString(),
    parameters: request.parameters,
    steps: forecastValues(request, run),
    usage: { tokens, cost_microcents: costMicrocents },
  };
}
