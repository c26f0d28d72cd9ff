import type { CreatedApiKey } from '../../api/schemas/api-keys';

/** The CLI flow's states. SUCCESS is defined but never set: success leaves the page. */
export type CliAuthState = 'PENDING' | 'LOADING' | 'SUCCESS' | 'ERROR';

export interface CliRequest {
  callback: URL;
  apiKeyName: string;
  /** Passed back unchanged when present. */
  state: string | null;
}

export type CliRequestCheck = { ok: true; request: CliRequest } | { ok: false; reason: 'missing' | 'bad-callback' };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The key may only go to a CLI on this computer. An `http:` URL whose
 * host is exactly 127.0.0.1, localhost or [::1] (any port), with no user name or password.
 */
export function isLoopbackCallback(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && url.username === '' && url.password === '';
}

/** Both callback and api_key_name are required; then the callback must be loopback. */
export function readCliRequest(search: string): CliRequestCheck {
  const params = new URLSearchParams(search);
  const callback = params.get('callback')?.trim();
  const apiKeyName = params.get('api_key_name')?.trim();
  if (!callback || !apiKeyName) return { ok: false, reason: 'missing' };
  let url: URL;
  try {
    url = new URL(callback);
  } catch {
    return { ok: false, reason: 'bad-callback' };
  }
  if (!isLoopbackCallback(url)) return { ok: false, reason: 'bad-callback' };
  return { ok: true, request: { callback: url, apiKeyName, state: params.get('state') } };
}

/** `host:port` as the user should see it in the request text. */
export function callbackDestination(url: URL): string {
  const port = url.port || '80';
  return `${url.hostname}:${port}`;
}

/** The created key record appended to the callback as query parameters. */
export function callbackWithKey(request: CliRequest, key: CreatedApiKey): string {
  const url = new URL(request.callback);
  url.searchParams.set('id', key.id);
  url.searchParams.set('name', key.name);
  url.searchParams.set('created_at', key.created_at.toISOString());
  url.searchParams.set('expires_at', key.expires_at ? key.expires_at.toISOString() : '');
  url.searchParams.set('secret', key.secret);
  if (request.state !== null) url.searchParams.set('state', request.state);
  return url.toString();
}
