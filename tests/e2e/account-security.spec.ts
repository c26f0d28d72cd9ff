import { PERSONA, TWO_STEP_SECRET } from '../../packages/sandbox/src/seed/persona-ids';
import { totpCode } from '../totp-code';
import { answerStepUp, codeGrowsOld, createdKey, createKey, expect, expectNoAxeViolations, expectSignedInAs, latestMailCode, latestMailLink, logout, newBrowserContext, sandboxNow, signIn, stepUpDialog, test, whoami } from './fixtures';

/**
 * The Security tab against the sandbox: an authenticator app added with a code computed
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
  await dialog.getByLabel('Verification code').fill(totpCode(secret, await sandboxNow()));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status')).toContainText('Two-step verification is on: signing in now asks for a code from Work phone.');
  await expect(page.getByRole('list').getByText('Work phone')).toBeVisible();

  await logout(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/login\/two-step/);
  // The code entered a moment ago is spent: the app's next one.
  await page.getByLabel('Verification code').fill(totpCode(secret, await sandboxNow(), -1));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Back where the user signed out from.
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
});

test('signs out every other device: the other browser’s next step takes it to sign-in with a word, with no key list and no purchase', async ({ page, browser }) => {
  const keysBrowser = await newBrowserContext(browser);
  const creditsBrowser = await newBrowserContext(browser);
  try {
    // Two other browsers signed in as the same user: one about to open its keys, one about to buy credits.
    const keys = await keysBrowser.newPage();
    await keys.goto('/overview');
    await signIn(keys, PERSONA.dev);
    const keysLink = keys.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API Keys' });
    await expect(keysLink).toBeVisible();
    const credits = await creditsBrowser.newPage();
    await credits.goto('/account?tab=credits');
    await signIn(credits, PERSONA.dev);
    await credits.getByRole('button', { name: 'Add Credits' }).click();
    const buy = credits.getByRole('dialog', { name: 'Add Credits' });
    await expect(buy).toBeVisible();

    await page.goto('/account?tab=security');
    await signIn(page);
    await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByRole('status')).toContainText('You were signed out on every other device.');

    // Their access tokens have most of an hour left; the provider refuses them all the same.
    const word = 'You were signed out on this device: the session was ended elsewhere, on another device or by a new password.';
    await keysLink.click();
    await expect(keys).toHaveURL(/\/login/);
    await expect(keys.getByText(word)).toBeVisible();
    await expect(keys.getByRole('table')).toHaveCount(0);
    await expect(keys.getByText('Staging', { exact: true })).toHaveCount(0);

    await buy.getByRole('button', { name: /Continue to payment/ }).click();
    await expect(credits).toHaveURL(/\/login/);
    await expect(credits.getByText(word)).toBeVisible();
    await expectNoAxeViolations(credits, 'the sign-in page saying the session ended elsewhere');

    // This browser stays signed in.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Security' })).toBeVisible();
  } finally {
    await keysBrowser.close();
    await creditsBrowser.close();
  }
});

test('a session whose code is older than the step-up window adds an authenticator app only after a new code', async ({ page, sandbox }) => {
  await page.goto('/account?tab=security');
  await signIn(page, PERSONA.twoStep);
  await page.getByLabel('Verification code').fill(totpCode(TWO_STEP_SECRET, await sandboxNow()));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
  // Ten minutes pass: the sign-in's code is too old to change how the account signs in.
  await codeGrowsOld(page, sandbox.url);
  await page.getByRole('button', { name: 'Add authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an authenticator app' });
  await dialog.getByLabel('Name this app').fill('Tablet');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const stepUp = await stepUpDialog(page);
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the code asked for before adding an app');
  await answerStepUp(page, sandbox.url, stepUp);
  await expect(stepUp).toBeHidden();
  const secret = (await dialog.locator('code').textContent())!.trim();
  await dialog.getByLabel('Verification code').fill(totpCode(secret, await sandboxNow()));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status')).toContainText('Two-step verification is on: signing in now asks for a code from Tablet.');
});

test('changes the password with the code the auth service emails: the old password no longer signs in, the new one does', async ({ page, sandbox }) => {
  // Every session counts as older than the re-authentication window: the auth service asks for the emailed code.
  await page.request.patch(`${sandbox.url}/_sandbox/settings`, { data: { reauthentication_after_seconds: 0 } });
  await page.goto('/overview');
  await signIn(page);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await dialog.getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
  await dialog.getByLabel('Confirm new password').fill('a-brand-new-secret');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText(`we emailed a code to ${PERSONA.dev}`)).toBeVisible();
  await expectNoAxeViolations(page, 'the password dialog asking for the emailed code');
  await dialog.getByLabel('Code from the email').fill('000000');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('That code is not right or has expired.')).toBeVisible();
  await dialog.getByLabel('Code from the email').fill(await latestMailCode(page, PERSONA.dev));
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Your other devices were signed out.')).toBeVisible();

  await logout(page);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page);
  await expect(page.getByText('No account found with this email, or incorrect password.')).toBeVisible();
  await signIn(page, PERSONA.dev, 'a-brand-new-secret');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
});

test('deletes the account: signed out onto the sign-in page with a word; it cannot sign in again, and its key answers 401', async ({ page, sandbox }) => {
  // Enterprise owns no organisation (dev owns the seeded one, and its only owner cannot delete their account).
  await page.goto('/api-keys');
  await signIn(page, PERSONA.enterprise);
  await createKey(page, 'Before deletion');
  const { dialog: created, id, secret } = await createdKey(page);
  expect((await whoami(page, sandbox.url, id, secret)).status()).toBe(200);
  await created.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('Your API keys stop working at once.')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page, 'the deletion dialog');
  await dialog.getByLabel(`Type ${PERSONA.enterprise} to confirm`).fill(PERSONA.enterprise);
  await confirm.click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your account is deleted, and you are signed out on every device.', { exact: false })).toBeVisible();
  expect((await whoami(page, sandbox.url, id, secret)).status()).toBe(401);
  await signIn(page, PERSONA.enterprise);
  await expect(page.getByText('No account found with this email, or incorrect password.')).toBeVisible();
});

test('changes the email address with both links: the first says the other is needed, the second changes it, and the new address signs in', async ({ page }) => {
  const newEmail = 'dev.renamed@sandbox.test';
  await page.goto('/account');
  await signIn(page);
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Change email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your email address' });
  // Another account's address is explained, and nothing is sent.
  await dialog.getByLabel('New email address').fill(PERSONA.enterprise);
  await dialog.getByRole('button', { name: 'Send confirmation links' }).click();
  await expect(dialog.getByText('That address belongs to another account. Choose a different one.')).toBeVisible();
  await expectNoAxeViolations(page, 'the email dialog with a taken address');
  await dialog.getByLabel('New email address').fill(newEmail);
  await dialog.getByRole('button', { name: 'Send confirmation links' }).click();
  await expect(page.getByText(`Waiting for confirmation of ${newEmail}.`, { exact: false })).toBeVisible();

  // The link to the current address first: the other one is still needed.
  await page.goto(await latestMailLink(page, PERSONA.dev));
  await page.getByRole('button', { name: 'Confirm email change' }).click();
  await expect(page.getByRole('heading', { name: 'One address confirmed' })).toBeVisible();
  await expectNoAxeViolations(page, 'the email change interstitial after the first link');
  // Then the new address's link: the address is changed, and that session signs in with it.
  await page.goto(await latestMailLink(page, newEmail));
  await page.getByRole('button', { name: 'Confirm email change' }).click();
  await expect(page.getByRole('heading', { name: 'Email address changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible();

  await logout(page);
  await signIn(page, newEmail);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(newEmail)).toBeVisible();
});

test('connects a Google account with an address of its own, signs in with it, and disconnects it', async ({ page }) => {
  const googleEmail = 'dev.personal@example.test';
  await page.goto('/account');
  await signIn(page);
  await page.getByRole('tab', { name: 'Security' }).click();
  const connected = page.getByRole('region', { name: 'Connected accounts' });
  await expect(connected.getByText('Not connected')).toBeVisible();
  await connected.getByRole('button', { name: 'Connect Google' }).click();

  // The sandbox's stand-in for Google's chooser, then back on the Security tab with the account connected.
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByLabel('Email').fill(googleEmail);
  await page.getByLabel('Name').fill('Dev Personal');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  await expect(connected.getByText(googleEmail)).toBeVisible();
  await expectNoAxeViolations(page, 'the Security tab with Google connected');

  // From now on that Google account signs this user in.
  await logout(page);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The chooser lists nobody's accounts: the person types the Google account they sign in with.
  await page.getByLabel('Email').fill(googleEmail);
  await page.getByLabel('Name').fill('Dev Personal');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account/);
  await expectSignedInAs(page, PERSONA.dev);

  await page.getByRole('tab', { name: 'Security' }).click();
  await connected.getByRole('button', { name: 'Disconnect' }).click();
  await expect(connected.getByText(`Disconnect ${googleEmail}? You can no longer sign in with this Google account.`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(connected.getByText('Google is disconnected. Sign in with your email and password from now on.')).toBeVisible();
  await expect(connected.getByRole('button', { name: 'Connect Google' })).toBeFocused();
});

test('refuses a Google account another user signs in with, and says so on the Security tab', async ({ page }) => {
  // Grace signs up with her Google account first.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: /google@sandbox\.test/ }).click();
  await expect(page.getByLabel('Display name')).toHaveValue('Grace Google');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/account?tab=security');
  await signIn(page);
  await page.getByRole('region', { name: 'Connected accounts' }).getByRole('button', { name: 'Connect Google' }).click();
  await page.getByRole('button', { name: /google@sandbox\.test/ }).click();
  await expect(page.getByText('That Google account already signs in to another account. Choose a different Google account.')).toBeVisible();
  await expect(page).not.toHaveURL(/error/);
  await expect(page.getByRole('region', { name: 'Connected accounts' }).getByText('Not connected')).toBeVisible();
});

test('offers no Connect where the project turns linking off', async ({ page, sandbox }) => {
  await page.request.patch(`${sandbox.url}/_sandbox/settings`, { data: { manual_linking_enabled: false } });
  await page.goto('/account?tab=security');
  await signIn(page);
  const connected = page.getByRole('region', { name: 'Connected accounts' });
  await expect(connected.getByText('Connecting other accounts is turned off for this dashboard.')).toBeVisible();
  await expect(connected.getByRole('button')).toHaveCount(0);
});
