import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { chooseKeyAction, createdKey, createKey, deleteKey, expect, expectTabStaysIn, meterUsage, patchUser, sandboxNow, signIn, storedSession, test, whoami } from './fixtures';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';

test.beforeEach(async ({ page }) => {
  await page.goto('/api-keys');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
});

// The key table as the shell shows it at 1440 px: one line per key (tests/e2e/key-table.spec.ts); narrower, what it holds decides.
test.use({ viewport: { width: 1440, height: 900 } });

test('a key shows when it was last used: Never until it answers whoami, then now; an old unused key is marked until it is used', async ({ page, sandbox }) => {
  // The sandbox answers the proposed last_used_at (API-PROPOSAL.md), so the column shows.
  await expect(page.getByRole('columnheader', { name: 'Last used' })).toBeVisible();
  // The seeded Production key made calls within the last day or two.
  const production = page.getByRole('row', { name: /Production/ });
  await expect(production.getByRole('cell').nth(4)).toHaveText(/^(now|\d+ (seconds?|minutes?|hours?) ago|yesterday)$/);
  await expect(production.getByText('Unused for 90 days')).toHaveCount(0);

  await createKey(page, 'Last use check');
  const created = await createdKey(page);
  await created.dialog.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: /Last use check/ });
  await expect(row.getByRole('cell').nth(4)).toHaveText('Never');
  await expect(row.getByText('Unused for 90 days')).toHaveCount(0);

  // Made 100 days ago and never used: a candidate for deletion.
  await page.request.patch(`${sandbox.url}/_sandbox/keys/${created.id}`, { data: { created_at: new Date((await sandboxNow()) - 100 * 86_400_000).toISOString() } });
  await page.reload();
  await expect(row.getByText('Unused for 90 days')).toBeVisible();

  expect((await whoami(page, sandbox.url, created.id, created.secret)).status()).toBe(200);
  await page.reload();
  const used = row.getByRole('cell').nth(4);
  await expect(used).toHaveText('now');
  await expect(row.getByText('Unused for 90 days')).toHaveCount(0);
  // The full date-time, in the user's zone, on hover.
  await expect(used.locator('time')).toHaveAttribute('title', /\d{4} at .+/);
});

