import { expect, expectDeveloperNavigation, expectSignedInAs, signIn, test } from './fixtures';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';

test('signs in as the developer persona through supabase-js and lands on the overview', { tag: '@edge' }, async ({ page }) => {
  await page.goto('/overview');
  await expect(page).toHaveURL(/\/login\?next=%2Foverview$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await signIn(page);

  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expectSignedInAs(page, PERSONA.dev);
  await expectDeveloperNavigation(page);
});

test('a wrong password shows the spec’s message and stays on the login screen', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, PERSONA.dev, 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText(/No account found with this email, or incorrect password\. Try "Get started" to create an account\./);
  await expect(page).toHaveURL(/\/login$/);
});

test('the root sends a signed-out visitor to the login screen, then to the overview', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
});

test("too many attempts: the sandbox's rate limit shows the spec's rate-limit text, and the right password waits too", async ({ page }) => {
  await page.goto('/login');
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const answered = page.waitForResponse((response) => response.url().includes('grant_type=password'));
    await signIn(page, PERSONA.dev, `wrong-${attempt}`);
    expect((await answered).status()).toBe(400);
  }
  await expect(page.getByText(/No account found with this email/)).toBeVisible();
  await signIn(page);
  await expect(page.getByText('Too many requests. Please wait before trying again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
