import type { Page } from '@playwright/test';
import { PRERENDERED_PAGES } from '../../packages/host-app/build/prerendered-pages';
import { DARK_TOKENS, LIGHT_TOKENS } from '../../packages/dashboard-kit/src/theme/tokens';
import { expect, holdScripts, newBrowserContext, recordLayoutShifts, signIn, test, watchConsole } from './fixtures';
import { PERSONA, SANDBOX_PASSWORD } from '../../packages/sandbox/src/seed/persona-ids';
import { COOKIE_CONSENT_KEY, LOCALE_STORAGE_KEY, THEME_STORAGE_KEY } from '../../packages/dashboard-kit/src/document-init';
import { de } from '../../packages/dashboard-kit/src/i18n/catalogues/de';

/**
 * The public pages arrive as HTML that already shows them, in the visitor's theme,
 * and React takes them over without a warning. The dashboard's scripts are held back where a
 * journey needs to look at the page before JavaScript.
 */

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const card = (page: Page) => page.locator('.dk-login section').first();

test('with its scripts held back, /login already shows the form in the stored theme; typing survives hydration and signs in', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  const problems = watchConsole(page);
  const scripts = await holdScripts(page);

  // 'commit': DOMContentLoaded itself waits for the (held) module scripts.
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Dark, as stored, although the system is light: the document-init script ran before paint.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb(DARK_TOKENS.colorBackground));
  expect(await card(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(rgb(DARK_TOKENS.colorSurface));
  // The cookie question was answered (the fixture's consent): its prerendered notice stays hidden.
  await expect(page.locator('.dk-cookie-notice')).toBeHidden();
  // Not submittable yet (a native submit would put the password in the URL), but it takes keystrokes.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  await page.getByLabel('Email').fill(PERSONA.dev);
  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);

  await scripts.release();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await expect(page.getByLabel('Email')).toHaveValue(PERSONA.dev);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('for a visitor who chose German, /login paints in German before its scripts, and React takes it over without a warning', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'de'), LOCALE_STORAGE_KEY);
  const problems = watchConsole(page);
  const scripts = await holdScripts(page);

  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: de.login.titleSignIn })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  await page.getByLabel(de.login.emailLabel).fill(PERSONA.dev);
  await page.getByLabel(de.login.passwordLabel).fill(SANDBOX_PASSWORD);

  await scripts.release();
  await expect(page.getByRole('button', { name: de.login.buttonSignIn, exact: true })).toBeEnabled();
  await expect(page.getByLabel(de.login.emailLabel)).toHaveValue(PERSONA.dev);
  await page.getByRole('button', { name: de.login.buttonSignIn, exact: true }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('navigation', { name: de.shell.navLabel })).toBeVisible();
  expect(problems).toEqual([]);
});

test('without JavaScript at all, /login follows the system theme at 390 and 1440 px', async ({ browser }) => {
  for (const [colorScheme, tokens, width] of [
    ['dark', DARK_TOKENS, 390],
    ['light', LIGHT_TOKENS, 1440],
  ] as const) {
    const context = await newBrowserContext(browser, { javaScriptEnabled: false, colorScheme, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(await card(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(rgb(tokens.colorSurface));
    // The card fits the narrow screen: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`login-no-js-${colorScheme}-${width}.png`) });
    await context.close();
  }
});

for (const { path } of PRERENDERED_PAGES.filter((entry) => entry.path !== '/callback')) {
  test(`${path} hydrates with nothing in the console, in a dark system theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const problems = watchConsole(page);
    const html = await (await page.request.get(path)).text();
    expect(html).toMatch(/<div id="root" data-prerendered-lang="en"><!--\$-->/);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydrated (the cookie notice has gone: the fixture answered it), still in the system's dark theme.
    await expect(page.locator('.dk-cookie-notice')).toHaveCount(0);
    const root = page.locator('[data-dk-mode]').first();
    expect(await root.evaluate((element) => getComputedStyle(element).getPropertyValue('--dk-color-background').trim())).toBe(DARK_TOKENS.colorBackground);
    expect(problems).toEqual([]);
  });
}

test.describe('a first visit', () => {
  test.use({ presetConsent: false });

  test('the cookie notice is in the HTML before any script, and Accept works once hydrated', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const notice = page.getByRole('region', { name: 'We value your privacy' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await scripts.release();
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), COOKIE_CONSENT_KEY)).toBe('true');
  });

  test('on a slow phone, the first frame of /login is the whole page: nothing moves as the rest of it and the scripts arrive', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const layoutShifts = await recordLayoutShifts(page);
    const cdp = await page.context().newCDPSession(page);
    // Parsing at a phone's pace is what gives the browser a chance to paint half of the page.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/login');
    await expect(page.getByRole('region', { name: 'We value your privacy' }).getByRole('button', { name: 'Accept' })).toBeEnabled();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    expect(await layoutShifts()).toEqual([]);
  });
});

test('a signed-in visitor who opens /login is sent on once the session is known', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/login?next=%2Fapi-keys');
  await expect(page).toHaveURL(/\/api-keys$/);
  await expect(page.getByRole('heading', { name: 'API Keys' })).toBeVisible();
});
