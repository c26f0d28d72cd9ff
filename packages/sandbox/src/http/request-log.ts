import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Clock } from '../clock';

export type LogSink = (line: string) => void;

/**
 * One JSON line per request: time, method, route, status, duration. The route as registered
 * (`/v1/billing/receipts/:token`), never the path as asked: a path can carry a secret (a
 * receipt's token), and query strings (tokens) are left out too. A request no route answered
 * logs as `(no route)`. The time is the sandbox's, as every date it answers is.
 */
export function requestLog(sink: LogSink, clock: Pick<Clock, 'now'>): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routePath(c);
    sink(
      JSON.stringify({
        t: clock.now().toISOString(),
        method: c.req.method,
        route: route === '*' || route === '/*' ? '(no route)' : route,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      }),
    );
  };
}
