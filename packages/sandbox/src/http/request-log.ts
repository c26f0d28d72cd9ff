import type { MiddlewareHandler } from 'hono';

export type LogSink = (line: string) => void;

/** One JSON line per request: time, method, path, status, duration. Query strings are left out (tokens). */
export function requestLog(sink: LogSink): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    sink(
      JSON.stringify({
        t: new Date().toISOString(),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      }),
    );
  };
}
