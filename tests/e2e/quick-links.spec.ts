import { expect, expectTabStaysIn, holdScripts, signIn, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  // The shortcut belongs to the shell, which mounts once the access record is in.
  await expect(page.getByRole('button', { name: /Search pages/ })).toBeVisible();
});

test('Cmd+K, type "keys", Enter: lands on /api-keys', async ({ page }) => {
  await page.keyboard.press('Meta+k');
  const search = page.getByRole('combobox', { name: 'Search pages...' });
  await expect(search).toBeFocused();
  await search.fill('keys');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api-keys$/);
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
});

test('before any script has arrived, Ctrl+K opens the quick links from the HTML, and what was typed there is searched once the app is in', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/overview', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: 'Search pages...' });
  await expect(search).toBeFocused();
  await search.fill('keys');

  await scripts.release();
  await expect(page.getByRole('option', { name: /API Keys/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Overview/ })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api-keys$/);
});

test('the Add Credits command opens the credits modal', async ({ page }) => {
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search pages...' }).fill('add credits');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Add Credits' })).toBeVisible();
  // The modal hides the page from assistive technology until it closes.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tab', { name: 'API Credits', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
});

test('the dialog holds focus, Escape closes it, and focus goes back to the search box', async ({ page }) => {
  const searchBox = page.getByRole('button', { name: /Search pages/ });
  await searchBox.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Quick links' });
  await expect(page.getByRole('combobox', { name: 'Search pages...' })).toBeFocused();
  await expectTabStaysIn(page, dialog, 6);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(searchBox).toBeFocused();
});
