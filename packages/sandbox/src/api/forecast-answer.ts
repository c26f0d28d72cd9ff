import type { Context } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context';
import { meterLocked, sendMeteringNotices, type Metered } from '../db/metering';
import { insertRequest, pruneRequests, type LoggedError, type NewRequestEntry } from '../requests/store';
import { remoteAddress } from '../http/loopback';
import { setRetryAfter } from '../http/rate-limit';
import { forecastCostMicrocents } from '../forecast/price';
import { forecastTokens, parseForecastQuery, type ForecastFields, type ForecastRequest } from '../forecast/request';
import { forecastValues, latestRun } from '../forecast/values';
import type { KeyRefusal, PresentedKey } from './key-auth';

export interface ForecastCall {
  /** The key the request is made with, found and owned by the caller. */
  key: PresentedKey;
  /** Why the key may not be used, if it may not. */
  refusal?: KeyRefusal;
  /** The request's fields as query text (the data API's query, or the explorer's body written so). */
  query: Record<string, string | undefined>;
  started: number;
  /** The member who ran it from the dashboard's explorer, named in the log; none for a call made with the key's secret. */
  runBy?: string;
}

/**
 * A point forecast made with a key, whoever sent it (a program with the key's secret, or the
 * dashboard's explorer with the signed-in session): it checks what the provider checks, in its
 * order (the key, its rate limit, the request, the key's cap and the balance), meters what it
 * serves, and files the request in the key's account's log, refused or not, under the id the
 * answer's `Request-Id` carries.
 */
export async function answerForecast(ctx: SandboxContext, c: Context<SandboxEnv>, call: ForecastCall): Promise<Response> {
  const { key } = call;
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
    latencyMs: Math.round(performance.now() - call.started),
    userAgent: c.req.header('user-agent') ?? null,
    clientAddress: remoteAddress(c) ?? null,
    runBy: call.runBy ?? null,
  });
  const refuse = async (status: 400 | 401 | 402 | 403 | 429, error: LoggedError, fields: ForecastFields) => {
    await ctx.db.transaction(async (db) => {
      await insertRequest(db, entry(status, error, fields));
      await pruneRequests(db);
    });
    ctx.requestTail.wake(key.account_id);
    return c.json(error, status);
  };

  const parsed = parseForecastQuery(call.query);
  const fields = parsed.ok ? parsed.request : parsed.fields;
  if (call.refusal) return refuse(call.refusal.status, call.refusal.error, fields);
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
    // Each request is its own usage event (a repeat of an explorer run is answered by its idempotency record, never metered).
    if (answer.status === 'duplicate') throw new Error(`request ${c.get('requestId')} was metered twice`);
    const logged = answer.status === 'refused' ? entry(402, { ...answer.refusal }, request) : { ...entry(200, null, request), tokens, costMicrocents: answer.charge.costMicrocents };
    await insertRequest(db, logged);
    await pruneRequests(db);
    return result;
  });
  ctx.requestTail.wake(key.account_id);
  await sendMeteringNotices(ctx, metered);
  if (metered.result.status === 'refused') return c.json(metered.result.refusal, 402);
  return c.json(forecastBody(c, key, request, tokens, metered.result.charge.costMicrocents, ctx.clock.nowMs()));
}

function forecastBody(c: Context<SandboxEnv>, key: PresentedKey, request: ForecastRequest, tokens: number, costMicrocents: number, now: number) {
  const run = latestRun(now);
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
