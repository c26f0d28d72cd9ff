import { expect, expectDeveloperNavigation, patchUser, sandboxNow, signIn, storedSession, test } from './fixtures';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';

test.describe('each persona lands where the guard sends it', () => {
  test('waitlist: the waitlist page, with Logout and the support contact', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, PERSONA.waitlist);
    await expect(page).toHaveURL(/\/waitlist$/);
    await expect(page.getByRole('heading', { name: "You're on the waitlist" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@example.com' })).toBeVisible();
    await page.goto('/api-keys');
    await expect(page).toHaveURL(/\/waitlist$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('paywall: the payment-required page; once paid, it moves on to the overview', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, PERSONA.paywall);
    await expect(page).toHaveURL(/\/payment-required$/);
    await expect(page.getByRole('heading', { name: 'Choose a plan to get started' })).toBeVisible();

    await patchUser(page, PERSONA.paywall, { role: 'user:paid' });
    await page.reload();
    await expect(page).toHaveURL(/\/overview$/);
  });

  test('expired trial with billing_subscription: a restricted route goes to the subscription tab', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, PERSONA.expired);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/power');
    // The account page reads ?tab= and then removes it from the URL.
    await expect(page.getByRole('tab', { name: 'Subscription', selected: true })).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('incomplete profile: the wizard, even for a deep link', async ({ page }) => {
    await page.goto('/account');
    await signIn(page, PERSONA.new);
    await expect(page).toHaveURL(/\/complete-profile\?next=%2Faccount$/);
  });

  test('developer: the overview, and the restricted routes open', async ({ page }) => {
    await page.goto('/login');
    await signIn(page);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/power');
    await expect(page.getByRole('heading', { name: 'Power Forecast is coming soon' })).toBeVisible();
  });
});

test('a deep link to /api-keys while signed out returns there after sign-in', async ({ page }) => {
  await page.goto('/api-keys');
  await expect(page).toHaveURL(/\/login\?next=%2Fapi-keys$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/api-keys$/);
});

test('an access token that expires is refreshed without the user noticing', async ({ page, sandbox }) => {
  await page.request.patch(`${sandbox.url}/_sandbox/settings`, { data: { jwt_expiry_seconds: 4 } });
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('grant_type=refresh_token')) refreshes.push(request.url());
  });
  await page.goto('/login');
  await signIn(page);
  await expectDeveloperNavigation(page);

  // Until the stored access token has expired by the sandbox's clock (seconds since the epoch, as the token says).
  const { expires_at: expiresAt } = await storedSession(page);
  expect(expiresAt).toBeDefined();
  await expect.poll(async () => (await sandboxNow()) / 1000, { timeout: 15_000 }).toBeGreaterThan(expiresAt!);
  await page.reload();
  await expect(page).toHaveURL(/\/overview$/);
  await expectDeveloperNavigation(page);
  expect(refreshes.length).toBeGreaterThan(0);
});

test('a refresh whose answer is lost leaves the user signed in', async ({ page, sandbox }) => {
  await page.request.patch(`${sandbox.url}/_sandbox/settings`, { data: { jwt_expiry_seconds: 4 } });
  await page.goto('/login');
  await signIn(page);
  await expectDeveloperNavigation(page);
  // The next refresh rotates the token, and its answer never arrives: the client tries again
  // with the token it still holds, which the auth service answers within its reuse interval.
  const fault = await page.request.post(`${sandbox.url}/_sandbox/faults`, {
    data: { method: 'POST', path: '/auth/v1/token', lose_response: true, times: 1 },
  });
  expect(fault.status()).toBe(201);
  const { expires_at: expiresAt } = await storedSession(page);
  await expect.poll(async () => (await sandboxNow()) / 1000, { timeout: 15_000 }).toBeGreaterThan(expiresAt!);
  await page.reload();
  await expectDeveloperNavigation(page);
  await page.reload();
  await expect(page).toHaveURL(/\/overview$/);
  await expectDeveloperNavigation(page);
});

test('an unknown URL shows the 404 page and Return Home goes back in', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/overview$/);
});
