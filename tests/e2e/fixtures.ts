import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIResponse, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Locator, type Page, type Route } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../../playwright.config';
import { HOST_API_PATH } from '../sandbox-host-env';
import { PERSONA, SANDBOX_PASSWORD, TWO_STEP_SECRET } from '../../packages/sandbox/src/seed/persona-ids';
import { totpCode } from '../totp-code';
import { basicAuth } from '../api-key-auth';
import { COOKIE_CONSENT_KEY } from '../../packages/dashboard-kit/src/document-init';
import { readSandboxClock } from '../sandbox-clock';

/** The sandbox of this run: the production-build journeys' own, or the one the dev-server or partner config starts. */
export const SANDBOX_URL = process.env.JOURNEY_SANDBOX_URL ?? `http://127.0.0.1:${E2E_SANDBOX_PORT}`;

/**
 * What a request of the page asked its API for (`/v1/…` and the query) on the dashboard's own
 * origin, where the journeys' host calls it (HOST_API_PATH), or undefined for any other request.
 */
export function apiRequestPath(url: string): string | undefined {
  const { pathname, search } = new URL(url);
  return pathname.startsWith(`${HOST_API_PATH}/v1/`) ? `${pathname.slice(HOST_API_PATH.length)}${search}` : undefined;
}

/** Whether a request calls the API by either road: through the dashboard's own origin, or straight to an API origin's `/v1/`. */
export function isApiCall(url: string): boolean {
  return apiRequestPath(url) !== undefined || new URL(url).pathname.startsWith('/v1/');
}

/** The time of this run's sandbox now (ms since the epoch): what an authenticator app shows codes for, and what the page's clock reads. */
export const sandboxNow = () => readSandboxClock(SANDBOX_URL);

/** Another browser (a second device, a visitor without scripts) whose clock reads the sandbox's, as every journey's page does. */
export async function newBrowserContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  // eslint-disable-next-line no-restricted-syntax -- the one way to another browser, its clock set below
  const context = await browser.newContext({ ignoreHTTPSErrors: true, ...options });
  // eslint-disable-next-line no-restricted-syntax -- the sandbox's time, as the page fixture's
  await context.clock.install({ time: await sandboxNow() });
  return context;
}

/**
 * Every journey starts from the seeded sandbox, its page's clock set to the sandbox's (and
 * running, as both do), with the cookie notice already answered
 * (Accept) so it never covers what a journey clicks; `test.use({ presetConsent: false })`
 * leaves the question open.
 */
