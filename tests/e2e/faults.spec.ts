import type { Locator, Page } from '@playwright/test';
import { apiRequestPath, createKey, expect, SANDBOX_URL, signIn, test } from './fixtures';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { API_TIMEOUT_MS } from '../../packages/dashboard-kit/src/api/client';

/**
 * Faults, in the browser, with recovery (SECURITY.md, "Faults"): the sandbox's fault control
 * breaks one call the way networks and servers break; each journey checks the catalogue
 * message, that nothing else on the page is lost, and that the page recovers without a
 * reload once the fault is lifted.
 */
interface Fault {
  method: string;
  path: string;
  status?: number;
  hold?: boolean;
  drop?: boolean;
  lose_response?: boolean;
  times?: number;
}

async function inject(page: Page, fault: Fault): Promise<void> {
  const response = await page.request.post(`${SANDBOX_URL}/_sandbox/faults`, { data: fault });
  expect(response.status()).toBe(201);
}

/** Lifts every fault: the provider answers normally again. */
async function lift(page: Page): Promise<void> {
  expect((await page.request.delete(`${SANDBOX_URL}/_sandbox/faults`)).status()).toBe(204);
}

/** Sets a marker on window; the returned check passes only if the page never reloaded since. */
async function markDocument(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  return async () => expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

/** Counts the page's requests for one method and API path. */
function countRequests(page: Page, method: string, path: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    const asked = apiRequestPath(request.url())?.split('?')[0];
    if (request.method() === method && asked !== undefined && path.test(asked)) count += 1;
  });
  return () => count;
}

const BALANCE = '/v1/billing/api-credits/balance';

/**
 * A retryable GET fails until the fault is lifted (the catalogue retries it twice; Chromium
 * also resends a GET on its own when a reused connection drops): the credits tab shows 'Failed
 * to load credits' with the message, the rest of the account page stays, and once the fault is
 * lifted Refresh recovers in place.
 */
async function balanceFailsThenRecovers(
  page: Page,
  fault: Pick<Fault, 'status' | 'hold' | 'drop'>,
  message: string,
  { whileFailing }: { whileFailing?: (tries: () => number, alert: Locator) => Promise<void> } = {},
) {
  // The alert comes once the page has given up: its load, the head's early try, two retries 1 s and
  // 2 s apart. On a busy machine that took 12 s (the Worker's proxy answering each drop with a 502).
  test.setTimeout(test.info().timeout + 15_000);
  await page.goto('/account?tab=credits');
  await signIn(page);
  await expect(page.getByText('€42.50')).toBeVisible();
  await inject(page, { method: 'GET', path: BALANCE, times: 100, ...fault });
  const tries = countRequests(page, 'GET', /^\/v1\/billing\/api-credits\/balance$/);
  await page.goto('/account?tab=credits');
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load credits' });
  await whileFailing?.(tries, alert);
  await expect(alert).toContainText(message, { timeout: 25_000 });
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Token Pricing' })).toBeVisible();
  const sameDocument = await markDocument(page);
  await lift(page);
  await alert.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('€42.50')).toBeVisible();
  await expect(alert).toHaveCount(0);
  await sameDocument();
}

test('a call that takes longer than 15 s times out with the catalogue message, then recovers', async ({ page }) => {
  // Each try is held unanswered until the fault is lifted, and the page's own 15 s timer is what
  // ends it. The page's clock (the sandbox's) is moved on past that timer once a try is sent,
  // rather than the test waiting out 15 s for each of the three tries.
  await balanceFailsThenRecovers(page, { hold: true }, 'The request timed out. Please try again.', {
    whileFailing: async (tries, alert) => {
      let timedOut = 0;
      await expect(async () => {
        if (tries() > timedOut) {
          timedOut = tries();
          await page.clock.fastForward(API_TIMEOUT_MS);
        }
        await expect(alert).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 30_000 });
    },
  });
});

test('a dropped connection shows "Unable to connect to the server.", then recovers', { tag: '@edge' }, async ({ page }) => {
  await balanceFailsThenRecovers(page, { drop: true }, 'Unable to connect to the server.');
});

test('a 500 shows the server-error message, then recovers', { tag: '@edge' }, async ({ page }) => {
  await balanceFailsThenRecovers(page, { status: 500 }, 'An unexpected server error occurred.');
});

