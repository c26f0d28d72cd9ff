import { getCertificate } from '@vitejs/plugin-basic-ssl';
import type { Server } from 'node:http';
import { connect, constants as http2 } from 'node:http2';
import { tmpdir } from 'node:os';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isApiRequest, sameOriginApiPath } from '../../../packages/host-app/build/api-path';
import { apiProxy } from '../../../packages/host-app/build/api-proxy';
import { withApiProxyNodeOption } from '../../../packages/host-app/build/api-proxy-node-option.mjs';
import { apiOrigins } from '../../../packages/host-app/build/prerender-plugin';
import { get, getOverHttp2, portOf, startUpstream, type Seen } from '../../proxy-upstream';

// This process has Node's 16 KB header limit: the proxy's warning about it is expected here.
vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('an API on the dashboard’s own origin', () => {
  it('is a path in VITE_API_URL; an absolute URL is an API on an origin of its own', () => {
    expect(sameOriginApiPath('/api')).toBe('/api');
    expect(sameOriginApiPath('/api/')).toBe('/api');
    expect(sameOriginApiPath('https://api.forecast.example')).toBeUndefined();
    expect(sameOriginApiPath('//api.forecast.example')).toBeUndefined();
    expect(() => sameOriginApiPath('/')).toThrow('needs a segment of its own, such as /api');
  });

  it('takes only the provider API’s requests under its path: never the /api-keys page, nor a sandbox’s control API', () => {
    expect(isApiRequest('/api/v1/api-keys', '/api')).toBe(true);
    expect(isApiRequest('/api-keys', '/api')).toBe(false);
    expect(isApiRequest('/api', '/api')).toBe(false);
    expect(isApiRequest('/api/_sandbox/mail.json', '/api')).toBe(false);
    expect(isApiRequest('/api/v1', '/api')).toBe(false);
    expect(isApiRequest('/api/v1/api-keys', undefined)).toBe(false);
  });

  it('needs no connection of its own: a signed-in page preconnects only to the auth server', () => {
    expect(apiOrigins({ VITE_API_URL: '/api', VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toEqual(['https://abc.supabase.co']);
    expect(apiOrigins({ VITE_API_URL: 'https://api.forecast.example', VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toEqual(['https://api.forecast.example', 'https://abc.supabase.co']);
  });

  it('is served with request headers up to 64 KB: a long profile makes a long token', () => {
    expect(withApiProxyNodeOption(undefined)).toBe('--max-http-header-size=65536');
    expect(withApiProxyNodeOption('--enable-source-maps')).toBe('--enable-source-maps --max-http-header-size=65536');
    expect(withApiProxyNodeOption('--max-http-header-size=131072')).toBe('--max-http-header-size=131072');
  });

  it('is forwarded only when both the path and a target are configured', () => {
    expect(apiProxy({ VITE_API_URL: 'https://api.forecast.example', API_PROXY_TARGET: 'http://127.0.0.1:1' })).toBeUndefined();
    expect(apiProxy({ VITE_API_URL: '/api' })).toBeUndefined();
    expect(Object.keys(apiProxy({ VITE_API_URL: '/api', API_PROXY_TARGET: 'http://127.0.0.1:1' })!)).toEqual(['/api/v1/']);
  });
});

async function startDashboardServer(target: string, https?: { key: string; cert: string }): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: false,
    root: tmpdir(),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, https, proxy: apiProxy({ VITE_API_URL: '/api', API_PROXY_TARGET: target }), ws: false },
  });
  return server.listen();
}

// Each test of these two starts a Vite server, which takes seconds on a busy machine.
describe('the dashboard server’s API proxy', { timeout: 30_000 }, () => {
  const seen: Seen[] = [];
  let upstream: Server;
  let dashboard: ViteDevServer;

  beforeAll(async () => {
    upstream = await startUpstream(seen);
    dashboard = await startDashboardServer(`http://127.0.0.1:${portOf(upstream)}`);
  }, 30_000);
  afterAll(async () => {
    await dashboard.close();
    upstream.close();
  });

  it('forwards /api/v1/… to the API’s /v1/…, without the dashboard’s cookies, naming the client', async () => {
    const answer = await get(portOf(dashboard.httpServer!), '/api/v1/profile/access?x=1', { cookie: 'ph_session=secret; cookie-consent=true', authorization: 'Bearer token' });
    expect(answer).toMatchObject({ status: 200, body: JSON.stringify({ path: '/v1/profile/access?x=1' }) });
    const forwarded = seen.at(-1)!;
    expect(forwarded.headers.cookie).toBeUndefined();
    expect(forwarded.headers.authorization).toBe('Bearer token');
    expect(forwarded.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('forwards nothing but /api/v1/…: a provider’s other paths (a sandbox’s outbox and control API) never reach this origin', async () => {
    const before = seen.length;
    for (const path of ['/api/_sandbox/mail.json', '/api/_sandbox/rate-limits', '/api/_sandbox/mail', '/api/docs/x']) {
      const answer = await get(portOf(dashboard.httpServer!), path);
      expect(answer, path).not.toMatchObject({ body: expect.stringContaining('"path"') });
    }
    expect(seen.length).toBe(before);
  });

  it('drops the browser’s request when the API drops the connection, instead of answering a 502 the API never sent', async () => {
    expect(await get(portOf(dashboard.httpServer!), '/api/v1/drop')).toEqual({ error: 'ECONNRESET' });
  });

  it('breaks off the browser’s answer when the API’s breaks off, instead of leaving it waiting for the rest', async () => {
    expect(await get(portOf(dashboard.httpServer!), '/api/v1/lose')).toEqual({ error: 'ECONNRESET' });
  });

  it('drops it too when the API is down', async () => {
    const closed = await startUpstream([]);
    const port = portOf(closed);
    closed.close();
    const down = await startDashboardServer(`http://127.0.0.1:${port}`);
    try {
      expect(await get(portOf(down.httpServer!), '/api/v1/profile/access')).toEqual({ error: 'ECONNRESET' });
    } finally {
      await down.close();
    }
  });
});

describe('the API proxy over HTTP/2, as a production host serves the dashboard', { timeout: 30_000 }, () => {
  it('resets only the failed request’s stream: the page’s other calls on the connection go on', async () => {
    const seen: Seen[] = [];
    const upstream = await startUpstream(seen);
    const pem = await getCertificate('node_modules/.vite/basic-ssl');
    const dashboard = await startDashboardServer(`http://127.0.0.1:${portOf(upstream)}`, { key: pem, cert: pem });
    const session = connect(`https://127.0.0.1:${portOf(dashboard.httpServer!)}`, { rejectUnauthorized: false });
    const fetchOver = (path: string) => getOverHttp2(session, path);
    try {
      const [dropped, lost, answered] = await Promise.all([fetchOver('/api/v1/drop'), fetchOver('/api/v1/lose'), fetchOver('/api/v1/api-keys')]);
      expect(dropped).toEqual({ reset: http2.NGHTTP2_INTERNAL_ERROR });
      expect(lost).toEqual({ reset: http2.NGHTTP2_INTERNAL_ERROR });
      expect(answered).toEqual({ status: 200 });
      expect(await fetchOver('/api/v1/profile/access')).toEqual({ status: 200 });
    } finally {
      session.close();
      await dashboard.close();
      upstream.close();
    }
  });
});
