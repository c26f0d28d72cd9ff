import type { Page } from '@playwright/test';
import { HOST_API_PATH } from '../sandbox-host-env';
import { apiRequestPath, expect, isApiCall, signIn, test } from './fixtures';
import { switcher } from './organization-steps';

/** The API calls a page load makes (method and API path with query), in the order they went out. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const asked = apiRequestPath(request.url());
    if (asked) calls.push(`${request.method()} ${asked}`);
  });
  return calls;
}

test('a signed-in page asks for its access record and its data while its JavaScript is still arriving, once each', { tag: '@edge' }, async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  // The overview's own calls answered (the sidebar's links and the account switcher show from them): none of them is counted below.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Requests' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Models' })).toBeVisible();
  await expect(switcher(page)).toBeVisible();

  // The app's entry arrives a second late, as on a slow connection.
  const events: string[] = [];
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    events.push('entry arriving');
    await route.continue();
  });
  page.on('request', (request) => {
    const asked = apiRequestPath(request.url());
    if (asked && request.method() === 'GET') events.push(`asked ${asked.split('?')[0]}`);
  });
  const calls = recordApiCalls(page);

  await page.goto('/account?tab=credits');
  await expect(page.getByText(/credits last about/)).toBeVisible();
  const arriving = events.indexOf('entry arriving');
  expect(events.slice(0, arriving).sort(), events.join(', ')).toEqual(
    // The shell's own: whether the sidebar has Requests, and Models and Explorer.
    ['asked /v1/billing/api-credits/alert', 'asked /v1/billing/api-credits/balance', 'asked /v1/billing/api-credits/usage', 'asked /v1/models', 'asked /v1/profile/access', 'asked /v1/requests'],
  );
  // The app took those answers: none of the calls went out twice. The switcher's organisations
  // come after the entry (the head script does not ask for them yet), whenever the app gets to
  // them: the list is waited for, not read at the moment the balance shows.
  await expect.poll(() => [...calls].sort()).toEqual([
    'GET /v1/billing/api-credits/alert',
    'GET /v1/billing/api-credits/balance',
    'GET /v1/billing/api-credits/usage?days=30',
    'GET /v1/models',
    'GET /v1/organizations',
    'GET /v1/profile/access',
    'GET /v1/requests?limit=1',
  ]);
});

test('a session about to expire is refreshed first: the page then asks with the new token, once', { tag: '@edge' }, async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  // As if the tab were reopened a minute before the token ends: auth-js refreshes it before any call.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))!;
    const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
    // eslint-disable-next-line no-restricted-syntax -- in the page, whose clock is the sandbox's
    localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) + 60 }));
  });
  const calls = recordApiCalls(page);
  const tokens = new Set<string>();
  page.on('request', (request) => {
    if (apiRequestPath(request.url()) && request.method() === 'GET') tokens.add(request.headers().authorization ?? 'none');
  });

  await page.goto('/api-keys');
  await expect(page.getByRole('table')).toBeVisible();
  expect(calls.sort()).toEqual(['GET /v1/api-keys', 'GET /v1/billing/api-credits/usage?days=30&group_by=key&key_days=false', 'GET /v1/models', 'GET /v1/organizations', 'GET /v1/profile/access', 'GET /v1/requests?limit=1']);
  expect(tokens.size).toBe(1);
});

test('a signed-out visit asks the API nothing', { tag: '@edge' }, async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto('/api-keys');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(calls).toEqual([]);
});

test('a signed-in page calls its API on its own origin: no CORS preflight, nothing to the API’s origin', { tag: '@edge' }, async ({ page, baseURL, sandbox }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  const requests: { method: string; url: string }[] = [];
  page.on('request', (request) => void requests.push({ method: request.method(), url: request.url() }));

  // A page load, then a folder a click away: each new folder URL would want a preflight of its own.
  await page.goto('/browse');
  await page.getByRole('button', { name: 'forecasts' }).click();
  await expect(page).toHaveURL(/\/browse\?path=forecasts$/);
  await expect(page.getByRole('button', { name: 'ept2', exact: true })).toBeVisible();

  const api = requests.filter(({ url }) => isApiCall(url)).map(({ method, url }) => `${method} ${url}`);
  expect(api.length).toBeGreaterThanOrEqual(3);
  for (const request of api) expect(request).toMatch(new RegExp(`^GET ${baseURL}${HOST_API_PATH}/v1/`));
  expect(requests.filter(({ method }) => method === 'OPTIONS')).toEqual([]);
  expect(requests.filter(({ url }) => url.startsWith(`${sandbox.url}/v1/`))).toEqual([]);
});
