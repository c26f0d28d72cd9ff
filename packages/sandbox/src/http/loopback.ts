import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The caller's address as the socket reports it (the sandbox sits behind no proxy, so
 * X-Forwarded-For is not trusted); undefined for in-process requests (app.fetch), which have
 * no socket and are local by nature.
 */
export function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The control API answers only callers on this machine. */
export function loopbackOnly(): MiddlewareHandler {
  return async (c, next) => {
    const address = remoteAddress(c);
    if (address !== undefined && !LOOPBACK.test(address)) {
      return c.json({ message: 'The control API answers loopback callers only' }, 403);
    }
    return next();
  };
}
