import type { Page, Request } from '@playwright/test';
import { APP_URL } from '../../playwright.config';
import { createKey, expect, SANDBOX_URL, signIn, storedSession, test } from './fixtures';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';

/**
 * Secrets stay put (SECURITY.md): across a session that signs in, creates a key, lets a CLI
 * create one, hands off to the user platform, fails a call (a Sentry envelope) and signs in
 * with Google, no access token, refresh token or key secret shows up in the console, in a
 * PostHog capture or Sentry envelope, in a Referer, or in any URL but the three that must
 * carry one: the hand-off to the user platform, the loopback CLI callback, and the auth
 * service's return to /login, which the dashboard reads and removes at once.
 */
const PLATFORM = `${SANDBOX_URL}/_sandbox/platform`;
const CLI_CALLBACK = 'http://127.0.0.1:8976/callback';
const APP_ORIGIN = APP_URL;

interface Seen {
  console: string[];
  urls: string[];
  referers: string[];
}

function watch(page: Page): Seen {
  const seen: Seen = { console: [], urls: [], referers: [] };
  page.on('console', (message) => seen.console.push(message.text()));
  page.on('framenavigated', (frame) => seen.urls.push(frame.url()));
  const onRequest = (request: Request) => {
    seen.urls.push(request.url());
    const referer = request.headers().referer;
    if (referer) seen.referers.push(referer);
  };
  page.context().on('request', onRequest);
  return seen;
}

async function storedTokens(page: Page): Promise<string[]> {
  const { access_token: access, refresh_token: refresh } = await storedSession(page);
  return [access, refresh].filter((token): token is string => Boolean(token));
}

/** May this URL carry a secret? Only the three hand-overs the spec names. */
function isAllowedCarrier(url: string): boolean {
  return url.startsWith(`${PLATFORM}`) || url.startsWith(CLI_CALLBACK) || /\/login#access_token=/.test(url);
}

test('no token or key secret leaks into logs, telemetry, referrers or URLs', async ({ page, context }) => {
  test.setTimeout(60_000);
  const seen = watch(page);
  const secrets: string[] = [];

  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  secrets.push(...(await storedTokens(page)));

  // A key made in the dashboard: its secret shows once, then is gone from the page.
  await page.goto('/api-keys');
  await createKey(page, 'Leak check');
  const created = page.getByRole('dialog', { name: 'New API Key Created' });
  const secret = await created.getByLabel('Secret', { exact: true }).inputValue();
  secrets.push(secret);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('cell', { name: 'Leak check', exact: true })).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // A key a CLI on this computer asks for: it goes to the loopback callback and nowhere else.
  const cliKeys: string[] = [];
  await context.route(`${CLI_CALLBACK}**`, (route) => {
    cliKeys.push(new URL(route.request().url()).searchParams.get('secret') ?? '');
    return route.fulfill({ contentType: 'text/html', body: '<h1>Key received</h1>' });
  });
  await page.goto(`/cli-auth?callback=${encodeURIComponent(CLI_CALLBACK)}&api_key_name=leak-cli`);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByRole('heading', { name: 'Key received' })).toBeVisible();
  expect(cliKeys).toHaveLength(1);
  secrets.push(cliKeys[0]!);

  // The hand-off: tokens go to the configured user platform only.
  await page.goto('/overview');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Go to User Dashboard/ }).click();
  const platform = await popup;
  await expect(platform.getByTestId('platform-user')).toContainText(PERSONA.dev);
  await platform.close();

  // A failing call is reported to Sentry.
  await page.request.post(`${SANDBOX_URL}/_sandbox/faults`, { data: { method: 'GET', path: '/v1/billing/api-credits/balance', status: 500, times: 3 } });
  await page.goto('/account?tab=credits');
  // Retried twice (the catalogue marks 500 retryable), then shown.
  await expect(page.getByText('Failed to load credits')).toBeVisible({ timeout: 10_000 });
  secrets.push(...(await storedTokens(page)));
  // Sentry is fetched on the first error: its envelope leaves this page before the next load.
  const telemetry = async () => JSON.stringify(await (await page.request.get(`${SANDBOX_URL}/_sandbox/telemetry.json`)).json());
  await expect.poll(async () => (await telemetry()).includes('"kind":"sentry"'), { timeout: 20_000 }).toBe(true);

  // Google sign-in returns the session in /login's hash: read and removed at once.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: /Grace Google/ }).click();
  await expect(page).toHaveURL(/\/complete-profile$/);
  expect(new URL(page.url()).hash).toBe('');
  secrets.push(...(await storedTokens(page)));

  // PostHog delivers in the background: wait for it to have reached the sandbox.
  await expect.poll(async () => (await telemetry()).includes('"kind":"posthog"'), { timeout: 20_000 }).toBe(true);

  expect(secrets.length).toBeGreaterThanOrEqual(6);
  const sink = await telemetry();
  for (const value of secrets) {
    expect(sink, 'telemetry').not.toContain(value);
    expect(seen.console.filter((line) => line.includes(value)), 'console').toEqual([]);
    expect(seen.referers.filter((line) => line.includes(value)), 'referers').toEqual([]);
    expect(seen.urls.filter((url) => url.includes(value) && !isAllowedCarrier(url)), 'urls').toEqual([]);
  }
  // Referrer-Policy: no-referrer. The PostHog and Sentry SDKs set their own policy per request,
  // which sends the bare origin at most: never a path, a query or a hash.
  const fromDashboard = seen.referers.filter((referer) => referer.startsWith(APP_ORIGIN));
  expect(fromDashboard.filter((referer) => referer !== `${APP_ORIGIN}/`)).toEqual([]);
  // auth_transfer only ever goes to the configured user platform.
  expect(seen.urls.filter((url) => url.includes('auth_transfer=') && !url.startsWith(PLATFORM))).toEqual([]);
});
