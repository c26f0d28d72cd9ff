import { PERSONA, TWO_STEP_SECRET } from '../../packages/sandbox/src/seed/persona-ids';
import { totpCode } from '../totp-code';
import { answerStepUp, codeGrowsOld, expect, sandboxNow, signIn, stepUpDialog, test } from './fixtures';

/**
 * Two-step sign-in: the persona with an authenticator app signs in with the password,
 * the guard puts the code screen before any signed-in page, and the code (computed from the
 * app's secret, as the app would show it) takes the user where they were going.
 */
test('a user with an authenticator app enters the code and lands where they were going', async ({ page }) => {
  await page.goto('/api-keys');
  await signIn(page, PERSONA.twoStep);
  await expect(page).toHaveURL(/\/login\/two-step\?next=%2Fapi-keys$/);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  const field = page.getByLabel('Verification code');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await field.fill(totpCode(TWO_STEP_SECRET, await sandboxNow()));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/api-keys$/);
  await expect(page.getByText('Trading desk')).toBeVisible();
  // The session is two-step now: a reload keeps it, with no second code.
  await page.reload();
  await expect(page.getByText('Trading desk')).toBeVisible();
});

test('a session that owes a code sees no signed-in page; a wrong code is explained; Sign out leaves', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, PERSONA.twoStep);
  await expect(page).toHaveURL(/\/login\/two-step/);
  await page.goto('/account?tab=credits');
  await expect(page).toHaveURL(/\/login\/two-step\?next=%2Faccount%3Ftab%3Dcredits$/);
  const wrong = totpCode(TWO_STEP_SECRET, await sandboxNow()) === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code').fill(wrong);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Enter the code your app shows now.');
  await expect(page.getByLabel('Verification code')).toHaveValue('');
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Signed out once the sign-in page shows: the two-step page's own path starts with /login too.
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.goto('/overview');
  await expect(page).toHaveURL(/\/login\?next=%2Foverview$/);
});

test('a key created after a step-up: the refusal asks for a code over the form, and the key is made once', async ({ page, sandbox }) => {
  await page.goto('/api-keys');
  await signIn(page, PERSONA.twoStep);
  await page.getByLabel('Verification code').fill(totpCode(TWO_STEP_SECRET, await sandboxNow()));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Trading desk')).toBeVisible();
  // Ten minutes pass: the sign-in's code is too old for what costs money.
  await codeGrowsOld(page, sandbox.url);
  await page.getByRole('button', { name: 'New API Key' }).click();
  const form = page.getByRole('dialog', { name: 'Create New API Key' });
  await form.getByLabel('Key Name').fill('Stepped up');
  await form.getByRole('button', { name: 'Create' }).click();
  const stepUp = await stepUpDialog(page);
  await expect(form.getByLabel('Key Name')).toHaveValue('Stepped up');
  await answerStepUp(page, sandbox.url, stepUp);
  await expect(page.getByRole('dialog', { name: 'New API Key Created' })).toBeVisible();
  await expect(stepUp).toBeHidden();
  await page.getByRole('dialog', { name: 'New API Key Created' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Stepped up', { exact: true })).toHaveCount(1);
});
