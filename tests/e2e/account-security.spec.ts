import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { totpCode } from '../totp-code';
import { expect, logout, signIn, test } from './fixtures';

/**
 * The Security tab against the sandbox (issue 47): an authenticator app added with a code computed
 * from the setup key the page shows, as the app would compute it, then signing in asks for one;
 * and signing out every other device ends another browser's session.
 */
test('adds an authenticator app from the setup key shown, and the next sign-in asks for its code', async ({ page }) => {
  await page.goto('/account');
  await signIn(page);
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Add authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an authenticator app' });
  await dialog.getByLabel('Name this app').fill('Work phone');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await dialog.locator('code').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByLabel('Verification code').fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status')).toContainText('Two-step verification is on: signing in now asks for a code from Work phone.');
  await expect(page.getByRole('list').getByText('Work phone')).toBeVisible();

  await logout(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/login\/two-step/);
  // The code entered a moment ago is spent: the app's next one.
  await page.getByLabel('Verification code').fill(totpCode(secret, -1));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Back where the user signed out from.
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
});

test('signs out every other device: another browser signed in as the same user is signed out, this one is not', async ({ page, browser, sandbox }) => {
  // Short-lived access tokens, so the other browser asks the auth service again soon after.
  await page.request.patch(`${sandbox.url}/_sandbox/settings`, { data: { jwt_expiry_seconds: 4 } });
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await otherPage.goto('/api-keys');
    await signIn(otherPage, PERSONA.dev);
    await expect(otherPage.getByRole('heading', { name: 'API Keys' })).toBeVisible();

    await page.goto('/account?tab=security');
    await signIn(page);
    await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByRole('status')).toContainText('You were signed out on every other device.');

    // Once its access token has expired, the other browser's refresh finds its session gone.
    const { expires_at: expiresAt } = JSON.parse(
      await otherPage.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('-auth-token'))?.[1] ?? '{}'),
    ) as { expires_at: number };
    await expect.poll(() => Date.now() / 1000, { timeout: 15_000 }).toBeGreaterThan(expiresAt);
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Security' })).toBeVisible();
  } finally {
    await other.close();
  }
});
