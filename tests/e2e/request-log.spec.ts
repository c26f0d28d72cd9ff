import type { APIResponse, Locator, Page } from '@playwright/test';
import { basicAuth } from '../api-key-auth';
import { HOST_API_PATH } from '../sandbox-host-env';
import { chooseKeyAction, expect, meterUsage, newKey, runCurl, signIn, test } from './fixtures';

/**
 * The request log as a developer reaches it: from a key's row, the sidebar or the
 * quick links; requests made from the test as a user makes them from a shell, through the
 * dashboard's own API origin, with the key the dashboard just showed.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.goto('/api-keys');
  await signIn(page);
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
});

/** A forecast request with a key, to the API the dashboard calls (its own origin's /api). */
function forecast(page: Page, key: { id: string; secret: string }, query: string): Promise<APIResponse> {
  return page.request.get(`${HOST_API_PATH}/v1/forecast/point?${query}`, { headers: { authorization: basicAuth(key.id, key.secret) } });
}

/** The log, opened from the key's row menu: filtered to that key. */
async function viewRequests(page: Page, keyName: string, keyId: string): Promise<Locator> {
  await chooseKeyAction(page, page.getByRole('row', { name: new RegExp(keyName) }), 'View requests');
  await expect(page).toHaveURL(new RegExp(`/logs\\?key=${keyId}$`));
  return page.getByRole('region', { name: 'Requests' });
}

const EPT2_BERLIN = 'model=ept2&lat=52.52&lon=13.405&steps=48&parameters=air_temperature_at_height_level_2m';

