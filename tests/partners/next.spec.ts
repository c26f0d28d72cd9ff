import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKey, expect, test, watchConsole } from '../e2e/fixtures';
import { expectCalculatorAnswers } from './calculator';
import { PERSONA, SANDBOX_PASSWORD } from '../../packages/sandbox/src/seed/persona-ids';

/**
 * examples/partner-next, installed from the packed kit outside this workspace: a Next.js App
 * Router page whose widgets render on the server and hydrate in the browser.
 */
const APP_DIR = join(process.env.PARTNERS_ROOT ?? join(tmpdir(), 'dashboard-kit-partners'), 'next');


test('every entry loads in plain Node (import and require) without touching browser globals, and the widgets render to a string', () => {
  const output = execFileSync('node', [fileURLToPath(new URL('./ssr-check.mjs', import.meta.url)), APP_DIR], { encoding: 'utf8' });
  type Rendered = Record<string, { html?: string; error?: string }>;
  const result = JSON.parse(output.trim().split('\n').at(-1)!) as { entries: string[]; touchedByImport: string[]; touchedByRequire: string[]; import: Rendered; require: Rendered };
  expect(result.entries).toEqual(['.', './host', './telemetry', './locales/de']);
  expect(result.touchedByImport).toEqual([]);
  expect(result.touchedByRequire).toEqual([]);
  const roots = { ApiKeysPanel: 'dk-api-keys', CreditsPanel: 'dk-credits', PricingCalculator: 'dk-pricing-calculator', FileBrowser: 'dk-file-browser', ProfileWizard: 'dk-profile-wizard' };
  for (const entry of ['import', 'require'] as const) {
    for (const [widget, rootClass] of Object.entries(roots)) {
      expect(result[entry][widget]?.error, `${entry} ${widget}`).toBeUndefined();
      expect(result[entry][widget]?.html, `${entry} ${widget}`).toContain(rootClass);
    }
  }
});

test("the server's HTML shows each widget's loading state, with the kit's styles in it", async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  for (const label of ['Loading API keys', 'Loading credits', 'Loading pricing']) expect(html).toContain(`aria-label="${label}"`);
  expect(html).toMatch(/<style[^>]*data-styled/);
});

test('after hydration the widgets work, with no hydration warning or other console problem', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await page.getByLabel('Email').fill(PERSONA.dev);
  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Enter the desk' }).click();
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
  await expect(page.getByText('€42.50')).toBeVisible();

  await createKey(page, 'Next key');
  const created = page.getByRole('dialog', { name: 'New API Key Created' });
  await expect(created.getByLabel('Secret', { exact: true })).not.toHaveValue('');
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('API Keys: 3/20')).toBeVisible();

  await expectCalculatorAnswers(page);
  expect(problems).toEqual([]);
});
