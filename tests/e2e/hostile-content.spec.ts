import type { Page, TestInfo } from '@playwright/test';
import { UNUSUAL_NAMES } from '../../packages/sandbox/src/seed/files';
import { chooseKeyAction, createKey, expect, patchUser, signIn, test, watchConsole } from './fixtures';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';

/**
 * Hostile content renders inert (SECURITY.md): markup, script URLs, right-to-left overrides,
 * zero-width characters and 10,000-character strings from the sandbox show as text, run
 * nothing and keep the page inside the viewport, at 390 and 1440 px, in both themes.
 */
const MARKUP = '<img src=x onerror="window.__xss=1">';
const LONG = 'W'.repeat(10_000);
const WIDTHS = [390, 1440] as const;

declare global {
  interface Window {
    __xss?: number;
  }
}

async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], [onerror]')).toHaveCount(0);
}

/**
 * Nothing wider than the viewport: long text wraps or truncates inside its own box. Polled: right
 * after a resize the page may still show the other width's layout (the key table until the
 * narrow query's re-render swaps in the cards), which is not what a visitor at this width sees.
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Checks both widths in both themes, leaving a screenshot of each in test-results for review. */
async function atEveryWidth(page: Page, testInfo: TestInfo, name: string, check: () => Promise<void>): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await check();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}-${width}.png`) });
    }
  }
  await expectInert(page);
}

test('an error description in the login link shows as text, capped', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const description = `${MARKUP} \u202Eeludom\u200B ${LONG}`;
  await page.goto(`/login#error=access_denied&error_description=${encodeURIComponent(description)}`);
  const warning = page.getByText(/^<img src=x onerror=/).first();
  await atEveryWidth(page, testInfo, 'login-hash', async () => {
    await expect(warning).toBeVisible();
    // Capped: anyone can write a link, only the auth service writes the real (short) ones.
    expect(await warning.textContent()).toBe(`${description.slice(0, 299)}…`);
  });
  expect(problems).toEqual([]);
});

test('a key named with markup, a script URL and direction overrides lists as text', async ({ page }, testInfo) => {
  // The sandbox allows names up to 100 characters.
  const name = `${MARKUP} javascript:alert(1) \u202Egnp.exe\u200Bx`;
  await page.goto('/api-keys');
  await signIn(page);
  await createKey(page, name);
  const created = page.getByRole('dialog', { name: 'New API Key Created' });
  await expect(created).toBeVisible();
  await expectInert(page);
  await created.getByRole('button', { name: 'Done' }).click();

  await atEveryWidth(page, testInfo, 'key-name', async () => {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  const row = page.getByRole('row', { name: /<img src=x/ });
  await chooseKeyAction(page, row, 'Delete');
  await row.getByRole('button', { name: 'Confirm?' }).click();
  await expect(row).toHaveCount(0);
});

test('profile metadata with markup and 10,000 characters shows as text in the account and the menu', async ({ page }, testInfo) => {
  const fullName = `${MARKUP}${LONG}`;
  await patchUser(page, PERSONA.dev, {
    metadata: {
      full_name: fullName,
      country: 'Germany',
      how_found_us: 'Google Search',
      user_type: 'business',
      company_name: `${MARKUP}\u202E Weather GmbH`,
      role_description: 'Developer',
      phone_number: `javascript:alert(1)\u202E${'9'.repeat(2_000)}`,
    },
  });
  await page.goto('/account');
  await signIn(page);
  // Located by its start: a 10,000-character locator would fill the report if it failed.
  const name = page.getByText(/^<img src=x onerror="window.__xss=1">WWWW/).first();
  await atEveryWidth(page, testInfo, 'profile', async () => {
    await expect(name).toBeVisible();
    expect(await name.textContent()).toBe(fullName);
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menu', { name: 'Profile menu' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectInert(page);
});

test('file and folder names with markup, overrides, zero-width characters and 10,000 characters list as text', async ({ page }, testInfo) => {
  await page.goto('/browse?path=observations%2Funusual-names');
  await signIn(page);
  const list = page.getByRole('grid', { name: 'Folder contents' });
  await atEveryWidth(page, testInfo, 'files', async () => {
    await expect(list.getByText(UNUSUAL_NAMES.markupFile, { exact: true })).toBeVisible();
    await expect(list.getByText(UNUSUAL_NAMES.rightToLeft, { exact: true })).toBeVisible();
    await expect(list.getByText(UNUSUAL_NAMES.zeroWidth, { exact: true })).toBeVisible();
    await expect(list.getByText(UNUSUAL_NAMES.scriptUrl, { exact: true })).toBeVisible();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  // The folder with markup in its name opens, and its name shows in the breadcrumb as text.
  await list.getByRole('button', { name: UNUSUAL_NAMES.markupFolder }).click();
  await expect(page.getByText('inside.txt')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Files' }).getByText(UNUSUAL_NAMES.markupFolder)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectInert(page);
});