test('a new key’s first request, made with the curl its empty log shows, arrives live without a reload', { tag: '@edge' }, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const key = await newKey(page, 'Forecast bot');
  const log = await viewRequests(page, 'Forecast bot', key.id);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
  await expect(log.getByRole('heading', { name: 'No requests in this range' })).toBeVisible();
  await expect(log.getByText('Make your first forecast request with your key Forecast bot: it shows up here as soon as the API answers it.')).toBeVisible();

  await log.getByRole('button', { name: 'Live' }).click();
  await expect(log.getByText('Following new requests')).toBeVisible();
  await log.getByRole('button', { name: 'Copy command' }).click();
  const command = await page.evaluate(() => navigator.clipboard.readText());
  expect(command).toContain(`curl -u "${key.id}:$JUA_API_SECRET"`);
  const answer = await runCurl(page, command, key.secret);
  expect(answer.status()).toBe(200);
  const requestId = answer.headers()['request-id'];
  expect(requestId).toBeTruthy();

  const rows = log.getByRole('table', { name: 'Requests, newest first' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('200 OK');
  await expect(rows.nth(1)).toContainText('Forecast bot');
  await expect(rows.nth(1)).toContainText('52.52, 13.41');
  await expect(log.getByText('Following new requests · 1 new request')).toBeVisible();
  await rows.nth(1).getByRole('button').click();
  const detail = page.getByRole('dialog', { name: `Request ${requestId}` });
  await expect(detail).toBeVisible();
  await expect(detail.getByText(`Forecast bot (${key.id}, ${key.secret.slice(0, 8)}…)`)).toBeVisible();
});

test('a bad model and a latitude off the globe are explained in the request’s panel', async ({ page }) => {
  const key = await newKey(page, 'Typo bot');
  expect((await forecast(page, key, 'model=ept3&lat=52.52&lon=13.405&steps=48&parameters=air_temperature_at_height_level_2m')).status()).toBe(400);
  expect((await forecast(page, key, 'model=ept2&lat=152.52&lon=13.405&steps=48&parameters=air_temperature_at_height_level_2m')).status()).toBe(400);
  const log = await viewRequests(page, 'Typo bot', key.id);
  const rows = log.getByRole('table', { name: 'Requests, newest first' }).getByRole('row');
  await expect(rows).toHaveCount(3);

  await rows.filter({ hasText: '400 Out of range' }).getByRole('button').click();
  let detail = page.getByRole('dialog', { name: /^Request / });
  await expect(detail.getByText('The point 152.52, 13.405 is not on the globe: latitude runs from −90 to 90 and longitude from −180 to 180.')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  await rows.filter({ hasText: '400 Unknown model' }).getByRole('button').click();
  detail = page.getByRole('dialog', { name: /^Request / });
  await expect(detail.getByText(/^There is no model “ept3”\. Models you can ask for: .*ept2/)).toBeVisible();
});

test('a key at its spend cap is refused with 402, and the log says so and when it works again', async ({ page, sandbox }) => {
  const key = await newKey(page, 'Capped bot', '5');
  expect((await meterUsage(page, sandbox.url, { tokens: 600_000, cost_cents: 600, key_id: key.id })).ok()).toBe(true);
  const refused = await forecast(page, key, EPT2_BERLIN);
  expect(refused.status()).toBe(402);
  const log = await viewRequests(page, 'Capped bot', key.id);
  const row = log.getByRole('table', { name: 'Requests, newest first' }).getByRole('row').nth(1);
  await expect(row).toContainText('402 Spend cap reached');
  await row.getByRole('button').click();
  await expect(page.getByRole('dialog', { name: `Request ${refused.headers()['request-id']}` }).getByText(/^This key reached its monthly spend cap of €5\.00 \(€6\.00 spent this month\)\. It works again on /)).toBeVisible();
});

test('a new key the API does not take yet is explained with the moment it becomes active', async ({ page, sandbox }) => {
  expect((await page.request.patch(`${sandbox.url}/_sandbox/settings`, { data: { key_activation_seconds: 300 } })).ok()).toBe(true);
  const key = await newKey(page, 'Fresh bot');
  const early = await forecast(page, key, EPT2_BERLIN);
  expect(early.status()).toBe(403);
  const log = await viewRequests(page, 'Fresh bot', key.id);
  const row = log.getByRole('table', { name: 'Requests, newest first' }).getByRole('row').nth(1);
  await expect(row).toContainText('403 Key not active yet');
  await row.getByRole('button').click();
  await expect(page.getByRole('dialog', { name: /^Request / }).getByText(/^This key was new: a new key may take up to five minutes to become active\. It is active from /)).toBeVisible();
});

test('filtered to a key from the key table, and to its failures, the log keeps both through a reload', { tag: '@edge' }, async ({ page }) => {
  const production = page.getByRole('row', { name: /Production/ });
  const productionId = (await production.getByRole('cell').nth(1).textContent())!.trim();
  const log = await viewRequests(page, 'Production', productionId);
  await expect(log.getByRole('combobox', { name: 'Key' })).toHaveValue(productionId);
  await log.getByRole('combobox', { name: 'Time range' }).selectOption({ label: 'Last 7 days' });
  await log.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Client errors (4xx)' });
  await expect(page).toHaveURL(new RegExp(`/logs\\?key=${productionId}&range=7d&status=4xx$`));

  await page.reload();
  const table = log.getByRole('table', { name: 'Requests, newest first' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(log.getByRole('combobox', { name: 'Key' })).toHaveValue(productionId);
  await expect(log.getByRole('combobox', { name: 'Status' })).toHaveValue('4xx');
  for (const row of (await table.getByRole('row').all()).slice(1)) {
    await expect(row).toContainText('Production');
    await expect(row).toContainText(/4\d\d /);
  }
});

test('the sidebar and the quick links lead to the log', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requests' }).click();
  await expect(page).toHaveURL(/\/logs$/);
  await expect(page.getByRole('table', { name: 'Requests, newest first' }).getByRole('row').nth(1)).toBeVisible();
  await page.goto('/overview');
  await expect(page.getByRole('button', { name: /Search pages/ })).toBeVisible();
  // Once the app is here (the sidebar's Requests link comes with its answer): the page paints from
  // HTML before its scripts are asked for, and a press before the app comes is not held yet.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requests' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search pages...' }).fill('requ');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/logs$/);
});

test('every request’s time shows whole, AM or PM included, at 1440 px', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requests' }).click();
  const table = page.getByRole('table', { name: 'Requests, newest first' });
  const times = table.getByRole('row').locator('time');
  await expect(times.first()).toBeVisible();
  for (const time of await times.all()) {
    await expect(time).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}:\d{2} [AP]M$/);
    // The button around the time shows all of it: nothing is cut off behind an ellipsis.
    const cut = await time.evaluate((element) => {
      const button = element.closest('button')!;
      return button.scrollWidth > button.clientWidth;
    });
    expect(cut, `the time ${await time.textContent()} is cut short`).toBe(false);
  }
});