export const test = base.extend<{ sandbox: { url: string; reset: () => Promise<void> }; presetConsent: boolean; cspViolations: string[] }>({
  presetConsent: [true, { option: true }],
  // What the page reported as blocked by its Content-Security-Policy; a test that provokes one clears it.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  cspViolations: async ({}, provide) => provide([]),
  page: async ({ page, presetConsent, cspViolations: violations, sandbox: _reset }, provide) => {
    // The sandbox's clock is pinned (tests/sandbox-clock.ts): the page reads the same time, so a
    // session's expiry, "this month" and "today" mean there what they mean to the API.
    // eslint-disable-next-line no-restricted-syntax -- the one place a journey's page gets its clock
    await page.clock.install({ time: await sandboxNow() });
    if (presetConsent) {
      await page.addInitScript((key) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, 'true');
      }, COOKIE_CONSENT_KEY);
    }
    // Every journey runs under the served Content-Security-Policy: anything it blocks fails the journey.
    await page.exposeBinding('__reportCspViolation', ({ frame }, violation: string) => void violations.push(`${frame.url()}: ${violation}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        void (window as unknown as { __reportCspViolation(text: string): Promise<void> }).__reportCspViolation(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    await provide(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  sandbox: [
    async ({ request }, use) => {
      const reset = async () => {
        const response = await request.post(`${SANDBOX_URL}/_sandbox/reset`);
        expect(response.ok()).toBe(true);
      };
      await reset();
      await use({ url: SANDBOX_URL, reset });
    },
    { auto: true },
  ],
});

export { expect };

/** Requests the sandbox keeps waiting until the test lets them go (a holding fault). */
export interface HeldRequests {
  /** Resolves once at least one matching request is waiting. */
  arrived(): Promise<void>;
  /** Lets the waiting requests, and any that match later, through. */
  release(): Promise<void>;
}

/**
 * Holds the next `times` requests for a method and API path (`/v1/…`, `*` wildcards) in the
 * sandbox until `release()`: a journey that needs a call to be slow decides itself when it
 * ends, where a fixed delay is outrun by a slower machine or outlasts a faster one.
 */
export async function holdRequests(page: Page, fault: { method: string; path: string; times?: number }): Promise<HeldRequests> {
  const response = await page.request.post(`${SANDBOX_URL}/_sandbox/faults`, { data: { ...fault, hold: true } });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return {
    async arrived() {
      await expect
        .poll(async () => ((await (await page.request.get(`${SANDBOX_URL}/_sandbox/faults/${id}/hold`)).json()) as { held: number }).held, {
          message: `a ${fault.method} ${fault.path} request waiting in the sandbox`,
        })
        .toBeGreaterThan(0);
    },
    async release() {
      expect((await page.request.post(`${SANDBOX_URL}/_sandbox/faults/${id}/release`)).ok()).toBe(true);
    },
  };
}

/** Holds every script of the app until `release()`: what a slow network shows before JavaScript. */
export async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let releasing = false;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (releasing) await route.continue();
    else held.push(route);
  });
  return {
    release: async () => {
      releasing = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Resolves once the page has painted a frame and then gone idle, so whatever it had queued (a
 * dialog's close event, StrictMode's replayed effects) has run: check that something did not
 * happen after this, rather than after a fixed delay that a slower machine outruns.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))));
}

/**
 * Signs in through the login screen, as a person would: in its form, which the locators wait for.
 * A page still leaving (the Security tab just after a sign-out) has sections named Email and Password.
 */
export async function signIn(page: Page, email: string = PERSONA.dev, password = SANDBOX_PASSWORD): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * From the next navigation on, every layout shift the page records (Lighthouse counts them all on
 * a phone: its emulated touches mark them as after input), each with the start of what moved.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<{ value: number; moved: string[] }[]>> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
        shifts.push({ value: entry.value, moved: entry.sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : '')) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts);
}

/** The newest link the sandbox mailed to an address. */
export async function latestMailLink(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`${SANDBOX_URL}/_sandbox/mail.json?to=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as { link: string }[];
  expect(mails.length).toBeGreaterThan(0);
  return mails[0]!.link;
}

/** The newest code the sandbox mailed to an address (the re-authentication email carries one). */
export async function latestMailCode(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`${SANDBOX_URL}/_sandbox/mail.json?to=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as { code: string | null }[];
  const code = mails.find((mail) => mail.code)?.code;
  expect(code).toBeTruthy();
  return code!;
}

/** Changes a persona through the sandbox's control API. */
export async function patchUser(page: Page, email: string, patch: Record<string, unknown>): Promise<void> {
  const response = await page.request.patch(`${SANDBOX_URL}/_sandbox/users/${email}`, { data: patch });
  expect(response.ok()).toBe(true);
}

/** The shell's profile menu names the signed-in user; the menu closes again after looking. */
export async function expectSignedInAs(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  const menu = page.getByRole('menu', { name: 'Profile menu' });
  await expect(menu).toBeVisible();
  // The menu's header (its description) names the user: the page itself may show the address too.
  await expect(menu).toHaveAccessibleDescription(new RegExp(`(^|\\s)${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await page.keyboard.press('Escape');
}

/** Logout from the profile menu. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

/** The access record reached the shell: the developer persona's Files item is in the sidebar. */
export async function expectDeveloperNavigation(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Files' })).toBeVisible();
}

/**
 * Presses Tab `presses` times with a modal dialog open: everything behind it is inert, so
 * focus stays inside it (or passes through the page body on its way round).
 */
export async function expectTabStaysIn(page: Page, dialog: Locator, presses: number): Promise<void> {
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
}

/** Meters API usage for the developer persona as the provider would (`POST /_sandbox/usage`), on one of its keys when `key_id` is given. */
export function meterUsage(page: Page, sandboxUrl: string, usage: { tokens: number; cost_cents: number; key_id?: string }): Promise<APIResponse> {
  return page.request.post(`${sandboxUrl}/_sandbox/usage`, { data: { email: PERSONA.dev, ...usage } });
}

/** Asks the sandbox who a key belongs to, as a client of the API would. */
export function whoami(page: Page, sandboxUrl: string, id: string, secret: string): Promise<APIResponse> {
  return page.request.get(`${sandboxUrl}/v1/whoami`, { headers: { authorization: basicAuth(id, secret) } });
}

/** The 'New API Key Created' dialog and the id and secret it shows, once. */
export async function createdKey(page: Page): Promise<{ dialog: Locator; id: string; secret: string }> {
  const dialog = page.getByRole('dialog', { name: 'New API Key Created' });
  const id = await dialog.getByLabel('Key ID', { exact: true }).inputValue();
  const secret = await dialog.getByLabel('Secret', { exact: true }).inputValue();
  return { dialog, id, secret };
}

/** Opens New API Key, names the key and presses Create; the caller awaits the outcome it expects. */
export async function createKey(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New API Key' }).click();
  await page.getByRole('dialog', { name: 'Create New API Key' }).getByLabel('Key Name').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
}

/**
 * In the open Add Credits dialog: the €25.00 preset, Continue to payment, then Pay on the
 * sandbox's checkout page; resolves once the dashboard shows the payment succeeded.
 */
export async function payPresetAtCheckout(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: '€25.00' }).click();
  await dialog.getByRole('button', { name: /Continue to payment/ }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay €25.00' }).click();
  await expect(page.getByText('Payment successful. Your credits have been added.')).toBeVisible();
}

/** The session supabase-js keeps in local storage (`sb-<ref>-auth-token`); empty when there is none. */
export async function storedSession(page: Page): Promise<{ access_token?: string; refresh_token?: string; expires_at?: number }> {
  const stored = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('-auth-token'))?.[1] ?? '{}');
  return JSON.parse(stored) as { access_token?: string; refresh_token?: string; expires_at?: number };
}

