import type { Page } from '@playwright/test';
import { DARK_TOKENS, LIGHT_TOKENS } from '../../packages/dashboard-kit/src/theme/tokens';
import { expect, patchUser, SANDBOX_URL, signIn, storedSession, test } from './fixtures';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { COOKIE_CONSENT_KEY } from '../../packages/dashboard-kit/src/document-init';

interface TelemetryRow {
  kind: 'posthog' | 'sentry';
  payload: Record<string, unknown>;
}

async function telemetryRows(page: Page): Promise<TelemetryRow[]> {
  return (await (await page.request.get(`${SANDBOX_URL}/_sandbox/telemetry.json`)).json()) as TelemetryRow[];
}

test.beforeEach(async ({ page }) => {
  await page.request.delete(`${SANDBOX_URL}/_sandbox/telemetry`);
});

test('the theme follows the system until chosen, and the choice survives a reload', async ({ page }) => {
  // What the visitor sees: the page behind the kit and the kit's own surfaces.
  const colours = () =>
    page.evaluate(() => ({
      page: getComputedStyle(document.body).backgroundColor,
      kit: getComputedStyle(document.querySelector('[data-dk-mode]')!).getPropertyValue('--dk-color-surface').trim(),
    }));
  const dark = { page: 'rgb(11, 15, 23)', kit: DARK_TOKENS.colorSurface };
  const light = { page: 'rgb(246, 247, 249)', kit: LIGHT_TOKENS.colorSurface };
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  expect(await colours()).toEqual(dark);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(colours).toEqual(light);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect.poll(colours).toEqual(dark);
  await expect(page.locator('html')).toHaveAttribute('data-dk-theme', 'dark');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await colours()).toEqual(dark);
});

test('the profile menu works from the keyboard: Enter opens it on its first item, Escape returns to its button, Tab leaves it closed', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  const button = page.getByRole('button', { name: 'Profile menu' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Profile menu' });
  await expect(menu.getByRole('menuitem', { name: 'Go To User Platform' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: /Switch to (dark|light) theme/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('at 390 px the navigation opens as a drawer and closes after choosing a page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main' });
  await drawer.getByRole('link', { name: 'API Keys' }).click();
  await expect(page).toHaveURL(/\/api-keys$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
});

test("a locked item says 'Available in Pro' and leads to the subscription tab", async ({ page }) => {
  await patchUser(page, PERSONA.dev, { permissions: { 'read:files': ['*'] } });
  await page.goto('/login');
  await signIn(page);
  const locked = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API Keys Available in Pro' });
  await locked.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Available in Pro');
  await locked.click();
  await expect(page.getByRole('tab', { name: /Subscription/, selected: true })).toBeVisible();
});

test("at 390 px a locked item's tooltip shows above the drawer; Escape hides it, then closes the drawer", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await patchUser(page, PERSONA.dev, { permissions: { 'read:files': ['*'] } });
  await page.goto('/login');
  await signIn(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main' });
  const locked = drawer.getByRole('link', { name: 'API Keys Available in Pro' });
  await locked.focus();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText('Available in Pro');
  await expect(locked).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!);
  // The drawer is a modal <dialog> in the top layer: the tooltip must be in it, not under it.
  const onTop = await tooltip.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(onTop).toBe(true);
  // Escape hides the tooltip first; the next one closes the drawer.
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
});

test("'Go to User Dashboard' opens the user platform signed in, in a new tab", async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Go to User Dashboard/ }).click();
  const platform = await popup;
  await expect(platform.getByTestId('platform-user')).toContainText(PERSONA.dev);
});

