import { connect } from 'node:http2';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, getOverHttp2, startUpstream, portOf, type Seen } from '../proxy-upstream';
import { ASSET, HASHED_ASSET, makeBuild, startDeployed, type DeployedServer } from './deployed-build';

/**
 * What nginx adds to the guarantees both deployments keep (guarantees.test.ts): the build's
 * precompressed assets and compressed pages, and HTTP/2, where a failed API call resets only
 * its own stream. (At the edge, Cloudflare compresses and speaks HTTP/2 itself.)
 */
describe('the dashboard served by nginx', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let nginx: DeployedServer;
  const fetch = (path: string, headers: Record<string, string> = {}) => get(nginx.port, path, headers, { tls: true });

  beforeAll(async () => {
    upstream = await startUpstream([]);
    nginx = await startDeployed('nginx', makeBuild(), `http://127.0.0.1:${portOf(upstream)}`);
  });
  afterAll(async () => {
    await nginx?.stop();
    upstream?.close();
  });

  it('sends a hashed asset precompressed as the client accepts, and a page compressed', async () => {
    const brotli = await fetch(HASHED_ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli).toMatchObject({ status: 200, headers: { 'content-encoding': 'br', vary: 'Accept-Encoding' } });
    expect(brotli).toMatchObject({ body: brotliCompressSync(ASSET).toString('latin1') });
    expect(await fetch(HASHED_ASSET, { 'accept-encoding': 'gzip' })).toMatchObject({ headers: { 'content-encoding': 'gzip' } });
    expect(await fetch(HASHED_ASSET)).toMatchObject({ body: ASSET, headers: { 'content-type': 'text/javascript; charset=utf-8' } });
    expect(await fetch('/login', { 'accept-encoding': 'br' })).toMatchObject({ headers: { 'cache-control': 'no-store', 'content-encoding': 'br' } });
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

describe('a build below a base path, served by nginx', () => {
  const seen: Seen[] = [];
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let nginx: DeployedServer;
  const fetch = (path: string) => get(nginx.port, path, {}, { tls: true });

  beforeAll(async () => {
    upstream = await startUpstream(seen);
    nginx = await startDeployed('nginx', makeBuild({ basePath: '/developer' }), `http://127.0.0.1:${portOf(upstream)}`);
  });
  afterAll(async () => {
    await nginx?.stop();
    upstream?.close();
  });

  it('serves its pages and assets below the path, the unknown path’s 404 there too, and nothing outside it', async () => {
    expect(await fetch('/developer/login')).toMatchObject({ status: 200, body: expect.stringContaining('<title>login</title>'), headers: { 'content-security-policy': expect.stringContaining("'nonce-") } });
    expect(await fetch(`/developer${HASHED_ASSET}`)).toMatchObject({ status: 200, body: ASSET, headers: { 'cache-control': 'public, max-age=31536000, immutable' } });
    expect(await fetch('/developer/no-such-page')).toMatchObject({ status: 404, body: expect.stringContaining('<title>shell</title>') });
    expect(await fetch('/developer')).toMatchObject({ status: 308, headers: { location: expect.stringMatching(/\/developer\/$/) } });
    for (const outside of ['/login', HASHED_ASSET, '/', '/developer/_deploy/build.json']) expect(await fetch(outside), outside).toMatchObject({ status: 404, body: expect.not.stringMatching(/<title>(login|shell)<|forecast|pageHeaders/) });
  });

  it('forwards the API at its own path, outside the base path, as the build calls it', async () => {
    expect(await fetch('/api/v1/api-keys')).toMatchObject({ status: 200, body: JSON.stringify({ path: '/v1/api-keys' }) });
    expect(seen.at(-1)!.url).toBe('/v1/api-keys');
  });
});

