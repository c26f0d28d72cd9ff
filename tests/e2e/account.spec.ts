import { expect, meterUsage, patchUser, payPresetAtCheckout, signIn, test } from './fixtures';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';

test('buy 25 credits through the sandbox checkout: the banner shows and the balance grows', { tag: '@edge' }, async ({ page }) => {
  await page.goto('/account?tab=credits');
  await signIn(page);
  await expect(page.getByRole('tab', { name: 'API Credits', selected: true })).toBeVisible();
  await expect(page.getByText('€42.50')).toBeVisible();
  await page.getByRole('button', { name: 'Add Credits' }).click();
  await payPresetAtCheckout(page, page.getByRole('dialog', { name: 'Add Credits' }));
  await expect(page.getByText('€67.50')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByRole('tab', { name: 'API Credits' }).click();
  await expect(page.getByText('Payment successful. Your credits have been added.')).toHaveCount(0);
});

test('cancelling at checkout leaves the balance unchanged', async ({ page }) => {
  await page.goto('/account?tab=credits');
  await signIn(page);
  await page.getByRole('button', { name: 'Add Credits' }).click();
  await page.getByRole('dialog', { name: 'Add Credits' }).getByRole('button', { name: /Continue to payment/ }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('tab', { name: 'API Credits', selected: true })).toBeVisible();
  await expect(page.getByText('€42.50')).toBeVisible();
  await expect(page.getByText('Payment successful. Your credits have been added.')).toHaveCount(0);
});

test('a failing balance call shows the error, and Refresh recovers', async ({ page, sandbox }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  await page.request.post(`${sandbox.url}/_sandbox/faults`, { data: { method: 'GET', path: '/v1/billing/api-credits/balance', status: 503, times: 3 } });
  await page.goto('/account?tab=credits');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to load credits', { timeout: 10_000 });
  await expect(alert).toContainText('An unexpected server error occurred.');
  await alert.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('€42.50')).toBeVisible();
});

test('the enterprise persona (billing:ignore_credits) sees no credits or pricing tab', async ({ page }) => {
  await page.goto('/account?tab=credits');
  await signIn(page, PERSONA.enterprise);
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'API Credits' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Token Pricing' })).toHaveCount(0);
});

test('changing the time zone changes how key dates read', async ({ page }) => {
  await page.goto('/account?tab=preferences');
  await signIn(page);
  await page.getByLabel('Display time zone').selectOption('Asia/Tokyo');
  await page.goto('/api-keys');
  const created = page.getByRole('row', { name: /Production/ }).locator('time').first();
  await expect(created).toHaveAttribute('title', /GMT\+9$/);

  await page.goto('/account?tab=preferences');
  await page.getByLabel('Display time zone').selectOption('America/Los_Angeles');
  await page.goto('/api-keys');
  await expect(page.getByRole('row', { name: /Production/ }).locator('time').first()).toHaveAttribute('title', /(PST|PDT)$/);
});

test('pricing shows the sandbox’s bands, its models by the catalogue’s names, and the calculator opens', async ({ page }) => {
  await page.goto('/account?tab=pricing');
  await signIn(page);
  const premium = page.getByRole('region', { name: 'Jua premium' });
  await expect(premium).toContainText('> 1B');
  await expect(page.getByRole('listitem').filter({ hasText: 'EPT-2 Rapid Refresh' })).toContainText('Resolution 0.01° · Updates: hourly');
  await page.getByRole('button', { name: 'How are tokens calculated?' }).click();
  const calculator = page.getByRole('dialog', { name: 'Token calculator' });
  await expect(calculator.getByText('57,600')).toBeVisible();
  await expect(calculator.getByRole('combobox', { name: 'Model' })).toHaveValue('ept2');
  await expect(calculator.getByRole('option', { name: 'ICON Global' })).toHaveCount(1);
});

