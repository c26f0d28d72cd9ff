import { KEPT_ANSWERS_STORAGE_KEY } from '../../packages/dashboard-kit/src/document-init';
import { HOST_API_PATH } from '../sandbox-host-env';
import { chooseLanguageByClicking } from '../e2e/language-choice';
import { expectShown, ORGANIZATION_KEYS, PERSONAL_KEYS, switcher, switchTo } from '../e2e/organization-steps';
import { ORGANIZATION } from '../../packages/sandbox/src/seed/persona-ids';
import { totpCode } from '../totp-code';
import { basicAuth } from '../api-key-auth';
import { chooseKeyAction, createdKey, createKey, deleteKey, expect, holdRequests, isApiCall, logout, newBrowserContext, pageSettled, payPresetAtCheckout, sandboxNow, signIn, test, watchConsole } from '../e2e/fixtures';

/**
 * The dashboard as `npm start` serves it (development React, StrictMode): the flows a new
 * user tries first. The production-build journeys (tests/e2e) cover each in depth.
 */

test('sign in, create a key and read its secret, then delete it', async ({ page, baseURL }) => {
  const problems = watchConsole(page);
  // npm start serves the API on the dashboard's own origin: every call goes there, none preflighted.
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (isApiCall(request.url())) apiCalls.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/api-keys');
  await signIn(page);
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
  await createKey(page, 'Dev server key');

  // The dialog that once closed at once under StrictMode: it stays, with the secret in it.
  const created = page.getByRole('dialog', { name: 'New API Key Created' });
  await expect(created).toBeVisible();
  await pageSettled(page);
  await expect(created).toBeVisible();
  expect(await created.getByLabel('Secret', { exact: true }).inputValue()).toMatch(/\S{16,}/);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toHaveCount(0);

  await deleteKey(page, 'Dev server key');
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
  expect(problems).toEqual([]);
  expect(apiCalls.some((call) => call.startsWith(`POST ${baseURL}${HOST_API_PATH}/v1/api-keys`))).toBe(true);
  expect(apiCalls.filter((call) => !call.includes(`${baseURL}${HOST_API_PATH}/v1/`) || call.startsWith('OPTIONS '))).toEqual([]);
});

test('buy credits through the sandbox checkout', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/account?tab=credits');
  await signIn(page);
  await expect(page.getByText('€42.50')).toBeVisible();
  await page.getByRole('button', { name: 'Add Credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Credits' });
  await expect(dialog).toBeVisible();
  await pageSettled(page);
  await expect(dialog).toBeVisible();
  await payPresetAtCheckout(page, dialog);
  await expect(page.getByText('€67.50')).toBeVisible();
  expect(problems).toEqual([]);
});

