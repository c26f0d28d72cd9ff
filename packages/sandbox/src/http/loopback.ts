import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The names a request to this machine carries in its Host: a rebound DNS name is none of them. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Headers a proxy adds: a request that carries one came through another server, whatever its socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'via'];

/** Form bodies, which only the sandbox's own pages post (its checkout page). */
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

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

/** The host name of a Host header, without its port (`[::1]:54321` is `[::1]`). */
function hostName(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
}

/**
 * Whether a request carries a body. Over HTTP, as its headers say (a length above 0, or chunks:
 * HTTP/1.1 has no other way to send one); in process (no socket, app.fetch), whether its Request
 * holds one.
 */
function hasBody(c: Context, overHttp: boolean): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return length !== '0';
  return c.req.header('transfer-encoding') !== undefined || (!overHttp && c.req.raw.body !== null);
}

export type ControlRefusal = 'not-loopback' | 'proxied' | 'foreign-host' | 'foreign-origin' | 'not-json';

const MESSAGES: Record<ControlRefusal, string> = {
  'not-loopback': 'The control API answers loopback callers only',
  proxied: 'The control API answers direct callers only, never through a proxy',
  'foreign-host': 'The control API answers requests addressed to 127.0.0.1, localhost or [::1] only',
  'foreign-origin': "The control API answers the sandbox's own pages and callers without an Origin only",
  'not-json': 'The control API takes JSON bodies only (Content-Type: application/json)',
};

/**
 * Why the control API refuses a request, or undefined when it may answer. Only a caller on this
 * machine reaches it directly: not through a proxy (the dashboard's own origin forwards its API,
 * and the proxy's socket is loopback too), not under another host name (DNS rebinding), not
 * from another site's page in the developer's browser (a foreign Origin), and not with a body a
 * page may send cross-site without asking (text/plain, a form), but for the sandbox's own forms.
 */
export function controlRefusal(c: Context, ownOrigins: ReadonlySet<string>): ControlRefusal | undefined {
  const address = remoteAddress(c);
  if (address !== undefined && !LOOPBACK.test(address)) return 'not-loopback';
  if (PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return 'proxied';
  const host = c.req.header('host');
  if (host !== undefined && !LOOPBACK_HOSTS.has(hostName(host).toLowerCase())) return 'foreign-host';
  const origin = c.req.header('origin');
  if (origin !== undefined && !ownOrigins.has(origin)) return 'foreign-origin';
  if (hasBody(c, address !== undefined)) {
    const type = c.req.header('content-type') ?? '';
    const json = /^application\/json\b/i.test(type);
    const ownForm = FORM_TYPES.test(type) && origin !== undefined;
    if (!json && !ownForm) return 'not-json';
  }
  return undefined;
}

/** The control API's gate (controlRefusal): a refused request gets 403 and says why. */
export function controlOnly(ownOrigins: () => ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    const refusal = controlRefusal(c, ownOrigins());
    if (refusal) return c.json({ message: MESSAGES[refusal], type: `control_${refusal.replace('-', '_')}` }, 403);
    return next();
  };
}
