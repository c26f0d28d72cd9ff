import type { Page } from '@playwright/test';
import { APP_ORIGIN, BASE_PATH } from '../../playwright.base-path.config';
import { createKey, deleteKey, expect, logout, payPresetAtCheckout, signIn, test } from '../e2e/fixtures';

/** Every page the tab showed on the dashboard's origin, as it navigated (redirects included). */
function visitedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    if (url.origin === APP_ORIGIN) paths.push(url.pathname);
  });
  return paths;
}

/** The in-app links on the page (same origin), by pathname. */
async function appLinks(page: Page): Promise<string[]> {
  return page.locator('a[href]').evaluateAll((links, origin) => links.map((link) => new URL((link as HTMLAnchorElement).href)).filter((url) => url.origin === origin).map((url) => url.pathname), APP_ORIGIN);
}

const underBase = (path: string) => path === BASE_PATH || path.startsWith(`${BASE_PATH}/`);

test('sign in, move around by the sidebar and the profile menu, and sign out: every page and link stays below the base path', async ({ page }) => {
  const visited = visitedPaths(page);
  await page.goto('./');
  await expect(page).toHaveURL(`${APP_ORIGIN}${BASE_PATH}/login`);
  await signIn(page);
  await expect(page).toHaveURL(`${APP_ORIGIN}${BASE_PATH}/overview`);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Files' })).toBeVisible();
  const links = await appLinks(page);
  expect(links.length).toBeGreaterThan(2);
  expect(links.filter((path) => !underBase(path))).toEqual([]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API Keys' }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}${BASE_PATH}/api-keys`);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}${BASE_PATH}/account`);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();

  await logout(page);
  await expect(page).toHaveURL(new RegExp(`^${APP_ORIGIN}${BASE_PATH}/login`));
  expect(visited.length).toBeGreaterThan(3);
  expect(visited.filter((path) => !underBase(path))).toEqual([]);
});

test('a signed-out visit to a page below the base path signs in and returns to it', async ({ page }) => {
  await page.goto('api-keys');
  await expect(page).toHaveURL(`${APP_ORIGIN}${BASE_PATH}/login?next=%2Fapi-keys`);
  await signIn(page);
  await expect(page).toHaveURL(`${APP_ORIGIN}${BASE_PATH}/api-keys`);
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
});

test('create a key, see its secret once, and delete it, below the base path', async ({ page }) => {
  await page.goto('api-keys');
  await signIn(page);
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
  await createKey(page, 'Below the base');
  const created = page.getByRole('dialog', { name: 'New API Key Created' });
  await expect(created.getByLabel('Secret', { exact: true })).not.toHaveValue('');
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('API Keys: 3/20')).toBeVisible();
  await deleteKey(page, 'Below the base');
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
  await expect(page).toHaveURL(`${APP_ORIGIN}${BASE_PATH}/api-keys`);
});

test('buy credits through the checkout and come back below the base path with the balance grown', async ({ page }) => {
  const visited = visitedPaths(page);
  await page.goto('account?tab=credits');
  await signIn(page);
  await expect(page.getByText('€42.50')).toBeVisible();
  await page.getByRole('button', { name: 'Add Credits' }).click();
  await payPresetAtCheckout(page, page.getByRole('dialog', { name: 'Add Credits' }));
  await expect(page.getByText('€67.50')).toBeVisible();
  await expect(page).toHaveURL(`${APP_ORIGIN}${BASE_PATH}/account`);
  expect(visited.filter((path) => !underBase(path))).toEqual([]);
});
