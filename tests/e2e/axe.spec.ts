import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { PERSONA, SANDBOX_PASSWORD } from '../../packages/sandbox/src/seed/persona-ids';
import { de } from '../../packages/dashboard-kit/src/i18n/catalogues/de';
import { en } from '../../packages/dashboard-kit/src/i18n/messages';
import { requestsEn } from '../../packages/dashboard-kit/src/i18n/en/requests';

/**
 * axe on every route, as each persona reaches it, with its experimental rules on too
 * (label-content-name-mismatch, WCAG 2.5.3 Label in Name, is one of them).
 */
// Each test walks many routes and scans each one.
test.describe.configure({ timeout: 120_000 });

type Ready = string | RegExp | ((page: Page) => Locator);

/** Opens a route and waits for what it shows, so the scan sees the page, not its spinner. */
async function visit(page: Page, route: string, ready: Ready): Promise<void> {
  await page.goto(route);
  const shown = typeof ready === 'function' ? ready(page) : page.getByRole('heading', { name: ready }).first();
  await expect(shown, `${route} shows its content`).toBeVisible();
}

test('signed out: every sign-in view, the email interstitials, the error page', async ({ page }) => {
  await visit(page, '/login', 'Sign in');
  await expectNoAxeViolations(page, '/login');
  await page.getByRole('button', { name: 'New to the product? Get started' }).click();
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await expectNoAxeViolations(page, '/login (sign up)');
  await visit(page, '/login', 'Sign in');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeHidden();
  await expectNoAxeViolations(page, '/login (forgotten password)');
  const routes: [string, string | RegExp][] = [
    ['/login/confirm?token=unknown', /.+/],
    ['/login/recover?token=unknown', /.+/],
    ['/login/magic-link?token=unknown', /.+/],
    ['/login/accept-invitation?token=unknown', /.+/],
    ['/login/email-change?token=unknown', /.+/],
    ['/error', /.+/],
  ];
  for (const [route, heading] of routes) {
    await visit(page, route, heading);
    await expectNoAxeViolations(page, route);
  }
});

/** The developer's signed-in routes in two parts: the shell's pages, and the account's tabs. */
function signedInRoutes(t: typeof en | typeof de): Record<string, [string, Ready][]> {
  return {
    'every page of the shell': [
      ['/overview', /.+/],
      ['/api-keys', t.keys.title],
      ['/browse', (p) => p.getByRole('grid', { name: t.files.listLabel })],
      ['/logs', (p) => p.getByRole('table', { name: (t === de ? de.requests : requestsEn).tableLabel })],
      ['/legal', /.+/],
      ['/cli-auth?callback=http%3A%2F%2F127.0.0.1%3A8976%2Fcallback&state=s', /.+/],
      ['/live-benchmarking', /.+/],
      ['/no-such-page', /.+/],
    ],
    'every account tab': ['profile', 'preferences', 'security', 'credits', 'pricing', 'help'].map((tab): [string, Ready] => [`/account?tab=${tab}`, /.+/]),
  };
}

/**
 * Every signed-in page on a desktop in English, and on a phone in German (the browser's language
 * on a first visit): a longer language on a narrow screen is where tables outgrow their cards and
 * their scroll areas must take focus, so it finds what English on a phone would: the pricing
 * tables' scroll areas, which brought the widths in, showed there. The other two pairings doubled
 * the walk's five minutes in CI.
 */
for (const [language, t, width] of [['en-US', en, 1440], ['de-DE', de, 390]] as const) {
  test.describe(`signed in as the developer, ${language} at ${width} px`, () => {
    test.use({ locale: language, viewport: { width, height: 900 } });

    // Two walks, each with its own time limit: one walk of fourteen scans came within a fifth
    // of its limit while Vitest shared the two cores.
    for (const [part, routes] of Object.entries(signedInRoutes(t))) {
      test(part, async ({ page }) => {
        await page.goto('/login');
        await page.getByLabel(t.login.emailLabel).fill(PERSONA.dev);
        await page.getByLabel(t.login.passwordLabel).fill(SANDBOX_PASSWORD);
        await page.getByRole('button', { name: t.login.buttonSignIn, exact: true }).click();
        await expect(page).toHaveURL(/\/overview$/);
        for (const [route, heading] of routes) {
          await visit(page, route, heading);
          // The file list and the tables land after the heading: scan what a person would see.
          await page.waitForLoadState('networkidle');
          await expectNoAxeViolations(page, `${route} (${language}, ${width} px)`);
        }
      });
    }
  });
}

test('the onboarding and account-status pages of the other personas', async ({ page }) => {
  const personas: [string, string][] = [
    [PERSONA.new, '/complete-profile'],
    [PERSONA.waitlist, '/waitlist'],
    [PERSONA.paywall, '/payment-required'],
  ];
  for (const [email, route] of personas) {
    await page.context().clearCookies();
    await page.goto('/login');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await signIn(page, email);
    await expect(page).toHaveURL(new RegExp(route));
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `${route} (${email})`);
    await page.evaluate(() => localStorage.clear());
  }
});
