import type { MiddlewareHandler } from 'hono';
import { randomToken } from '../auth/crypto';

export const REQUEST_ID_HEADER = 'Request-Id';

/**
 * Gives every answer of the provider API a request id (`req_…`), success or not, as the caller's
 * handle on it: the request log files the request under it, and support can find it by it.
 */
export function requestId(): MiddlewareHandler {
  return async (c, next) => {
    const id = `req_${randomToken(12)}`;
    c.set('requestId', id);
    c.header(REQUEST_ID_HEADER, id);
    await next();
    // An answer built as a Response of its own (a fault, a stream) gets it too.
    if (!c.res.headers.has(REQUEST_ID_HEADER)) c.res.headers.set(REQUEST_ID_HEADER, id);
  };
}
