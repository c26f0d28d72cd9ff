import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/**
 * The built scripts and styles arrive brotli-compressed (written at build time at the highest
 * quality, as a production host serves them), decode to the very files of the build, and keep
 * the security headers; a client without brotli gets gzip, compressed on the fly.
 */
const DIST = 'packages/host-app/dist';

test('scripts and styles arrive brotli-compressed, decode to the built files and keep their headers', async ({ page }) => {
  const assets: Array<{ path: string; encoding?: string; type?: string; nosniff?: string; body: Buffer }> = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!/^\/assets\/.+\.(js|css)$/.test(pathname)) return;
    reads.push(
      (async () => {
        const headers = await response.allHeaders();
        assets.push({ path: pathname, encoding: headers['content-encoding'], type: headers['content-type'], nosniff: headers['x-content-type-options'], body: await response.body() });
      })(),
    );
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  // A body is read after its response has come: wait for those reads (they lagged once in CI).
  await Promise.all(reads);
  const large = assets.filter((asset) => asset.body.byteLength >= 1024);
  expect(large.length).toBeGreaterThan(3);
  for (const asset of large) {
    expect(asset, asset.path).toMatchObject({ encoding: 'br', nosniff: 'nosniff' });
    expect(asset.type).toMatch(asset.path.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
    expect(asset.body.equals(readFileSync(`${DIST}${asset.path}`)), asset.path).toBe(true);
  }
});

test('a client without brotli gets the same script gzip-compressed', async ({ page, request }) => {
  let script = '';
  page.on('response', (response) => {
    if (/\/assets\/index-[^/]+\.js$/.test(response.url())) script = new URL(response.url()).pathname;
  });
  await page.goto('/login');
  await expect.poll(() => script).not.toBe('');
  const response = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect((await response.body()).equals(readFileSync(`${DIST}${script}`))).toBe(true);
});

test('pages arrive compressed (brotli, or gzip for a client without it) with their own nonce', async ({ request }) => {
  for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip']] as const) {
    const response = await request.get('/login', { headers: { 'accept-encoding': accept } });
    expect(response.headers()['content-encoding'], accept).toBe(encoding);
    expect(response.headers()['vary']).toContain('Accept-Encoding');
    const html = await response.text();
    expect(html).toContain('>Sign in</h1>');
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(html).toContain(`nonce="${nonce}"`);
  }
  const plain = await request.get('/api-keys', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toContain('Keys let your applications call the forecasting API.');
});

test('a malformed or escaping asset path is refused, not answered with a server error or a file outside the build', async ({ request }) => {
  const malformed = await request.get('/assets/%E0%A4%A.js');
  expect(malformed.status()).toBeGreaterThanOrEqual(400);
  expect(malformed.status()).toBeLessThan(500);
  const escaping = await request.get('/assets/..%2F..%2Fvite.config.ts.js', { headers: { 'accept-encoding': 'br' } });
  expect(escaping.headers()['content-encoding']).toBeUndefined();
  expect(await escaping.text()).not.toContain('defineConfig');
});
