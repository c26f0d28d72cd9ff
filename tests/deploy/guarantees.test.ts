import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOY_FILES, DEPLOY_FOLDER } from '../../packages/host-app/build/deploy-facts';
import { NONCE_PLACEHOLDER } from '../../packages/host-app/security/vite-plugin';
import { get, startUpstream, portOf, type Answer, type Seen } from '../proxy-upstream';
import { DEPLOY_SCRIPTS, type Deployment } from '../web-servers';
import { HASHED_ASSET, makeBuild, startDeployed, type DeployedServer } from './deployed-build';

/**
 * Each guarantee of the dashboard's server, kept by both ways it is deployed (nginx, and the
 * Worker in Cloudflare's runtime), each run by its own serve.mjs over a build's layout in front
 * of the API's stand-in.
 */
const policyNonce = (answer: Answer) => ('headers' in answer ? /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] : undefined);

describe.each(Object.keys(DEPLOY_SCRIPTS) as Deployment[])('the dashboard deployed with %s', (deployment) => {
  const seen: Seen[] = [];
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let server: DeployedServer;
  const fetch = (path: string, headers: Record<string, string> = {}) => get(server.port, path, headers, { tls: true });

  beforeAll(async () => {
    upstream = await startUpstream(seen);
    server = await startDeployed(deployment, makeBuild(), `http://127.0.0.1:${portOf(upstream)}`);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
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
    expect(String((first as { headers: Record<string, string> }).headers['content-security-policy'])).not.toContain('unsafe-inline');
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
    for (const path of ['/_headers', '/.assetsignore', `/${DEPLOY_FOLDER}/${DEPLOY_FILES.build}`, `/${DEPLOY_FOLDER}/${DEPLOY_FILES.nginxHeaders}`]) {
      expect(await fetch(path), path).toMatchObject({ status: 404, body: expect.not.stringMatching(/X-Frame-Options|pageHeaders|\*\.br/) });
    }
  });

  it('caches a hashed asset for a year and a page never, even when the browser holds a copy', async () => {
    expect(await fetch(HASHED_ASSET)).toMatchObject({ status: 200, headers: { 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' } });
    const page = await fetch('/login');
    expect(page).toMatchObject({ status: 200, headers: { 'cache-control': 'no-store' } });
    expect(page).not.toMatchObject({ headers: { etag: expect.anything() } });
    // A page answered "not modified" would keep the old nonce the new policy no longer allows.
    expect(await fetch('/login', { 'if-modified-since': new Date().toUTCString(), 'if-none-match': '*' })).toMatchObject({ status: 200 });
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

  /**
   * nginx ends the browser's request as the API ended its own; a Worker cannot, and answers a
   * gateway's 502 without a body, and ends an answer broken off mid-body cleanly (workerd). The
   * kit reads both as no response: "Unable to connect to the server." (the fault journeys).
   */
  const failedConnection =
    deployment === 'nginx'
      ? { dropped: { error: expect.stringMatching(/ECONNRESET|aborted/) }, lost: { error: expect.stringMatching(/ECONNRESET|aborted/) } }
      : { dropped: { status: 502, body: '' }, lost: { status: 201, body: '{"id":"key_' } };

  it('passes on a connection the API dropped or broke off as a failed connection, never as an answer the kit would believe', async () => {
    expect(await fetch('/api/v1/drop')).toMatchObject(failedConnection.dropped);
    expect(await fetch('/api/v1/lose')).toMatchObject(failedConnection.lost);
  });

  it('does so too when the API is down', async () => {
    const closed = await startUpstream([]);
    const port = portOf(closed);
    closed.close();
    const down = await startDeployed(deployment, makeBuild(), `http://127.0.0.1:${port}`);
    try {
      expect(await get(down.port, '/api/v1/profile/access', {}, { tls: true })).toMatchObject(failedConnection.dropped);
    } finally {
      await down.stop();
    }
  }, 60_000);

  it('passes an event stream on as the API sends it, unbuffered', async () => {
    const first = await new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: server.port, path: '/api/v1/stream', rejectUnauthorized: false }, (res) => {
        res.setEncoding('utf8');
        res.once('data', (chunk: string) => {
          resolve(chunk);
          req.destroy();
        });
      });
      req.on('error', reject);
      req.end();
    });
    // The API has not ended its answer: the event came through on its own.
    expect(first).toBe('event: ready\ndata: {}\n\n');
    upstream.release();
  });
});
