import type { Page } from '@playwright/test';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { PREVIEW_ATTRIBUTE } from '../../packages/dashboard-kit/src/access/preview-attribute';
import { EARLY_INPUT_ATTRIBUTE } from '../../packages/dashboard-kit/src/platform/early-input-script';
import { PRERENDERED_SIGNED_IN_PAGES } from '../../packages/host-app/src/route-manifest';
import { expect, holdScripts, recordLayoutShifts, signIn, test, watchConsole } from './fixtures';

/**
 * Signed-in pages arrive as HTML that holds the page as React renders it before the session is
 * known: hidden, revealed by the head script once the access check answers and the guard's rules
 * let this session see it, then hydrated. Whoever the guard sends elsewhere never sees a frame of it.
 */

/**
 * From the next navigation on, the text of every visible first-level heading in every frame the
 * page paints (sampled in each animation frame, which runs before every paint).
 */
async function recordPaintedHeadings(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const painted: string[] = [];
    (window as unknown as { paintedHeadings: string[] }).paintedHeadings = painted;
    const sample = () => {
      for (const heading of document.querySelectorAll('h1')) {
        if (heading.checkVisibility({ visibilityProperty: true })) painted.push(heading.textContent ?? '');
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => [...new Set((window as unknown as { paintedHeadings: string[] }).paintedHeadings)]);
}

test('every signed-in page’s HTML holds its heading, unpainted until the guard lets it show; the CLI page, all address, has none', async ({ page }) => {
  for (const path of PRERENDERED_SIGNED_IN_PAGES) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`<div id="root" data-prerendered-lang="en" ${PREVIEW_ATTRIBUTE} ${EARLY_INPUT_ATTRIBUTE}><!--\\$-->`));
    expect(html, path).toMatch(/<h1[^>]*>[^<]+</);
  }
  expect(await (await page.request.get('/api-keys')).text()).toContain('Keys let your applications call the forecasting API.');
  expect(await (await page.request.get('/cli-auth')).text()).toContain('<div id="root"></div>');
});

test('signed in, /api-keys paints its heading before any script is even asked for, and React takes those very nodes over', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  const problems = watchConsole(page);
  const scripts = await holdScripts(page);
  // In order: the first frame that paints the heading, and each module script the page adds.
  await page.addInitScript(() => {
    const order: string[] = [];
    (window as unknown as { startOrder: string[] }).startOrder = order;
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.type === 'module') order.push('script');
    }).observe(document, { childList: true, subtree: true });
    const sample = () => {
      if (document.querySelector('h1')?.checkVisibility({ visibilityProperty: true })) order.push('heading');
      else requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });

  // 'commit': DOMContentLoaded itself waits for the (held) module scripts.
  await page.goto('/api-keys', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { name: 'API Keys', level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Keys let your applications call the forecasting API.')).toBeVisible();
  // Only the page's fixed text: no key, no count before the answers are the app's.
  await expect(page.getByText(/API Keys: \d+\/20/)).toHaveCount(0);
  await heading.evaluate((element) => element.setAttribute('data-painted-before-scripts', ''));
  // The start script asks for the entry, the shell and the page once the heading has painted.
  await expect.poll(() => page.evaluate(() => (window as unknown as { startOrder: string[] }).startOrder)).toEqual(['heading', 'script', 'script', 'script']);

  await scripts.release();
  await expect(page.getByRole('cell', { name: 'Production', exact: true })).toBeVisible();
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
  // Hydrated, not replaced: the heading painted from HTML is the one React keeps.
  await expect(page.locator('h1[data-painted-before-scripts]')).toHaveText('API Keys');
  expect(problems).toEqual([]);
});

test('before any script has run, New API Key opens its form as HTML; what was typed and ticked there is the app’s when it takes over, and makes the key', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  const problems = watchConsole(page);
  const scripts = await holdScripts(page);
  await page.goto('/api-keys', { waitUntil: 'commit' });

  // The browser's own invoker command opens the prerendered dialog: no script of the app has arrived.
  await page.getByRole('button', { name: 'New API Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New API Key' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Key Name')).toBeFocused();
  await dialog.getByLabel('Key Name').fill('Typed before the app');
  await dialog.getByLabel('Set expiration').check();

  await scripts.release();
  await expect(page.getByRole('cell', { name: 'Production', exact: true })).toBeVisible();
  // The app took the tick in: its date field (the app's alone) shows, and the name is still there.
  await dialog.getByLabel('Expiration date').fill('2030-01-31');
  await expect(dialog.getByLabel('Key Name')).toHaveValue('Typed before the app');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('dialog', { name: 'New API Key Created' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: /Typed before the app/ })).toContainText('Jan 31, 2030');
  expect(problems).toEqual([]);
});

test('signed in, every prerendered page, with a query or an organisation in its address, hydrates its HTML without a mismatch', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  const problems = watchConsole(page);
  const pages = PRERENDERED_SIGNED_IN_PAGES.filter((path) => !['/complete-profile', '/waitlist', '/payment-required', '/login/two-step'].includes(path));
  for (const path of [...pages, '/browse?path=forecasts', '/account?tab=credits', '/api-keys?org=sandbox-weather']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    // React's error 418 (a mismatch) comes as a page error: none, on any page.
    expect(problems, path).toEqual([]);
  }
});

/** Where each page's data has landed: the shifts are read once it has. */
const DATA_PAGES = [
  { path: '/browse', landed: (page: Page) => page.getByRole('button', { name: 'forecasts' }) },
  { path: '/account?tab=credits', landed: (page: Page) => page.getByText(/€\d+\.\d\d/).first() },
] as const;

test('signed in on a slow phone, nothing on a page moves as its session and data arrive, on a first visit or a repeat one', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  const layoutShifts = await recordLayoutShifts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (const { path, landed } of DATA_PAGES) {
    for (const visit of ['first', 'repeat']) {
      await page.goto(path);
      // At a phone's pace on a loaded machine the data may take a while: how long is not the question.
      await expect(landed(page), `${path}, ${visit} visit`).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible({ timeout: 30_000 });
      expect(await layoutShifts(), `${path}, ${visit} visit`).toEqual([]);
    }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
});

const SENT_ELSEWHERE = [
  { outcome: 'signed out', persona: null, lands: /\/login\?next=%2Fapi-keys$/, heading: 'Sign in' },
  { outcome: 'on the waitlist', persona: PERSONA.waitlist, lands: /\/waitlist$/, heading: "You're on the waitlist" },
  { outcome: 'with an incomplete profile', persona: PERSONA.new, lands: /\/complete-profile\?next=%2Fapi-keys$/, heading: 'Complete your profile' },
  { outcome: 'owing the second factor’s code', persona: PERSONA.twoStep, lands: /\/login\/two-step\?next=%2Fapi-keys$/, heading: 'Two-step verification' },
] as const;

for (const { outcome, persona, lands, heading } of SENT_ELSEWHERE) {
  test(`a visitor ${outcome} who opens /api-keys is sent on and never sees a frame of it`, async ({ page }) => {
    if (persona) {
      await page.goto('/login');
      await signIn(page, persona);
      await expect(page).not.toHaveURL(/\/login$/);
    }
    const paintedHeadings = await recordPaintedHeadings(page);
    await page.goto('/api-keys');
    await expect(page).toHaveURL(lands);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const painted = await paintedHeadings();
    expect(painted).toContain(heading);
    expect(painted).not.toContain('API Keys');
  });
}
