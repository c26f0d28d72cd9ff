import type { Page } from '@playwright/test';
import { de } from '../../packages/dashboard-kit/src/i18n/catalogues/de';
import { LOCALE_STORAGE_KEY } from '../../packages/dashboard-kit/src/document-init';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { chooseLanguageByClicking } from './language-choice';
import { PERSONA, SANDBOX_PASSWORD } from '../../packages/sandbox/src/seed/persona-ids';

test.describe('a first visit', () => {
  test.use({ locale: 'de-DE' });

  test('follows the browser’s language: German for a German browser, before the first paint', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: de.login.titleSignIn })).toBeVisible();
  });
});


test.describe('an English visitor', () => {
  test.use({ locale: 'en-US' });

  test('chooses Deutsch in the profile menu and in Preferences: German in place, kept over a reload, and back', async ({ page }) => {
    await chooseLanguageByClicking(page);
  });
});

async function signInGerman(page: Page): Promise<void> {
  await page.getByLabel(de.login.emailLabel).fill(PERSONA.dev);
  await page.getByLabel(de.login.passwordLabel).fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: de.login.buttonSignIn, exact: true }).click();
}

/** The visitor chose German on an earlier visit: the stored choice, as the profile menu leaves it. */
test.describe('a visitor who chose German', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(([key]) => localStorage.getItem(key!) ?? localStorage.setItem(key!, 'de'), [LOCALE_STORAGE_KEY]);
  });

  test('sign in, in German: the page says it is German, reads German, and axe finds nothing', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: de.login.titleSignIn })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
    await expectNoAxeViolations(page, '/login (de)');
    await signInGerman(page);
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByRole('navigation', { name: de.shell.navLabel })).toBeVisible();
    await expectNoAxeViolations(page, '/overview (de)');
  });

  test('create a key, in German', async ({ page }) => {
    await page.goto('/api-keys');
    await signInGerman(page);
    await expect(page.getByRole('heading', { name: de.keys.title, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: de.keys.newKey }).click();
    const dialog = page.getByRole('dialog', { name: de.keys.createTitle });
    await dialog.getByLabel(de.keys.nameLabel).fill('Nächtlicher Export');
    await expectNoAxeViolations(page, '/api-keys create dialog (de)');
    await dialog.getByRole('button', { name: de.keys.create, exact: true }).click();
    const created = page.getByRole('dialog', { name: de.keys.createdTitle });
    await expect(created.getByLabel(de.keys.secretLabel, { exact: true })).toHaveValue(/^\S{20,}$/);
    await created.getByRole('button', { name: de.keys.done }).click();
    await expect(page.getByRole('row', { name: /Nächtlicher Export/ })).toBeVisible();
    await expectNoAxeViolations(page, '/api-keys (de)');
  });

  test('buy credits, in German: euros as German writes them', async ({ page }) => {
    await page.goto('/account?tab=credits');
    await signInGerman(page);
    await expect(page.getByRole('tab', { name: de.account.tabCredits, selected: true })).toBeVisible();
    await expect(page.getByText('42,50 €')).toBeVisible();
    await page.getByRole('button', { name: de.credits.addCredits }).click();
    const dialog = page.getByRole('dialog', { name: de.credits.addCredits });
    await dialog.getByRole('button', { name: '25,00 €' }).click();
    await expectNoAxeViolations(page, '/account credits dialog (de)');
    await dialog.getByRole('button', { name: new RegExp(de.credits.pay) }).click();
    // The sandbox's checkout page is the payment provider's, in English.
    await page.getByRole('button', { name: 'Pay €25.00' }).click();
    await expect(page.getByText(de.credits.paymentSuccess)).toBeVisible();
    await expect(page.getByText('67,50 €')).toBeVisible();
    await expectNoAxeViolations(page, '/account credits (de)');
  });

  test('browse a folder, in German', async ({ page }) => {
    await page.goto('/browse');
    await signInGerman(page);
    await page.getByRole('button', { name: 'forecasts' }).click();
    await expect(page).toHaveURL(/\/browse\?path=forecasts$/);
    await expect(page.getByRole('grid', { name: de.files.listLabel })).toBeVisible();
    await page.getByRole('button', { name: de.files.back }).click();
    await expect(page).toHaveURL(/\/browse$/);
    await expectNoAxeViolations(page, '/browse (de)');
  });

  test('the profile menu switches to English in place and the choice outlasts a reload', async ({ page }) => {
    await page.goto('/login');
    await signInGerman(page);
    await page.getByRole('button', { name: de.shell.profileMenu }).click();
    await page.getByRole('menuitem', { name: 'Sprache wechseln zu English' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('switching language keeps the reader where they were on the page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 600 });
    await page.goto('/account?tab=pricing');
    await signInGerman(page);
    // The last table, scrolled to under the sticky top bar: what the reader is looking at.
    const table = page.getByRole('table').last();
    await expect(table).toBeVisible();
    await table.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120));
    const topBefore = await table.evaluate((element) => element.getBoundingClientRect().top);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('button', { name: de.shell.profileMenu }).click();
    await page.getByRole('menuitem', { name: 'Sprache wechseln zu English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('tab', { name: 'Token Pricing', selected: true })).toBeAttached();
    // Re-rendered in place: the same table where it was (give or take a line the language changed above it), not the page's top.
    const topAfter = await table.evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(topAfter - topBefore)).toBeLessThan(40);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});