/** Opens a key's row menu (the sandbox's keys have Roll and Spend cap beside Delete) and chooses an action. */
export async function chooseKeyAction(page: Page, row: Locator, action: 'Roll' | 'Spend cap' | 'View requests' | 'Delete'): Promise<void> {
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menu', { name: /^Actions for / }).getByRole('menuitem', { name: action }).click();
}

/** Deletes a key from its row (Delete in its menu, then Confirm?) and waits for the row to go. */
export async function deleteKey(page: Page, name: string): Promise<void> {
  const row = page.getByRole('row', { name: new RegExp(name) });
  await chooseKeyAction(page, row, 'Delete');
  await row.getByRole('button', { name: 'Confirm?' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
}

/** Collects console errors and warnings and uncaught errors from now on (React's included). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // A resource the browser could not load is named, so a test can tell which one it was.
    const { url } = message.location();
    const resource = message.text().startsWith('Failed to load resource') && URL.canParse(url) ? ` (${new URL(url).pathname})` : '';
    problems.push(`${message.type()}: ${message.text()}${resource}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** axe's WCAG 2.2 AA and best-practice rules, and its experimental ones (label-content-name-mismatch, WCAG 2.5.3 Label in Name, is one). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

/**
 * No axe violation on the page as it stands; `route` names it in the failure. It is read scrolled
 * to the top, then put back where it was: scrolled down, the controls under the sticky top bar sit
 * within a few pixels of its buttons, which axe counts as targets too close together (how far a
 * page is scrolled depends on what it shows that day, so the verdict did too).
 */
export async function expectNoAxeViolations(page: Page, route: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const scrolled = await page.evaluate(() => {
    const at = [window.scrollX, window.scrollY] as const;
    window.scrollTo(0, 0);
    return at;
  });
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  await page.evaluate(([x, y]) => window.scrollTo(x, y), scrolled);
  const found = violations.map((violation) => `${route}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(found).toEqual([]);
}

/** Ten minutes pass: the two-step persona's sign-in code is too old for step-up (a window of zero stands in for them). */
export async function codeGrowsOld(page: Page, sandboxUrl: string): Promise<void> {
  await page.request.patch(`${sandboxUrl}/_sandbox/settings`, { data: { step_up_max_age_seconds: 0 } });
}

/** The step-up dialog, asking for a code with its field focused. */
export async function stepUpDialog(page: Page): Promise<Locator> {
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp.getByLabel('Verification code')).toBeFocused();
  return stepUp;
}

/** Answers the step-up dialog as the two-step persona, with the window back at ten minutes: the app's next code (the sign-in's own is accepted once only). */
export async function answerStepUp(page: Page, sandboxUrl: string, stepUp: Locator): Promise<void> {
  await page.request.patch(`${sandboxUrl}/_sandbox/settings`, { data: { step_up_max_age_seconds: 600 } });
  await stepUp.getByLabel('Verification code').fill(totpCode(TWO_STEP_SECRET, await sandboxNow(), -1));
  await stepUp.getByRole('button', { name: 'Verify' }).click();
}

/** Creates a key through the dialog (with a monthly cap, if given) and closes the secret's dialog. */
export async function newKey(page: Page, name: string, capEuros?: string): Promise<{ id: string; secret: string }> {
  if (capEuros === undefined) {
    await createKey(page, name);
  } else {
    await page.getByRole('button', { name: 'New API Key' }).click();
    const create = page.getByRole('dialog', { name: 'Create New API Key' });
    await create.getByLabel('Key Name').fill(name);
    await create.getByLabel('Monthly spend cap in EUR (optional)').fill(capEuros);
    await create.getByRole('button', { name: 'Create' }).click();
  }
  const { dialog, id, secret } = await createdKey(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return { id, secret };
}

/** The request a curl command of the page names, as a shell runs it with `JUA_API_SECRET` set to `secret`. */
export function runCurl(page: Page, command: string, secret: string): Promise<APIResponse> {
  const user = /-u "([^:"]+):\$JUA_API_SECRET"/.exec(command)?.[1];
  const url = /'([^']+)'/.exec(command)?.[1];
  expect(user && url, `a curl command with a key and a URL: ${command}`).toBeTruthy();
  return page.request.get(url!, { headers: { authorization: basicAuth(user!, secret) } });
}
