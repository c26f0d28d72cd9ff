import type { Page } from '@playwright/test';
import { de } from '../../packages/dashboard-kit/src/i18n/catalogues/de';
import { en } from '../../packages/dashboard-kit/src/i18n/messages';
import { expect, signIn } from './fixtures';

/** Marks the loaded document, so a later check tells a switch in place from a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

async function expectGerman(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('navigation', { name: de.shell.navLabel })).toBeVisible();
  await expect(page.getByRole('navigation', { name: en.shell.navLabel })).toHaveCount(0);
}

async function expectEnglish(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: en.shell.navLabel })).toBeVisible();
}

/**
 * An English visitor reaches German by clicking, as a user does (nothing set in storage or the
 * URL): from the profile menu on the overview, then back, then from Account → Preferences; each
 * switch in place, each choice kept over a reload.
 */
export async function chooseLanguageByClicking(page: Page): Promise<void> {
  await page.goto('/overview');
  await signIn(page);
  await expectEnglish(page);
  await markDocument(page);

  await page.getByRole('button', { name: en.shell.profileMenu }).click();
  await page.getByRole('menuitem', { name: 'Switch language to Deutsch' }).click();
  await expectGerman(page);
  await expect(page.getByRole('heading', { name: de.overview.gettingStarted })).toBeVisible();
  await expectSameDocument(page);
  await page.reload();
  await expectGerman(page);

  await page.getByRole('button', { name: de.shell.profileMenu }).click();
  await page.getByRole('menuitem', { name: 'Sprache wechseln zu English' }).click();
  await expectEnglish(page);
  await page.reload();
  await expectEnglish(page);

  // The same from Preferences, reached through the profile menu's Account Settings.
  await page.getByRole('button', { name: en.shell.profileMenu }).click();
  await page.getByRole('menuitem', { name: en.shell.menuAccountSettings }).click();
  await page.getByRole('tab', { name: en.account.tabPreferences }).click();
  await markDocument(page);
  await page.getByLabel(en.account.languageLabel).selectOption({ label: 'Deutsch' });
  await expectGerman(page);
  await expect(page.getByLabel(de.account.languageLabel)).toHaveValue('de');
  await expect(page.getByRole('tab', { name: de.account.tabPreferences, selected: true })).toBeVisible();
  await expectSameDocument(page);
  await page.reload();
  await expectGerman(page);
  await page.getByRole('tab', { name: de.account.tabPreferences }).click();
  await page.getByLabel(de.account.languageLabel).selectOption({ label: 'English' });
  await expectEnglish(page);
  await expect(page.getByLabel(en.account.languageLabel)).toHaveValue('en');
}