test('the credits tab charts 30 days of usage with the runway, and a table of the same days', async ({ page }) => {
  await page.goto('/account?tab=credits');
  await signIn(page);
  await expect(page.getByText('€42.50')).toBeVisible();
  // The sandbox seeds 90 days of usage for dev@sandbox.test (API-PROPOSAL.md).
  await expect(page.getByRole('img', { name: /^Daily API spend, last 30 days: €\d+\.\d{2} in total/ })).toBeVisible();
  await expect(page.getByText(/^At your 30-day average, your credits last about \d+ days$/)).toBeVisible();
  // The credits' chart (spend control, below it, has its own).
  await page.getByRole('region', { name: 'API Credits' }).getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('table', { name: 'Usage, last 30 days' }).getByRole('row')).toHaveCount(31);
});

test('a new user sees a friendly word instead of an empty chart', async ({ page }) => {
  // Profile done, so the guard lets them past the wizard; no usage yet.
  await patchUser(page, PERSONA.new, {
    metadata: { full_name: 'New Person', country: 'Germany', how_found_us: 'Google Search', user_type: 'private', company_name: null, role_description: 'Developer' },
  });
  await page.goto('/account?tab=credits');
  await signIn(page, PERSONA.new);
  await expect(page.getByText('No API usage in the last 30 days yet. Once your applications call the API, their daily spend shows here.')).toBeVisible();
  await expect(page.getByRole('img', { name: /Daily API spend/ })).toHaveCount(0);
});

test('a low-balance alert saved in the dashboard emails once when usage takes the balance below it', async ({ page, sandbox }) => {
  await page.goto('/account?tab=credits');
  await signIn(page);
  const field = page.getByLabel('Email me when my balance falls below');
  await field.fill('0.5');
  await page.getByRole('button', { name: 'Save alert' }).click();
  await expect(page.getByText('Enter a whole amount of at least 1, or leave it empty')).toBeVisible();
  await field.fill('40');
  await page.getByRole('button', { name: 'Save alert' }).click();
  await expect(page.getByText('Alert saved: we email you when your balance falls below €40.00.')).toBeVisible();

  const lowBalanceMail = async () =>
    ((await (await page.request.get(`${sandbox.url}/_sandbox/mail.json?to=dev%40sandbox.test`)).json()) as { type: string; subject: string }[]).filter((mail) => mail.type === 'low_balance');
  // Metered usage, as the provider would: 42.50 → 41.50 (above), then → 39.50 (below).
  await meterUsage(page, sandbox.url, { tokens: 1_250_000, cost_cents: 100 });
  expect(await lowBalanceMail()).toEqual([]);
  await meterUsage(page, sandbox.url, { tokens: 2_500_000, cost_cents: 200 });
  expect(await lowBalanceMail()).toEqual([expect.objectContaining({ subject: 'Your API credits are running low' })]);
  await meterUsage(page, sandbox.url, { tokens: 1_250_000, cost_cents: 100 });
  expect(await lowBalanceMail()).toHaveLength(1);

  await page.goto('/account?tab=credits');
  await expect(page.getByText('€38.50')).toBeVisible();
  await expect(field).toHaveValue('40');
});

test('edits the profile: the wizard’s rules hold, the new name shows in the profile menu at once, and a reload keeps it', async ({ page }) => {
  await page.goto('/account');
  await signIn(page);
  await expect(page.getByText('Sandbox Weather GmbH')).toBeVisible();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const form = page.getByRole('form', { name: 'Edit your profile' });
  const name = form.getByLabel('Display name');
  await expect(name).toBeFocused();
  await name.fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Display name is required')).toBeVisible();
  await name.fill('Dev Renamed');
  await form.getByLabel('Role').selectOption('Meteorologist');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeFocused();
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menu', { name: 'Profile menu' })).toBeVisible();
  await expect(page.getByText('Dev Renamed').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByText('Dev Renamed')).toBeVisible();
  await expect(page.getByText('Meteorologist')).toBeVisible();
});