test('usage metered on two keys shows as each key’s 30-day spend, as the API counts it', async ({ page, sandbox }) => {
  await expect(page.getByRole('columnheader', { name: 'Spend, 30 days' })).toBeVisible();
  const ids: Record<string, string> = {};
  for (const name of ['Ingest', 'Dashboard']) {
    await createKey(page, name);
    const created = await createdKey(page);
    ids[name] = created.id;
    await created.dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) }).getByRole('cell', { name: '€0.00', exact: true })).toBeVisible();
  }
  const meter = (keyId: string, costCents: number) => meterUsage(page, sandbox.url, { tokens: costCents * 1_000, cost_cents: costCents, key_id: keyId });
  expect((await meter(ids.Ingest!, 300)).ok()).toBe(true);
  expect((await meter(ids.Dashboard!, 1_250)).ok()).toBe(true);
  expect((await meter(ids.Ingest!, 45)).ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('row', { name: /Ingest/ }).getByRole('cell', { name: '€3.45', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Dashboard/ }).getByRole('cell', { name: '€12.50', exact: true })).toBeVisible();
  // The seeded Production key's spend is what the API says it spent, to the cent.
  const { access_token: token } = await storedSession(page);
  const usage = (await (await page.request.get(`${sandbox.url}/v1/billing/api-credits/usage?days=30&group_by=key`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    keys: { name: string; days: { cost_cents: number }[] }[];
  };
  const productionCents = usage.keys.find((key) => key.name === 'Production')!.days.reduce((sum, day) => sum + day.cost_cents, 0);
  expect(productionCents).toBeGreaterThan(0);
  const euros = `€${(productionCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByRole('row', { name: /Production/ }).getByRole('cell', { name: euros, exact: true })).toBeVisible();
});

test('roll a key: the new secret shows once, the old one answers through the grace period and is refused after it', async ({ page, sandbox }) => {
  const answers = (id: string, secret: string) => whoami(page, sandbox.url, id, secret);
  await createKey(page, 'Roll me');
  const { dialog: createdDialog, id: oldId, secret: oldSecret } = await createdKey(page);
  await createdDialog.getByRole('button', { name: 'Done' }).click();

  await chooseKeyAction(page, page.getByRole('row', { name: /Roll me/ }), 'Roll');
  const roll = page.getByRole('dialog', { name: 'Roll API Key' });
  await roll.getByRole('radio', { name: '1 hour' }).check();
  await roll.getByRole('button', { name: 'Roll key' }).click();
  const { dialog: rolled, id: newId, secret: newSecret } = await createdKey(page);
  expect(newId).not.toBe(oldId);
  await expect(page.getByRole('status').filter({ hasText: 'API key "Roll me" rolled. The old key stops working' })).toBeAttached();
  await rolled.getByRole('button', { name: 'Done' }).click();

  // Both rows, the old one now with an expiry an hour away.
  const rows = page.getByRole('row', { name: /Roll me/ });
  await expect(rows).toHaveCount(2);
  const oldRow = page.getByRole('row').filter({ hasText: oldId });
  await expect(oldRow.getByRole('cell').nth(3)).not.toHaveText('Never');
  await expect(oldRow.getByText('Expires soon')).toBeVisible();

  // During the grace period both secrets work; once it has passed, only the new one.
  expect((await answers(oldId, oldSecret)).status()).toBe(200);
  expect((await answers(newId, newSecret)).status()).toBe(200);
  await page.request.patch(`${sandbox.url}/_sandbox/keys/${oldId}`, { data: { expires_at: new Date((await sandboxNow()) - 1000).toISOString() } });
  const refused = await answers(oldId, oldSecret);
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ type: 'key_rolled', replaced_by: newId });
  expect((await answers(newId, newSecret)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: oldId }).getByText('Expired')).toBeVisible();
});

test('create a key with expiry, copy the secret, download the details, then delete it', { tag: '@edge' }, async ({ page, context, sandbox }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'New API Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New API Key' });
  await dialog.getByLabel('Key Name').fill('E2E weekly');
  await dialog.getByLabel('Set expiration').check();
  await dialog.getByLabel('Expiration date').fill('2030-01-31');
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByRole('dialog', { name: 'New API Key Created' })).toBeVisible();
  const { dialog: created, id: keyId, secret } = await createdKey(page);
  await created.getByRole('button', { name: 'Copy Secret' }).click();
  await expect(created.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  const [download] = await Promise.all([page.waitForEvent('download'), created.getByRole('button', { name: 'Download Key Details' }).click()]);
  expect(download.suggestedFilename()).toBe('E2E weekly.json');
  const details = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(details).toMatchObject({ name: 'E2E weekly', id: keyId, secret, expires_at: '2030-01-31T23:59:59.000Z' });
  expect(details.warnings).toHaveLength(2);

  expect(await (await whoami(page, sandbox.url, keyId, secret)).json()).toMatchObject({ email: PERSONA.dev, scope: 'jua:api' });

  await created.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: /E2E weekly/ });
  await expect(row).toContainText('Jan 31, 2030');
  await expect(page.getByText('API Keys: 3/20')).toBeVisible();

  await deleteKey(page, 'E2E weekly');
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
  expect((await whoami(page, sandbox.url, keyId, secret)).status()).toBe(401);
});

test('at the server’s limit, New API Key is disabled with the hint', async ({ page }) => {
  await patchUser(page, PERSONA.dev, { active_key_limit: 2 });
  await page.reload();
  await expect(page.getByText('API Keys: 2/2')).toBeVisible();
  const button = page.getByRole('button', { name: 'New API Key' });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Delete unused keys to create new ones')).toBeVisible();
  await button.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Delete unused keys to create new ones');
  await button.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a CLI on this computer receives a key through /cli-auth, and the key works', { tag: '@edge' }, async ({ page, sandbox }) => {
  const received: URLSearchParams[] = [];
  const cli = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/callback') received.push(url.searchParams);
    response.setHeader('content-type', 'text/html');
    response.end('<h1>Key received. You can close this tab.</h1>');
  });
  await new Promise<void>((resolve) => cli.listen(0, '127.0.0.1', resolve));
  const { port } = cli.address() as AddressInfo;
  try {
    await page.goto(`/cli-auth?callback=${encodeURIComponent(`http://127.0.0.1:${port}/callback`)}&api_key_name=e2e-cli&state=xyz`);
    await expect(page.getByRole('heading', { name: 'CLI Authentication Request' })).toBeVisible();
    await expect(page.getByText(`127.0.0.1:${port}`)).toBeVisible();
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect(page.getByRole('heading', { name: 'Key received. You can close this tab.' })).toBeVisible();

    expect(received).toHaveLength(1);
    const key = Object.fromEntries(received[0]!);
    expect(key).toMatchObject({ name: 'e2e-cli', expires_at: '', state: 'xyz' });
    const answer = await whoami(page, sandbox.url, key.id!, key.secret!);
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ email: PERSONA.dev, key_name: 'e2e-cli', scope: 'jua:api' });
  } finally {
    cli.close();
  }
});

test('a callback off this computer is refused and no key is made', async ({ page }) => {
  await page.goto(`/cli-auth?callback=${encodeURIComponent('http://127.0.0.1.evil.example/cb')}&api_key_name=stolen`);
  await expect(page.getByRole('alert')).toContainText('must be an http:// address on this computer');
  await expect(page.getByRole('button', { name: 'Authorize' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Return to Keys' }).click();
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
});

test('the create dialog holds focus, a press outside or Escape closes it, and focus returns to New API Key', async ({ page }) => {
  const newKey = page.getByRole('button', { name: 'New API Key' });
  await newKey.click();
  const dialog = page.getByRole('dialog', { name: 'Create New API Key' });
  await expect(dialog.getByLabel('Key Name')).toBeFocused();
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);
  await expect(newKey).toBeFocused();

  await newKey.press('Enter');
  await expect(dialog.getByLabel('Key Name')).toBeFocused();
  await expectTabStaysIn(page, dialog, 8);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(newKey).toBeFocused();
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
});

test('cap a key: metered past its cap, the API refuses it and the table says so; a raised cap lets it through', async ({ page, sandbox }) => {
  await page.getByRole('button', { name: 'New API Key' }).click();
  const create = page.getByRole('dialog', { name: 'Create New API Key' });
  await create.getByLabel('Key Name').fill('Capped bot');
  await create.getByLabel('Monthly spend cap in EUR (optional)').fill('5');
  await create.getByRole('button', { name: 'Create' }).click();
  const { dialog: created, id, secret } = await createdKey(page);
  await created.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: /Capped bot/ });
  const month = row.getByRole('cell').filter({ hasText: /of €5\.00/ });
  await expect(month).toHaveText('€0.00 of €5.00');
  expect((await whoami(page, sandbox.url, id, secret)).status()).toBe(200);

  // The call that crosses the cap is served and metered in full; from then on the key is refused.
  expect((await meterUsage(page, sandbox.url, { tokens: 600_000, cost_cents: 600, key_id: id })).ok()).toBe(true);
  const refused = await whoami(page, sandbox.url, id, secret);
  expect(refused.status()).toBe(402);
  expect(await refused.json()).toMatchObject({ type: 'key_spend_cap_reached', cap_cents: 500, spend_cents: 600 });
  await page.reload();
  await expect(month).toHaveText('€6.00 of €5.00Cap reached');

  await chooseKeyAction(page, row, 'Spend cap');
  const dialog = page.getByRole('dialog', { name: 'Monthly spend cap' });
  await expect(dialog.getByText('Capped bot has spent €6.00 this month (UTC).')).toBeVisible();
  await expect(dialog.getByLabel('Monthly spend cap in EUR (optional)')).toHaveValue('5');
  await dialog.getByLabel('Monthly spend cap in EUR (optional)').fill('10');
  await dialog.getByRole('button', { name: 'Save cap' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The spend cap of Capped bot is now €10.00 a month.' })).toBeAttached();
  await expect(row.getByRole('cell').filter({ hasText: /of €10\.00/ })).toHaveText('€6.00 of €10.00');
  expect((await whoami(page, sandbox.url, id, secret)).status()).toBe(200);
});
