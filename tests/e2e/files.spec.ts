import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';

const list = (page: Page) => page.getByRole('grid', { name: 'Folder contents' });

test('navigate three levels by click and keyboard, back and forward, and the path survives a reload', { tag: '@edge' }, async ({ page, context, sandbox }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/browse');
  await signIn(page);
  await page.getByRole('button', { name: 'forecasts' }).click();
  await expect(page).toHaveURL(/\/browse\?path=forecasts$/);
  await page.getByRole('button', { name: 'ept2', exact: true }).click();
  await expect(page).toHaveURL(/path=forecasts%2Fept2$/);

  // Keyboard, once the folder's list is shown (the address changes first): focus the list, move to 2026-11-21 and open it.
  await expect(list(page).getByRole('button', { name: '2026-11-21', exact: true })).toBeVisible();
  await list(page).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/path=forecasts%2Fept2%2F2026-11-21$/);
  await expect(page.getByText('ept2_20261121_00z.grib2')).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/path=forecasts%2Fept2$/);
  await page.getByRole('button', { name: 'Forward' }).click();
  await expect(page).toHaveURL(/path=forecasts%2Fept2%2F2026-11-21$/);

  const row = page.getByRole('row').filter({ hasText: 'ept2_20261121_06z.grib2' });
  await row.getByRole('button', { name: 'Copy URL' }).click();
  await expect(row.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(`${sandbox.url}/files/forecasts/ept2/2026-11-21/ept2_20261121_06z.grib2`);
  expect((await page.request.get(url)).ok()).toBe(true);

  await page.reload();
  await expect(page.getByText('ept2_20261121_00z.grib2')).toBeVisible();
  await expect(page.getByRole('button', { name: '2026-11-21' })).toHaveAttribute('aria-current', 'page');
});

test('the 50,000-entry folder opens, scrolls to the last file, and keeps few rows in the DOM', async ({ page }) => {
  await page.goto('/browse?path=station-archive');
  await signIn(page);
  await expect(page.getByText('station-000001.csv')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('50,000 of 50,000 items')).toBeVisible();
  await list(page).focus();
  await page.keyboard.press('End');
  await expect(page.getByText('station-050000.csv')).toBeVisible();
  expect(await page.getByRole('row').count()).toBeLessThan(200);
});

test('the list follows its size: a taller window fills with rows, no blank space below them', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/browse?path=station-archive');
  await signIn(page);
  await expect(page.getByText('station-000001.csv')).toBeVisible({ timeout: 15_000 });
  // 60vh of 900 px holds 13 rows of 44 px; with the overscan, row 30 is not rendered yet.
  await expect(page.getByText('station-000030.csv')).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 2000 });
  // 60vh of 2,000 px holds 27 rows: the list's new size arrives through its ResizeObserver.
  await expect(page.getByText('station-000030.csv')).toBeVisible();
  const lastRow = list(page).getByRole('row').last();
  const [listBox, rowBox] = await Promise.all([list(page).boundingBox(), lastRow.boundingBox()]);
  expect(rowBox!.y + rowBox!.height).toBeGreaterThanOrEqual(listBox!.y + listBox!.height);
});

test('a folder inside a .zarr store is shown but cannot be opened', async ({ page }) => {
  await page.goto('/browse?path=forecasts%2Fept2%2Fept2_2026112100.zarr');
  await signIn(page);
  await expect(page.getByText('temperature_2m')).toBeVisible();
  await expect(page.getByRole('button', { name: 'temperature_2m' })).toHaveCount(0);
});

test('a user without read:files sees the FORBIDDEN message with a link to the subscription tab', async ({ page }) => {
  await page.goto('/browse');
  await signIn(page, PERSONA.expired);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("You don't have permission to access this resource.");
  await alert.getByRole('link').click();
  await expect(page.getByRole('tab', { name: 'Subscription', selected: true })).toBeVisible();
});
