import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { apiKeys } from '../msw/fixtures';
import { createdKey, deleteKey, expect, expectNoAxeViolations, pageSettled, test, watchConsole, whoami } from '../e2e/fixtures';
import { expectCalculatorAnswers } from './calculator';
import { lookOf, openWidgetStory, settleForComparison } from './look';
import { PERSONA, SANDBOX_PASSWORD } from '../../packages/sandbox/src/seed/persona-ids';
import { STORY_INSTANT } from '../sandbox-clock';

/**
 * examples/partner-vite, installed from the packed kit outside this workspace: React (19, and
 * 18.3 in the vite-react18 project), StrictMode, Tailwind CSS v4's preflight and utilities, its
 * own sign-in passing getAccessToken, its own QueryClient. Run against the sandbox.
 */


async function signInAsPartner(page: Page): Promise<void> {
  await page.goto('/');
  // The project says which React the app was installed with; the page says which it runs.
  const react = test.info().project.name === 'vite-react18' ? /^18\./ : /^19\./;
  await expect(page.locator('header')).toHaveAttribute('data-react-version', react);
  await page.getByLabel('Email').fill(PERSONA.dev);
  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Enter the desk' }).click();
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
}

/** A modal dialog sits in the middle of the viewport, whatever the host's global reset says. */
async function expectCentred(page: Page, dialog: Locator): Promise<void> {
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x - (viewport.width - box.x - box.width))).toBeLessThanOrEqual(2);
  expect(Math.abs(box.y - (viewport.height - box.y - box.height))).toBeLessThanOrEqual(2);
}

test('its own sign-in, then a key created, its secret shown in a centred dialog, and deleted', async ({ page, sandbox }) => {
  const problems = watchConsole(page);
  await signInAsPartner(page);
  await page.getByRole('button', { name: 'New API Key' }).click();
  const create = page.getByRole('dialog', { name: 'Create New API Key' });
  await expectCentred(page, create);
  await create.getByLabel('Key Name').fill('Partner key');
  await create.getByRole('button', { name: 'Create' }).click();

  const created = page.getByRole('dialog', { name: 'New API Key Created' });
  await expect(created).toBeVisible();
  await pageSettled(page);
  await expect(created).toBeVisible();
  await expectCentred(page, created);
  const { id: keyId, secret } = await createdKey(page);
  expect((await whoami(page, sandbox.url, keyId, secret)).status()).toBe(200);
  await created.getByRole('button', { name: 'Done' }).click();

  await deleteKey(page, 'Partner key');
  expect((await whoami(page, sandbox.url, keyId, secret)).status()).toBe(401);
  expect(problems).toEqual([]);
});

test('its own key list, built from the kit’s hooks alone: a key created, its secret working, then deleted', async ({ page, sandbox }) => {
  const problems = watchConsole(page);
  await signInAsPartner(page);
  await page.getByRole('link', { name: 'Desk keys' }).click();
  const desk = page.getByRole('region', { name: 'Desk keys' });
  await expect(desk.getByRole('table')).toBeVisible();
  await desk.getByLabel('New key name').fill('Hooks key');
  await desk.getByRole('button', { name: 'Create key' }).click();

  const created = desk.getByRole('status');
  await expect(created).toContainText('shown once');
  const keyId = (await created.getByTestId('created-id').textContent())!;
  const secret = (await created.getByTestId('created-secret').textContent())!;
  expect((await whoami(page, sandbox.url, keyId, secret)).status()).toBe(200);
  await expect(desk.getByRole('row', { name: /Hooks key/ })).toBeVisible();
  await created.getByRole('button', { name: 'I have copied it' }).click();
  await expect(desk.getByRole('status')).toHaveCount(0);

  await desk.getByRole('button', { name: 'Delete Hooks key' }).click();
  await expect(desk.getByRole('row', { name: /Hooks key/ })).toHaveCount(0);
  expect((await whoami(page, sandbox.url, keyId, secret)).status()).toBe(401);
  expect(problems).toEqual([]);
});

test('two deployments side by side: each provider shows its own API’s answer, a 404 in one leaves the other, and both panels pass axe', async ({ page }) => {
  await signInAsPartner(page);
  await page.getByRole('link', { name: 'Deployments' }).click();
  const production = page.getByRole('region', { name: 'Production' });
  const staging = page.getByRole('region', { name: 'Staging' });
  // The sandbox has no staging API: every call there answers 404.
  await expect(staging.getByRole('alert')).toHaveText(/The requested resource was not found\./);
  await expect(production.getByText(/^API Keys: \d+\/20$/)).toBeVisible();
  await expect(production.getByRole('button', { name: 'New API Key' })).toBeEnabled();
  await expect(production.getByRole('alert')).toHaveCount(0);

  await expectNoAxeViolations(page, '/?view=desks');
});

