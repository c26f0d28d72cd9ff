import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxHeadersFile } from '../../packages/host-app/security/headers';
import { NGINX_FOLDER, NONCE_PLACEHOLDER, nginxBuildFile } from '../../packages/host-app/security/vite-plugin';
import { readHostEnv } from '../../packages/host-app/src/env.logic';
import { get, getOverHttp2, startUpstream, portOf, type Answer, type Seen } from '../proxy-upstream';

/**
 * The nginx deployment (packages/host-app/deploy/nginx) keeps each guarantee of the dashboard's
 * server: run by its own serve.mjs over a build's layout (pages with the nonce placeholder, a
 * hashed asset precompressed, the `_nginx` folder the build writes), in front of the API's stand-in.
 */
const PAGE = (title: string) =>
  `<!doctype html><html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><style nonce="${NONCE_PLACEHOLDER}">body{}</style><title>${title}</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;
const ASSET = `export const forecast = ${JSON.stringify('x'.repeat(4000))};\n`;

function makeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'nginx-dist-'));
  // Readable by nginx's workers, as a build folder is (mkdtemp makes it the owner's alone).
  chmodSync(dist, 0o755);
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, NGINX_FOLDER));
  writeFileSync(join(dist, 'index.html'), PAGE('shell'));
  writeFileSync(join(dist, 'login.html'), PAGE('login'));
  writeFileSync(join(dist, 'api-keys.html'), PAGE('api-keys'));
  writeFileSync(join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  writeFileSync(join(dist, 'assets', 'entry-Ab12Cd34.js'), ASSET);
  writeFileSync(join(dist, 'assets', 'entry-Ab12Cd34.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(dist, 'assets', 'entry-Ab12Cd34.js.gz'), gzipSync(ASSET));
  const env = readHostEnv({ VITE_API_URL: '/api', VITE_SUPABASE_URL: 'https://auth.forecast.example' });
  writeFileSync(join(dist, NGINX_FOLDER, 'security-headers.conf'), nginxHeadersFile(env));
  writeFileSync(join(dist, NGINX_FOLDER, 'build.json'), nginxBuildFile(env));
  return dist;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = portOf(server);
      server.close(() => resolve(port));
    });
  });

/** Starts nginx with serve.mjs and resolves once it answers. */
async function startNginx(dist: string, apiTarget: string): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn('node', ['packages/host-app/deploy/nginx/serve.mjs', dist], {
    env: { ...process.env, API_PROXY_TARGET: apiTarget, DASHBOARD_LISTEN: `127.0.0.1:${port}`, NGINX_PREFIX: mkdtempSync(join(tmpdir(), 'nginx-prefix-')) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error('nginx did not start (its error is above)');
    if ('status' in (await get(port, '/login', {}, { tls: true }))) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const policyNonce = (answer: Answer) => ('headers' in answer ? /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] : undefined);

describe('the dashboard served by nginx', () => {
  const seen: Seen[] = [];
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  const fetch = (path: string, headers: Record<string, string> = {}) => get(nginx.port, path, headers, { tls: true });

  beforeAll(async () => {
    upstream = await startUpstream(seen);
    nginx = await startNginx(makeBuild(), `http://127.0.0.1:${portOf(upstream)}`);
  });
  afterAll(async () => {
    await nginx?.stop();
    upstream?.release();
    upstream?.close();
  });

  it('gives every page a fresh style nonce, the same in its policy and in its style tags', async () => {
    const [first, second] = [await fetch('/login'), await fetch('/login')];
    const nonce = policyNonce(first);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(policyNonce(second)).not.toBe(nonce);
    expect(first).toMatchObject({ status: 200, body: expect.stringContaining(`<style nonce="${nonce}">`) });
    expect(first).not.toMatchObject({ body: expect.stringContaining(NONCE_PLACEHOLDER) });
    expect(first).toMatchObject({ headers: { 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' } });
  });

  it('serves the /api-keys page as a page: only /api/v1/… is forwarded', async () => {
    const before = seen.length;
    expect(await fetch('/api-keys')).toMatchObject({ status: 200, body: expect.stringContaining('<title>api-keys</title>') });
    for (const path of ['/api/_sandbox/mail.json', '/api/_sandbox/rate-limits', '/api/docs/x', '/api', '/api/v1']) {
      expect(await fetch(path), path).not.toMatchObject({ body: expect.stringContaining('"path"') });
    }
    expect(seen.length).toBe(before);
  });

  it('answers an unknown path with the shell (it shows the not-found page) and status 404', async () => {
    const answer = await fetch('/no-such-page');
    expect(answer).toMatchObject({ status: 404, body: expect.stringContaining('<title>shell</title>') });
    expect(policyNonce(answer)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('never serves what the build leaves for hosts', async () => {
    for (const path of ['/_headers', `/${NGINX_FOLDER}/build.json`, `/${NGINX_FOLDER}/security-headers.conf`]) {
      expect(await fetch(path), path).toMatchObject({ status: 404, body: expect.not.stringContaining('X-Frame-Options') });
    }
  });

  it('caches a hashed asset for a year and a page never, and sends the asset precompressed as the client accepts', async () => {
    const brotli = await fetch('/assets/entry-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli).toMatchObject({ status: 200, headers: { 'cache-control': 'public, max-age=31536000, immutable', 'content-encoding': 'br', vary: 'Accept-Encoding' } });
    expect(brotli).toMatchObject({ body: brotliCompressSync(ASSET).toString('latin1') });
    expect(await fetch('/assets/entry-Ab12Cd34.js', { 'accept-encoding': 'gzip' })).toMatchObject({ headers: { 'content-encoding': 'gzip' } });
    expect(await fetch('/assets/entry-Ab12Cd34.js')).toMatchObject({ body: ASSET, headers: { 'content-type': 'text/javascript; charset=utf-8', 'x-content-type-options': 'nosniff' } });
    expect(await fetch('/login', { 'accept-encoding': 'br' })).toMatchObject({ headers: { 'cache-control': 'no-store', 'content-encoding': 'br' } });
  });

  it('forwards /api/v1/… to the API’s /v1/…, without the dashboard’s cookies, naming the client', async () => {
    const answer = await fetch('/api/v1/profile/access?x=1', { cookie: 'ph_session=secret; cookie-consent=true', authorization: 'Bearer token' });
    expect(answer).toMatchObject({ status: 200, body: JSON.stringify({ path: '/v1/profile/access?x=1' }) });
    const forwarded = seen.at(-1)!;
    expect(forwarded.headers.cookie).toBeUndefined();
    expect(forwarded.headers.authorization).toBe('Bearer token');
    expect(forwarded.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(forwarded.headers['x-forwarded-proto']).toBe('https');
  });

  it('takes request headers as long as the API does: a 60 KB token is forwarded', async () => {
    const token = `Bearer ${'a'.repeat(60_000)}`;
    expect(await fetch('/api/v1/profile/access', { authorization: token })).toMatchObject({ status: 200 });
    expect(seen.at(-1)!.headers.authorization).toBe(token);
  });

  it('drops the browser’s request when the API drops the connection or breaks off its answer, instead of a 502', async () => {
    expect(await fetch('/api/v1/drop')).toEqual({ error: 'ECONNRESET' });
    expect(await fetch('/api/v1/lose')).toMatchObject({ error: expect.stringMatching(/ECONNRESET|aborted/) });
  });

  it('drops it too when the API is down', async () => {
    const closed = await startUpstream([]);
    const port = portOf(closed);
    closed.close();
    const down = await startNginx(makeBuild(), `http://127.0.0.1:${port}`);
    try {
      expect(await get(down.port, '/api/v1/profile/access', {}, { tls: true })).toEqual({ error: 'ECONNRESET' });
    } finally {
      await down.stop();
    }
  });

  it('passes an event stream on as the API sends it, unbuffered', async () => {
    const first = await new Promise<string>((resolve, reject) => {
      const session = connect(`https://127.0.0.1:${nginx.port}`, { rejectUnauthorized: false });
      const stream = session.request({ ':path': '/api/v1/stream' });
      stream.setEncoding('utf8');
      stream.once('data', (chunk: string) => {
        resolve(chunk);
        stream.close();
        session.close();
      });
      stream.on('error', reject);
      stream.end();
    });
    // The API has not ended its answer: the event came through on its own.
    expect(first).toBe('event: ready\ndata: {}\n\n');
    upstream.release();
  });

  it('speaks HTTP/2 and resets only the failed request’s stream: the page’s other calls on the connection go on', async () => {
    const session = connect(`https://127.0.0.1:${nginx.port}`, { rejectUnauthorized: false });
    const fetchOver = (path: string) => getOverHttp2(session, path);
    try {
      const [dropped, lost, answered] = await Promise.all([fetchOver('/api/v1/drop'), fetchOver('/api/v1/lose'), fetchOver('/api/v1/api-keys')]);
      // nginx resets with a code of its own choosing (444 closes the stream); a reset it is.
      expect(dropped).toEqual({ reset: expect.any(Number) });
      expect(lost).toEqual({ reset: expect.any(Number) });
      expect(answered).toEqual({ status: 200 });
      expect(await fetchOver('/login')).toEqual({ status: 200 });
    } finally {
      session.close();
    }
  });
});