test.describe('with the cookie question open', () => {
  test.use({ presetConsent: false });

  test('accepting cookies makes PostHog persist, and its captures reach the sandbox', async ({ page }) => {
    await page.goto('/login');
    await signIn(page);
    await expect(page).toHaveURL(/\/overview$/);
    const notice = page.getByRole('region', { name: 'We value your privacy' });
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), COOKIE_CONSENT_KEY)).toBe('true');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API Keys' }).click();
    await expect(page).toHaveURL(/\/api-keys$/);
    // Persistence moved to local storage and a cookie, under PostHog's own key (PostHog starts a few seconds after first paint).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ph_phc_e2e_posthog')), { timeout: 20_000 }).not.toBeNull();
    const persisted = JSON.parse((await page.evaluate(() => localStorage.getItem('ph_phc_e2e_posthog')))!) as { distinct_id: string };
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'ph_phc_e2e_posthog')).toBe(true);

    await expect
      .poll(async () => (await telemetryRows(page)).filter((row) => row.kind === 'posthog' && row.payload.event === '$pageview' && String((row.payload.properties as Record<string, unknown>).$current_url).endsWith('/api-keys')).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const pageview = (await telemetryRows(page)).find((row) => row.kind === 'posthog' && row.payload.event === '$pageview' && String((row.payload.properties as Record<string, unknown>).$current_url).endsWith('/api-keys'))!;
    expect((pageview.payload.properties as Record<string, unknown>).distinct_id).toBe(persisted.distinct_id);

    await page.goto(`${SANDBOX_URL}/_sandbox/telemetry`);
    await expect(page.getByRole('heading', { name: /^posthog #/ }).first()).toBeVisible();
    await expect(page.getByText('"$pageview"').first()).toBeVisible();
  });
});

test('an uncaught error reaches PostHog as an exception and Sentry, which is only fetched then; clicks reach PostHog as heatmap data', async ({ page }) => {
  const events = async (name: string) => (await telemetryRows(page)).filter((row) => row.kind === 'posthog' && row.payload.event === name);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  // PostHog starts after the first paint; its page view says it is listening.
  await expect.poll(async () => (await events('$pageview')).length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(requested.filter((url) => url.includes('load-sentry')), 'Sentry fetched before any error').toEqual([]);

  await page.getByRole('heading', { name: 'Overview' }).click();
  await page.getByRole('heading', { name: 'Overview' }).click();
  // Thrown in a task of its own, as from a timer: the page's timers are the test clock's (it runs
  // them at the sandbox's time), whose errors never reach the page's handlers, so a message port's task it is.
  await page.evaluate(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      throw new Error('Uncaught on purpose');
    };
    channel.port2.postMessage(null);
  });

  await expect.poll(async () => (await events('$exception')).filter((row) => JSON.stringify(row.payload).includes('Uncaught on purpose')).length, { timeout: 20_000 }).toBe(1);
  await expect
    .poll(async () => (await telemetryRows(page)).filter((row) => row.kind === 'sentry' && JSON.stringify(row.payload).includes('Uncaught on purpose')).length, { timeout: 20_000 })
    .toBe(1);
  // Heatmap data is flushed every 5 s.
  await expect.poll(async () => (await events('$$heatmap')).length, { timeout: 20_000 }).toBeGreaterThan(0);
});

test('a page that throws shows the Dashboard Error and sends Sentry an envelope without any token', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  const { access_token: accessToken, refresh_token: refreshToken } = await storedSession(page);
  expect(accessToken).toEqual(expect.any(String));
  expect(refreshToken).toEqual(expect.any(String));

  await page.goto('/__test/throw?auth_key=s3cret-handoff-key');
  await expect(page.getByRole('heading', { name: 'Dashboard Error' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await expect
    .poll(async () => (await telemetryRows(page)).filter((row) => row.kind === 'sentry' && JSON.stringify(row.payload).includes('Test page threw on purpose')).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const envelope = JSON.stringify((await telemetryRows(page)).find((row) => row.kind === 'sentry' && JSON.stringify(row.payload).includes('Test page threw on purpose'))!.payload);
  expect(envelope).toContain('"environment":"prod"');
  expect(envelope).not.toContain('s3cret-handoff-key');
  expect(envelope).not.toContain(accessToken);
  expect(envelope).not.toContain(refreshToken);
});
