import type { Page } from '@playwright/test';
import { de } from '../../packages/dashboard-kit/src/i18n/catalogues/de';
import { loginEn } from '../../packages/dashboard-kit/src/i18n/en/sign-in';
import { PERSONA, SANDBOX_PASSWORD } from '../../packages/sandbox/src/seed/persona-ids';
import { expect, test } from './fixtures';

/**
 * Where a word of the table's text, or a whole cell of its body, lies on more than one line: a
 * word split across lines, a key id wrapped, a row taller than one line. Measured with ranges
 * over the laid-out text, cell by cell.
 */
function brokenLines(): string[] {
  const table = document.querySelector('table.dk-api-keys-table');
  if (!table) return ['no key table'];
  /** The distinct lines a range's boxes sit on (boxes whose middles are within 6 px share a line). */
  const lines = (range: Range) => {
    const middles = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top + rect.height / 2);
    return middles.sort((a, b) => a - b).filter((middle, index, all) => index === 0 || middle - all[index - 1]! > 6).length;
  };
  const problems: string[] = [];
  for (const cell of table.querySelectorAll('th, td')) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    const cellRange = document.createRange();
    cellRange.selectNodeContents(cell);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if (lines(range) > 1) problems.push(`"${word[0]}" breaks across lines in ${cell.tagName.toLowerCase()} "${cell.textContent}"`);
      }
    }
    if (cell.tagName === 'TD' && lines(cellRange) > 1) problems.push(`td "${cell.textContent}" takes ${lines(cellRange)} lines`);
  }
  return problems;
}

async function expectOneLinePerKey(page: Page): Promise<void> {
  const table = page.locator('table.dk-api-keys-table');
  await expect(table).toBeVisible();
  // Every column the persona has: last used, spend over 30 days, this month against a cap.
  await expect(table.getByRole('columnheader')).toHaveCount(9);
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(brokenLines)).toEqual([]);
  // The table fits the page: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
}

test.describe('the key table in the shell at 1440 px, with the sandbox persona’s keys', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });
    test('one line per key: no word broken, no key id wrapped, actions in a row menu', async ({ page }) => {
      await page.goto('/api-keys');
      await page.getByLabel(loginEn.emailLabel).fill(PERSONA.dev);
      await page.getByLabel(loginEn.passwordLabel).fill(SANDBOX_PASSWORD);
      await page.getByRole('button', { name: loginEn.buttonSignIn, exact: true }).click();
      await expect(page.getByRole('button', { name: 'Actions for Production' })).toBeVisible();
      await expectOneLinePerKey(page);

      // Wide (1024 px and more) but narrower than the line needs: cards; wide again: the table, as a window is resized.
      await page.setViewportSize({ width: 1024, height: 900 });
      await expect(page.getByRole('list', { name: 'API Keys' })).toBeVisible();
      await expect(page.locator('table.dk-api-keys-table')).toHaveCount(0);
      await page.setViewportSize({ width: 1440, height: 900 });
      await expectOneLinePerKey(page);
    });
  });

  test.describe('in German, the browser’s language', () => {
    test.use({ locale: 'de-DE' });
    test('one line per key: no word broken, no key id wrapped', async ({ page }) => {
      await page.goto('/api-keys');
      await page.getByLabel(de.login.emailLabel).fill(PERSONA.dev);
      await page.getByLabel(de.login.passwordLabel).fill(SANDBOX_PASSWORD);
      await page.getByRole('button', { name: de.login.buttonSignIn, exact: true }).click();
      await expect(page.getByRole('button', { name: 'Aktionen für Production' })).toBeVisible();
      await expectOneLinePerKey(page);
    });
  });
});