test('open a folder, and the path follows in the address', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/browse');
  await signIn(page);
  await page.getByRole('button', { name: 'forecasts', exact: true }).click();
  await expect(page).toHaveURL(/\/browse\?path=forecasts$/);
  await expect(page.getByRole('grid', { name: 'Folder contents' }).getByRole('button', { name: '..' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('Ctrl/Cmd+K opens the quick links, also when pressed while the dashboard still loads', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/login');
  await signIn(page);
  await expect(page.getByRole('button', { name: /Search pages/ })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  const search = page.getByRole('combobox', { name: 'Search pages...' });
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(search).toHaveCount(0);

  // The access call held unanswered keeps the guard's spinner up: the press there is not lost.
  // As on a first visit in this browser: a returning user's page shows from what was kept.
  // Cleared as the reloaded page starts: the page being left writes its answers down half a
  // second after they arrive, and did so after a clear made from it (CI, once).
  const access = await holdRequests(page, { method: 'GET', path: '/v1/profile/access' });
  await page.addInitScript((key) => localStorage.removeItem(key), KEPT_ANSWERS_STORAGE_KEY);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Loading...' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  await access.release();
  await expect(search).toBeFocused();
  expect(problems).toEqual([]);
});

test('an English visitor switches to German and back, from the profile menu and from Preferences', async ({ page }) => {
  const problems = watchConsole(page);
  await chooseLanguageByClicking(page);
  expect(problems).toEqual([]);
});

test('the Security tab: connect Google, then add an authenticator app, and the next sign-in asks for its code', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/account');
  await signIn(page);
  await page.getByRole('tab', { name: 'Security' }).click();
  const connected = page.getByRole('region', { name: 'Connected accounts' });
  await connected.getByRole('button', { name: 'Connect Google' }).click();
  // The provider's consent page: until it has loaded, "Email" also names the Security tab's section.
  await page.getByRole('textbox', { name: 'Email' }).fill('dev.personal@example.test');
  await page.getByRole('textbox', { name: 'Name' }).fill('Dev Personal');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(connected.getByText('dev.personal@example.test')).toBeVisible();

  await page.getByRole('button', { name: 'Add authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an authenticator app' });
  await dialog.getByLabel('Name this app').fill('Work phone');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const secret = (await dialog.locator('code').textContent())!.trim();
  await dialog.getByLabel('Verification code').fill(totpCode(secret, await sandboxNow()));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status')).toContainText('Two-step verification is on');

  await logout(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/login\/two-step/);
  await page.getByLabel('Verification code').fill(totpCode(secret, await sandboxNow(), -1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('tab', { name: 'Security' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a new key’s request, made with the curl its empty log shows, arrives live in the log', async ({ page, context }) => {
  const problems = watchConsole(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/api-keys');
  await signIn(page);
  await createKey(page, 'Live bot');
  const { dialog, id, secret } = await createdKey(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await chooseKeyAction(page, page.getByRole('row', { name: /Live bot/ }), 'View requests');
  const log = page.getByRole('region', { name: 'Requests' });
  await log.getByRole('button', { name: 'Live' }).click();
  // StrictMode opens the tail twice and closes one: one stays, and a request arrives once.
  await expect(log.getByText('Following new requests')).toBeVisible();
  await pageSettled(page);
  await log.getByRole('button', { name: 'Copy command' }).click();
  const command = await page.evaluate(() => navigator.clipboard.readText());
  const url = /'([^']+)'/.exec(command)![1]!;
  expect((await page.request.get(url, { headers: { authorization: basicAuth(id, secret) } })).status()).toBe(200);
  const rows = log.getByRole('table', { name: 'Requests, newest first' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('200 OK');
  await expect(rows).toHaveCount(2);
  await expect(log.getByText('Following new requests · 1 new request')).toBeVisible();
  expect(problems).toEqual([]);
});

test('signed out of every other device: the other browser’s next page load lands on sign-in, saying why', async ({ page, browser }) => {
  const other = await newBrowserContext(browser);
  try {
    await page.goto('/login');
    await signIn(page);
    await expect(page).toHaveURL(/\/overview$/);
    const elsewhere = await other.newPage();
    await elsewhere.goto('/account?tab=security');
    await signIn(elsewhere);
    await elsewhere.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await elsewhere.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(elsewhere.getByRole('status')).toContainText('You were signed out on every other device.');

    // A page typed into the address bar, under StrictMode, its first requests refused: the word
    // survives the renders React replays or throws away.
    const problems = watchConsole(page);
    await page.goto('/api-keys');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('You were signed out on this device: the session was ended elsewhere')).toBeVisible();
    // Only the refusals themselves: the API's 401s and the sign-out the auth service no longer knows.
    expect(problems.filter((problem) => !/status of (401|403)/.test(problem))).toEqual([]);
  } finally {
    await other.close();
  }
});

test('switch to the organisation: its keys and who made them, a key of its own, kept through a reload', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/api-keys');
  await signIn(page);
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
  await switchTo(page, ORGANIZATION.name);
  await expectShown(page, ORGANIZATION_KEYS);
  for (const name of PERSONAL_KEYS) await expect(page.getByText(name, { exact: true })).toHaveCount(0);
  await expect(page.getByText('Created by').first()).toBeVisible();
  await createKey(page, 'Team dev-server key');
  const created = page.getByRole('dialog', { name: 'New API Key Created' });
  await expect(created).toBeVisible();
  await pageSettled(page);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('API Keys: 3/20')).toBeVisible();

  // StrictMode replays the effect that remembers the choice: the reload still opens the organisation.
  await page.reload();
  await expect(switcher(page)).toHaveAccessibleName(new RegExp(`^Switch account, now ${ORGANIZATION.name}`));
  await expect(page.getByText('Team dev-server key', { exact: true }).first()).toBeVisible();
  await switchTo(page, 'Personal account');
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
  await expect(page.getByText('Team dev-server key', { exact: true })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('from Models to a forecast in the explorer: a point on the map, a run, its chart and table, the map and charts loaded as the explorer needs them', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/overview');
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Models' }).click();
  await expect(page.getByText('All 19 models')).toBeVisible();
  await page.getByLabel('Runs').selectOption('ensemble');
  await expect(page.getByText('4 of 19 models')).toBeVisible();
  await page.getByRole('link', { name: 'Open in explorer: EPT-2 Ensemble', exact: true }).click();
  const map = page.getByRole('application', { name: 'World map. Choose a point' });
  await map.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Point chosen: 1, 0')).toBeVisible();
  await pageSettled(page);
  await page.getByRole('button', { name: 'Run forecast' }).click();
  await expect(page.getByRole('heading', { name: 'Forecast for 1, 0' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Temperature \(2 m\) \(°[CF]\): values$/ }).getByRole('row')).toHaveCount(49);
  await expect(page.getByRole('application', { name: /^Temperature \(2 m\) in °[CF]$/ }).locator('canvas').first()).toBeVisible();
  expect(problems).toEqual([]);
});