test('the credits panel starts a checkout', async ({ page }) => {
  const problems = watchConsole(page);
  await signInAsPartner(page);
  await expect(page.getByText('€42.50')).toBeVisible();
  await page.getByRole('button', { name: 'Add Credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Credits' });
  await expectCentred(page, dialog);
  await dialog.getByRole('button', { name: '€25.00' }).click();
  await dialog.getByRole('button', { name: /Continue to payment/ }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the calculator answers a change', async ({ page }) => {
  const problems = watchConsole(page);
  await signInAsPartner(page);
  await expectCalculatorAnswers(page);
  expect(problems).toEqual([]);
});

test("the host keeps its styles, and the widgets keep the kit's", async ({ page, context }) => {
  await page.clock.setFixedTime(new Date(STORY_INSTANT));
  await page.setViewportSize({ width: 1440, height: 900 });
  await serveStoryKeys(page);
  // The story's API too: without the proposed usage, alert and request-log endpoints (API-PROPOSAL.md),
  // the spec's credits panel and a key row's one Delete button.
  await page.route(
    (url) => /\/v1\/(billing\/api-credits\/(usage|alert)|requests)$/.test(url.pathname),
    (route) => route.fulfill({ status: 404, json: { message: 'Not Found' } }),
  );
  await signInAsPartner(page);
  await expect(page.getByText('€42.50')).toBeVisible();

  // The host: Tailwind's preflight and its own serif type and brand colour.
  const heading = page.getByRole('heading', { name: 'Northwind Energy forecast desk' });
  expect(await heading.evaluate((node) => getComputedStyle(node).fontFamily)).toContain('Georgia');
  expect(await heading.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(154, 52, 18)');
  expect(await page.locator('.partner-intro').evaluate((node) => getComputedStyle(node).fontFamily)).toContain('Georgia');

  const story = await context.newPage();
  const widgets = [
    { story: 'widgets-apikeyspanel--with-keys', root: '.dk-api-keys', parts: ['h1', 'button:has-text("New API Key")', 'th', 'td'] },
    { story: 'widgets-creditspanel--balance', root: '.dk-credits', parts: ['button:has-text("Add Credits")', 'p'] },
    { story: 'widgets-pricingcalculator--defaults', root: '.dk-pricing-calculator', parts: ['label', 'input', 'select', 'dt', 'dd'] },
  ];
  for (const widget of widgets) {
    const inStory = await openWidgetStory(story, widget.story, widget.root);
    const inPartner = page.locator(widget.root).first();
    for (const part of widget.parts) {
      expect(await lookOf(inPartner.locator(part).first()), `${widget.root} ${part}`).toEqual(await lookOf(inStory.locator(part).first()));
    }
    await settleForComparison(inStory);
    await settleForComparison(inPartner);
    const name = `${widget.story}.png`;
    const baseline = test.info().snapshotPath(name);
    mkdirSync(dirname(baseline), { recursive: true });
    writeFileSync(baseline, await inStory.screenshot({ animations: 'disabled', caret: 'hide' }));
    expect(await inPartner.screenshot({ animations: 'disabled', caret: 'hide' })).toMatchSnapshot(name);
  }
});

/** The story's keys, so the partner's rendering and the story's show the same rows. */
async function serveStoryKeys(page: Page): Promise<void> {
  await page.route('**/v1/api-keys', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { keys: apiKeys, active_key_limit: 20 } }) : route.fallback(),
  );
}

/** The parts of the keys panel that carry its look, each as the story draws it. */
async function expectKeysPanelLikeItsStory(page: Page, panel: Locator): Promise<void> {
  const story = await page.context().newPage();
  const inStory = await openWidgetStory(story, 'widgets-apikeyspanel--with-keys', '.dk-api-keys');
  for (const part of ['h1', 'button:has-text("New API Key")', 'th', 'td']) {
    expect(await lookOf(panel.locator(part).first()), `.dk-api-keys ${part}`).toEqual(await lookOf(inStory.locator(part).first()));
  }
  await story.close();
}

test('widgets inside a shadow root: styled as in Storybook, their styles in that root, and their dialog works there', async ({ page }) => {
  await page.clock.setFixedTime(new Date(STORY_INSTANT));
  await page.setViewportSize({ width: 1440, height: 900 });
  await serveStoryKeys(page);
  await signInAsPartner(page);
  await page.goto('/?view=shadow');
  const panel = page.locator('[data-testid="shadow-host"] .dk-api-keys');
  await expect(panel.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
  await expect(page.locator('[data-testid="shadow-host"] .dk-credits')).toBeVisible();
  // The widgets are in the shadow root, and so are the kit's styles: none went to the document's head.
  const inShadow = await page.getByTestId('shadow-host').evaluate((host) => ({ panel: host.shadowRoot?.querySelector('.dk-api-keys') !== null, styles: host.shadowRoot?.querySelectorAll('style').length ?? 0 }));
  expect(inShadow.panel).toBe(true);
  expect(inShadow.styles).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.head.querySelectorAll('style[data-styled]').length)).toBe(0);
  await expectKeysPanelLikeItsStory(page, panel);

  const opener = panel.getByRole('button', { name: 'New API Key' });
  await opener.click();
  const create = page.getByRole('dialog', { name: 'Create New API Key' });
  await expect(create).toBeVisible();
  await expectCentred(page, create);
  await expect(create.getByLabel('Key Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();
  // Focus returns to the button that opened it, inside the shadow root.
  await expect(opener).toBeFocused();
});

test('under a Content-Security-Policy that allows styles only by nonce, the widgets are styled and nothing is blocked', async ({ page, cspViolations }) => {
  await page.clock.setFixedTime(new Date(STORY_INSTANT));
  await page.setViewportSize({ width: 1440, height: 900 });
  await serveStoryKeys(page);
  await page.goto('/strict.html');
  await page.getByLabel('Email').fill(PERSONA.dev);
  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Enter the desk' }).click();
  const panel = page.locator('.dk-api-keys');
  await expect(panel.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
  await expect(page.getByText('€42.50')).toBeVisible();
  // Every style tag of the kit's carries the page's nonce (the browser hides it from getAttribute).
  const nonces = await page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].map((style) => style.nonce));
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set(['northwind-nonce-1']));
  await expectKeysPanelLikeItsStory(page, panel);
  expect(cspViolations).toEqual([]);
});