test('a 401 on a GET is retried once with the token read again, and the user never sees it', async ({ page }) => {
  await page.goto('/api-keys');
  await signIn(page);
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
  await inject(page, { method: 'GET', path: '/v1/api-keys', status: 401, times: 1 });
  const lists = countRequests(page, 'GET', /^\/v1\/api-keys$/);
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Production', exact: true })).toBeVisible();
  expect(lists()).toBe(2);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

for (const [status, message] of [
  [401, 'Authentication required.'],
  [403, "You don't have permission to access this resource."],
  [404, 'The requested resource was not found.'],
  [429, 'Too many requests. Please wait before trying again.'],
  [500, 'An unexpected server error occurred.'],
] as const) {
  test(`a ${status} on creating a key is shown once, never retried, creates nothing, and the next try works`, async ({ page }) => {
    await page.goto('/api-keys');
    await signIn(page);
    await expect(page.getByText('API Keys: 2/20')).toBeVisible();
    await inject(page, { method: 'POST', path: '/v1/api-keys', status, times: 1 });
    const creates = countRequests(page, 'POST', /^\/v1\/api-keys$/);
    const sameDocument = await markDocument(page);
    await createKey(page, `Fault ${status}`);
    await expect(page.getByRole('alert')).toContainText(message);
    expect(creates()).toBe(1);
    await expect(page.getByText('API Keys: 2/20')).toBeVisible();
    await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
    await createKey(page, `Fault ${status}`);
    await expect(page.getByRole('dialog', { name: 'New API Key Created' })).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('API Keys: 3/20')).toBeVisible();
    await sameDocument();
  });
}

test('a key whose create answer is lost shows up after the refetch, exactly once', { tag: '@edge' }, async ({ page }) => {
  await page.goto('/api-keys');
  await signIn(page);
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
  await inject(page, { method: 'POST', path: '/v1/api-keys', lose_response: true, times: 1 });
  const creates = countRequests(page, 'POST', /^\/v1\/api-keys$/);
  await createKey(page, 'Lost answer');
  await expect(page.getByRole('alert')).toContainText('Unable to connect to the server.');
  await expect(page.getByRole('cell', { name: 'Lost answer', exact: true })).toHaveCount(1);
  await expect(page.getByText('API Keys: 3/20')).toBeVisible();
  expect(creates()).toBe(1);
  // Counted where it is kept: one row of that name in the database, deleted or not.
  const rows = (await (await page.request.get(`${SANDBOX_URL}/_sandbox/keys.json?name_prefix=Lost%20answer`)).json()) as { name: string }[];
  expect(rows.filter((row) => row.name === 'Lost answer')).toHaveLength(1);
});

test('a failing pricing call shows its message in its tab and leaves the rest of the account page', async ({ page }) => {
  await page.goto('/account?tab=pricing');
  await signIn(page);
  // Signed in (the session is stored) before the page is loaded again.
  await expect(page.getByRole('tab', { name: 'Token Pricing', selected: true })).toBeVisible();
  await inject(page, { method: 'GET', path: '/v1/billing/api-credits/pricing', status: 500, times: 3 });
  await page.goto('/account?tab=pricing');
  await expect(page.getByRole('alert')).toContainText('Failed to load pricing data: An unexpected server error occurred.', { timeout: 10_000 });
  await page.getByRole('tab', { name: 'API Credits' }).click();
  await expect(page.getByText('€42.50')).toBeVisible();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByText(PERSONA.dev)).toBeVisible();
});

test('a checkout that fails keeps the amount typed, and the next try goes through', async ({ page }) => {
  await page.goto('/account?tab=credits');
  await signIn(page);
  await inject(page, { method: 'POST', path: '/v1/billing/api-credits/buy-more', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Add Credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Credits' });
  await dialog.getByLabel('Amount', { exact: true }).fill('75');
  await dialog.getByRole('button', { name: /Continue to payment/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('Failed to create checkout session');
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('75');
  await dialog.getByRole('button', { name: /Continue to payment/ }).click();
  await expect(page.getByRole('button', { name: 'Pay €75.00' })).toBeVisible();
});

test('the provider stops and comes back mid-session: the page recovers without a reload', { tag: '@edge' }, async ({ page }) => {
  await page.goto('/overview');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  const sameDocument = await markDocument(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const outage = await page.request.post(`${SANDBOX_URL}/_sandbox/outage`, { data: { ms: 6_000 } });
  expect(outage.status()).toBe(202);
  await expect.poll(async () => (await page.request.get(`${SANDBOX_URL}/auth/v1/health`).catch(() => undefined))?.status(), { message: 'the sandbox down' }).toBeUndefined();
  // The key list is asked for while the provider is down: three tries, then the network message.
  await nav.getByRole('link', { name: 'API Keys' }).click();
  await expect(page.getByRole('alert')).toContainText('Unable to connect to the server.', { timeout: 10_000 });
  await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible();
  // Back up: going to the page again fetches afresh, in the same document.
  await expect.poll(async () => (await page.request.get(`${SANDBOX_URL}/auth/v1/health`).catch(() => undefined))?.status(), { timeout: 15_000 }).toBe(200);
  await nav.getByRole('link', { name: 'Overview' }).click();
  await nav.getByRole('link', { name: 'API Keys' }).click();
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await sameDocument();
});
