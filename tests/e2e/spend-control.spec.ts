import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, meterUsage, payPresetAtCheckout, sandboxNow, signIn, storedSession, test } from './fixtures';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';

// The spend control on the credits tab, against the sandbox (API-PROPOSAL.md).

/** A provider API call with the signed-in user's token, as the dashboard makes it. */
async function apiGet<T>(page: Page, sandboxUrl: string, path: string): Promise<T> {
  const { access_token: token } = await storedSession(page);
  const response = await page.request.get(`${sandboxUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

interface Day {
  date: string;
  cost_cents: number;
  tokens: number;
}
type ByKey = { days: Day[]; keys: { id: string; name: string; total: { cost_cents: number } }[] };

const mail = async (page: Page, sandboxUrl: string, type: string) =>
  ((await (await page.request.get(`${sandboxUrl}/_sandbox/mail.json?to=dev%40sandbox.test`)).json()) as { type: string; subject: string }[]).filter((entry) => entry.type === type);

test('usage metered on two keys shows as each key’s spend, the most first', async ({ page, sandbox }) => {
  await page.goto('/account?tab=credits');
  await signIn(page);
  await expect(page.getByRole('region', { name: 'Spend by key, last 30 days' })).toBeVisible();
  const before = await apiGet<ByKey>(page, sandbox.url, '/v1/billing/api-credits/usage?days=30&group_by=key');
  const staging = before.keys.find((key) => key.name === 'Staging')!;
  const production = before.keys.find((key) => key.name === 'Production')!;
  // Enough on Staging to pass Production.
  const extra = production.total.cost_cents - staging.total.cost_cents + 1_000;
  expect((await meterUsage(page, sandbox.url, { tokens: extra * 1_000, cost_cents: extra, key_id: staging.id })).ok()).toBe(true);
  expect((await meterUsage(page, sandbox.url, { tokens: 100_000, cost_cents: 100, key_id: production.id })).ok()).toBe(true);

  await page.goto('/account?tab=credits');
  const section = page.getByRole('region', { name: 'Spend by key, last 30 days' });
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(2);
  const money = (cents: number) => `€${(cents / 100).toFixed(2)}`;
  await expect(items.nth(0)).toContainText(`Staging${money(staging.total.cost_cents + extra)}`);
  await expect(items.nth(1)).toContainText(`Production${money(production.total.cost_cents + 100)}`);
  await section.getByRole('button', { name: 'Show as table' }).click();
  await expect(section.getByRole('row', { name: new RegExp(`^Staging ${money(staging.total.cost_cents + extra).replace('.', '\\.')}`) })).toBeVisible();
});

test('a year’s export downloads as CSV whose days add up to the API’s', async ({ page, sandbox }) => {
  await page.goto('/account?tab=credits');
  await signIn(page);
  const section = page.getByRole('region', { name: 'Export usage' });
  await expect(section.getByText(/Days are UTC days/)).toBeVisible();
  await section.getByRole('radio', { name: 'Last 12 months' }).check();
  // Twelve months up to today, by the sandbox's calendar (the page's clock reads it too): from the
  // day after the same date a year before (28 February, a year before a 29th).
  const today = new Date(await sandboxNow());
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
  const to = today.toISOString().slice(0, 10);
  const from = new Date(Date.UTC(year - 1, month, Math.min(day, new Date(Date.UTC(year - 1, month + 1, 0)).getUTCDate()) + 1)).toISOString().slice(0, 10);
  expect(file.suggestedFilename()).toBe(`usage_${from}_to_${to}_utc.csv`);
  const lines = readFileSync(await file.path(), 'utf8').split('\r\n').slice(0, -1);
  expect(lines[0]).toBe('date_utc,key_id,key_name,key_deleted,requests,tokens,cost,currency');
  const rows = lines.slice(1).map((line) => line.split(','));
  const api = await apiGet<ByKey>(page, sandbox.url, `/v1/billing/api-credits/usage?from=${from}&to=${to}&group_by=key`);
  expect(api.days).toHaveLength(365);
  // The developer has 90 days of usage: a row per key and day, each day adding up to the API's.
  for (const day of api.days) {
    const dayRows = rows.filter((row) => row[0] === day.date);
    expect(dayRows.reduce((sum, row) => sum + Math.round(Number(row[6]) * 100), 0), day.date).toBe(day.cost_cents);
    expect(dayRows.reduce((sum, row) => sum + Number(row[5]), 0), day.date).toBe(day.tokens);
  }
  for (const key of api.keys) expect(rows.filter((row) => row[1] === key.id).reduce((sum, row) => sum + Math.round(Number(row[6]) * 100), 0)).toBe(key.total.cost_cents);
});

test('credits bought at checkout list in the purchase history, with a receipt that opens', async ({ page }) => {
  await page.goto('/account?tab=credits');
  await signIn(page);
  await expect(page.getByText('No purchases yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Credits' }).click();
  await payPresetAtCheckout(page, page.getByRole('dialog', { name: 'Add Credits' }));
  const history = page.getByRole('table', { name: 'Purchase history' });
  const row = history.getByRole('row').nth(1);
  await expect(row).toContainText('€25.00');
  await expect(row).toContainText('Paid');
  const link = row.getByRole('link', { name: /^Receipt SBX-\d{4}-\d{6}/ });
  const number = (await link.textContent())!.match(/SBX-\d{4}-\d{6}/)![0];
  const popup = page.waitForEvent('popup');
  await link.click();
  const receipt = await popup;
  await expect(receipt.getByRole('heading', { name: `Receipt ${number}` })).toBeVisible();
  await expect(receipt.getByText('€25.00')).toBeVisible();
  await expect(receipt.getByText(PERSONA.dev)).toBeVisible();
  await receipt.close();
});

test('auto-recharge: set up with a saved card, recharged below the threshold with an email, paused at the monthly limit', async ({ page, sandbox }) => {
  // Four page loads and a checkout: 23 s on a busy machine, of the 30 s every journey has.
  test.setTimeout(60_000);
  await page.goto('/account?tab=credits');
  await signIn(page);
  const section = page.getByRole('region', { name: 'Auto-recharge' });
  await expect(section.getByText('Auto-recharge is off.')).toBeVisible();
  await section.getByLabel('When the balance falls below').fill('40');
  await section.getByLabel('Buy').fill('10');
  await section.getByLabel('At most per month').fill('20');
  await section.getByRole('button', { name: 'Save a card and turn on' }).click();

  // The sandbox's checkout saves a card and charges nothing.
  await expect(page.getByRole('heading', { name: 'Save a card' })).toBeVisible();
  await page.getByRole('button', { name: 'Save card' }).click();
  // Back on the credits tab (a page load: the app starts afresh), its auto-recharge says how it went.
  await expect(section).toBeVisible({ timeout: 15_000 });
  await expect(section.getByText('Card saved: auto-recharge is on.')).toBeVisible();
  await expect(section.getByText('On: below €40.00, €10.00 is bought with the card ending 4242.')).toBeVisible();
  await expect(page.getByText('€42.50')).toBeVisible();

  // 42.50 → 39.50: below 40, so 10.00 is bought: 49.50, and an email says so.
  await meterUsage(page, sandbox.url, { tokens: 3_750_000, cost_cents: 300 });
  expect(await mail(page, sandbox.url, 'auto_recharge')).toEqual([expect.objectContaining({ subject: 'Your API credits were recharged' })]);
  await page.goto('/account?tab=credits');
  await expect(page.getByText('€49.50')).toBeVisible();
  await expect(section.getByText('Recharged this month: €10.00 of €20.00')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Purchase history' }).getByRole('row').nth(1)).toContainText('€10.00 · Auto-recharge');

  // Another crossing takes this month to its limit; the next cannot recharge: paused, said once.
  await meterUsage(page, sandbox.url, { tokens: 12_500_000, cost_cents: 1_000 });
  await meterUsage(page, sandbox.url, { tokens: 12_500_000, cost_cents: 1_000 });
  await page.goto('/account?tab=credits');
  await expect(section.getByText(/^Paused: this month’s recharges reached your limit of €20\.00\./)).toBeVisible();
  await expect(page.getByText('€39.50')).toBeVisible();
  expect(await mail(page, sandbox.url, 'auto_recharge')).toHaveLength(2);
  expect(await mail(page, sandbox.url, 'auto_recharge_paused')).toHaveLength(1);
});
