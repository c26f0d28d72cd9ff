import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { sessionStanding } from '../auth/sessions';
import type { SandboxContext, SandboxEnv } from '../context';
import { latestCursor, listRequests, requestById, requestHistogram, requestsAfter } from '../requests/store';
import { apiError } from '../http/errors';
import { roleIn } from '../db/organizations';
import { bucketSecondsFor, parseRequestFilters, RETENTION_DAYS } from '../requests/filters';
import * as v from 'valibot';
import { queryOf, tokenParam } from '../guards/bounds';
import { needs, routeTable } from '../guards/route';

const filterQuery = { from: 40, to: 40, status: 40, outcome: 1000, key_id: 100, model: 100 } as const;

const CURSOR = /^\d{1,18}$/;
/** A tail sends what piled up in batches of this many. */
const TAIL_BATCH = 200;
/** An idle tail says it is alive this often, so proxies keep the connection. */
const KEEP_ALIVE_MS = 15_000;

/** The request log (API-PROPOSAL.md): an account's requests, the list, a histogram, one in full, a live tail. */
export function requestRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const routes = routeTable(app, ctx);
  const READ = { access: needs('read'), stepUp: 'none', idempotency: 'none', rateLimit: 'none' } as const;

  routes.get('/', { ...READ, bounds: { query: queryOf({ ...filterQuery, limit: 40, cursor: 40 }) } }, async (c, { query }) => {
    const parsed = parseRequestFilters(query, ctx.clock.nowMs());
    if (!parsed.ok) return apiError(c, 400, parsed.message, { type: 'validation_failed' });
    const limitRaw = query.limit ?? '50';
    const limit = /^\d+$/.test(limitRaw) ? Number(limitRaw) : 0;
    if (limit < 1 || limit > 200) return apiError(c, 400, 'limit must be a whole number from 1 to 200', { type: 'validation_failed' });
    const { cursor } = query;
    if (cursor !== undefined && !CURSOR.test(cursor)) return apiError(c, 400, 'cursor must be the next_cursor of a previous page', { type: 'validation_failed' });
    const page = await listRequests(ctx.db, c.get('accountId'), parsed.filters, { limit, beforeSeq: cursor });
    return c.json({ requests: page.entries, next_cursor: page.nextCursor, retention_days: RETENTION_DAYS });
  });

  routes.get('/histogram', { ...READ, bounds: { query: queryOf(filterQuery) } }, async (c, { query }) => {
    const parsed = parseRequestFilters(query, ctx.clock.nowMs());
    if (!parsed.ok) return apiError(c, 400, parsed.message, { type: 'validation_failed' });
    const { filters } = parsed;
    const bucketSeconds = bucketSecondsFor(filters.to - filters.from);
    const buckets = await requestHistogram(ctx.db, c.get('accountId'), filters, bucketSeconds);
    return c.json({ from: new Date(filters.from).toISOString(), to: new Date(filters.to).toISOString(), bucket_seconds: bucketSeconds, buckets });
  });

  // Server-sent events over a plain GET: a proxy passes them on, the browser reads them with
  // fetch (the bearer rides in a header, which EventSource cannot send), and `Last-Event-ID`
  // (or `after`) resumes after the last entry the client has, so a reconnect loses and repeats nothing.
  routes.get('/tail', { ...READ, bounds: { query: queryOf({ ...filterQuery, after: 40 }) } }, async (c, { query }) => {
    const parsed = parseRequestFilters(query, ctx.clock.nowMs());
    if (!parsed.ok) return apiError(c, 400, parsed.message, { type: 'validation_failed' });
    const resumeFrom = c.req.header('last-event-id') ?? query.after;
    if (resumeFrom !== undefined && !CURSOR.test(resumeFrom)) return apiError(c, 400, 'Last-Event-ID and after must be an entry cursor', { type: 'validation_failed' });
    const userId = c.get('userId');
    const accountId = c.get('accountId');
    const organizationId = c.get('role') === null ? null : accountId;
    const { statusClasses, outcomes, keyId, model } = parsed.filters;
    let cursor = resumeFrom ?? (await latestCursor(ctx.db, accountId));
    const endsAt = c.get('tokenExpiresAt');
    const sessionId = c.get('sessionId');
    return streamSSE(c, async (stream) => {
      const aborted = new AbortController();
      stream.onAbort(() => aborted.abort());
      await stream.writeSSE({ event: 'ready', id: cursor, data: JSON.stringify({ cursor }), retry: 1000 });
      while (!aborted.signal.aborted) {
        // A sign-out, a new password or a deleted account ends the session, and its tail with it:
        // each wakes the user's tails, and each tail asks after its own session.
        const standing = await sessionStanding(ctx.db, userId, sessionId);
        if (standing.state !== 'live') {
          await stream.writeSSE({ event: 'end', data: JSON.stringify({ reason: standing.state === 'account_deleted' ? 'account_deleted' : 'session_revoked' }) });
          break;
        }
        // A member removed (or an organisation deleted) reads no more of its log, from that moment.
        if (organizationId !== null && !(await roleIn(ctx.db, organizationId, userId))) {
          await stream.writeSSE({ event: 'end', data: JSON.stringify({ reason: 'organization_access_denied' }) });
          break;
        }
        const entries = await requestsAfter(ctx.db, accountId, { statusClasses, outcomes, keyId, model }, cursor, TAIL_BATCH);
        for (const entry of entries) {
          cursor = entry.cursor;
          await stream.writeSSE({ event: 'request', id: entry.cursor, data: JSON.stringify(entry) });
        }
        if (entries.length === TAIL_BATCH) continue;
        const left = endsAt - ctx.clock.nowMs();
        // The tail lasts as long as the token that opened it; the client reconnects with a fresh one.
        if (left <= 0) {
          await stream.writeSSE({ event: 'end', data: JSON.stringify({ reason: 'token_expired' }) });
          break;
        }
        const before = ctx.clock.nowMs();
        await ctx.requestTail.next([accountId, userId], Math.min(KEEP_ALIVE_MS, left), aborted.signal);
        if (ctx.clock.nowMs() - before >= KEEP_ALIVE_MS && !aborted.signal.aborted) await stream.write(': keep-alive\n\n');
      }
    });
  });

  routes.get('/:id', { ...READ, bounds: { params: v.object({ id: tokenParam('the request id') }) } }, async (c, { params }) => {
    const entry = await requestById(ctx.db, c.get('accountId'), params.id);
    // Another user's request and a missing one look the same.
    if (!entry) return apiError(c, 404, 'Request not found', { type: 'request_not_found' });
    return c.json(entry);
  });

  return app;
}
