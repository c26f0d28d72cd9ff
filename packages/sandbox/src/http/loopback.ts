import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The control API answers only callers on this machine. */
export function loopbackOnly(): MiddlewareHandler {
  return async (c, next) => {
    let address: string | undefined;
    try {
      address = getConnInfo(c).remote.address;
    } catch {
      address = undefined; // in-process requests (app.fetch) have no socket: they are local by nature
    }
    if (address !== undefined && !LOOPBACK.test(address)) {
      return c.json({ message: 'The control API answers loopback callers only' }, 403);
    }
    return next();
  };
}
