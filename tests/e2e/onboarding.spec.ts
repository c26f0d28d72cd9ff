import { expect, expectSignedInAs, latestMailLink, logout, SANDBOX_URL, signIn, test } from './fixtures';
import { PERSONA, SANDBOX_PASSWORD } from '../../packages/sandbox/src/seed/persona-ids';
import { JUST_SIGNED_UP_KEY } from '../../packages/dashboard-kit/src/access/profile';

test('a stranger signs up, confirms through the outbox, completes the profile as a business and lands on the overview', async ({ page }) => {
  const email = `new-${crypto.randomUUID().slice(0, 8)}@example.test`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'New to the product? Get started' }).click();
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-strong-password');
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page.getByRole('status')).toHaveText(/Check your email to confirm your account/);

  await page.goto(await latestMailLink(page, email));
  await expect(page.getByRole('heading', { name: 'Redirecting you to the product' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/complete-profile/);
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByLabel('Display name').fill('Ada Forecaster');
  await page.getByLabel('Country').selectOption('Germany');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('How did you find us?').selectOption('Conference/Event');
  await page.getByLabel('Business/Organization').check();
  await expect(page.getByRole('button', { name: 'Complete Profile' })).toBeDisabled();
  await page.getByLabel('Company name').fill('Windpark Nord GmbH');
  await page.getByLabel('Role').selectOption('Trader');
  await page.getByRole('button', { name: 'Complete Profile' }).click();

  await expect(page).toHaveURL(/\/overview$/);
  await expectSignedInAs(page, email);
  expect(await page.evaluate((key) => localStorage.getItem(key), JUST_SIGNED_UP_KEY)).toBeNull();
});

test('forgotten password: the outbox link opens Update Password, and the new password signs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email').fill(PERSONA.dev);
  await page.getByRole('button', { name: 'Send reset instructions' }).click();
  await expect(page.getByRole('status')).toHaveText(/Check your email for the password reset link/);

  await page.goto(await latestMailLink(page, PERSONA.dev));
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Update Password' })).toBeVisible();
  expect(page.url()).not.toContain('access_token');
  await page.getByLabel('New password').fill('my-new-password');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/overview$/);

  await logout(page);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, PERSONA.dev, SANDBOX_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('No account found with this email, or incorrect password.');
  await signIn(page, PERSONA.dev, 'my-new-password');
  await expect(page).toHaveURL(/\/overview$/);
});

test('Update Password without a session falls back to Sign in with the spec’s message', async ({ page }) => {
  await page.goto('/login?action=update_password');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/Invalid session - please try again/);
});

test('a used email link comes back with the error shown as a warning and removed from the URL', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(PERSONA.dev);
  await page.getByRole('button', { name: 'Send reset instructions' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  const link = await latestMailLink(page, PERSONA.dev);
  const token = new URL(link).searchParams.get('token')!;
  await page.request.post(`${SANDBOX_URL}/v1/profile/email-interstitial`, { form: { token, type: 'recovery' }, maxRedirects: 0 });

  await page.goto(link);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toHaveText(/Email link is invalid or has expired/);
  await expect(page).not.toHaveURL(/error_description/);
});

test('Google sign-in through the local chooser signs a new user in and opens the wizard with the Google name', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('prompt')).toBe('select_account');
  await page.getByRole('button', { name: /Grace Google/ }).click();
  await expect(page).toHaveURL(/\/complete-profile/);
  await expect(page.getByLabel('Display name')).toHaveValue('Grace Google');
});
