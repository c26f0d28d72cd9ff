import { beforeEach, describe, expect, it } from 'vitest';
import { api, apiAs, control, reset, startSandboxForFile, sandboxNow } from './harness';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { createKey, daysAgo, meter, today, usageByKey } from './spend-fixtures';

// The usage export (packages/sandbox/API-PROPOSAL.md, `GET …/usage/export`).
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

interface Row {
  date_utc: string;
  key_id: string;
  key_name: string;
  key_deleted: string;
  requests: string;
  tokens: string;
  cost: string;
  currency: string;
}

/** The export's lines as records (the names used here hold no commas or quotes). */
function parse(csv: string): { header: string[]; rows: Row[] } {
  const lines = csv.split('\r\n');
  expect(lines.at(-1)).toBe('');
  const header = lines[0]!.split(',');
  const rows = lines.slice(1, -1).map((line) => Object.fromEntries(line.split(',').map((value, index) => [header[index], value])) as unknown as Row);
  return { header, rows };
}

const cents = (cost: string) => Math.round(Number(cost) * 100);

/** A user with a year of usage: a key from before the year, another made 100 days ago and since deleted, and days before any key. */
async function userWithAYear() {
  const call = await apiAs(url(), PERSONA.new);
  const ingest = await createKey(call, 'Ingest');
  const dashboard = await createKey(call, 'Dashboard');
  const date = (id: string, days: number) =>
    control(`${url()}/_sandbox/keys/${id}`, 'PATCH', { created_at: new Date(sandboxNow() - days * 86_400_000).toISOString() });
  await date(ingest.id, 300);
  await date(dashboard.id, 100);
  const seeded = await control(`${url()}/_sandbox/usage/history`, 'POST', { email: PERSONA.new, days: 400 });
  expect(seeded.status).toBe(201);
  expect((await call(`/v1/api-keys/${dashboard.id}`, { method: 'DELETE' })).status).toBe(204);
  return { call, ingest, dashboard };
}

describe('GET /v1/billing/api-credits/usage/export', () => {
  it('disarms a formula wherever a spreadsheet may start a cell: after a semicolon or a line break inside a key’s name too', async () => {
    const call = await apiAs(url(), PERSONA.new);
    // Names anyone can suggest through a CLI link: a German spreadsheet splits on `;`.
    for (const name of ['x;=1+1;', 'line\n=1+1']) {
      const key = await createKey(call, name);
      expect((await meter(url(), PERSONA.new, 25, { keyId: key.id })).ok).toBe(true);
    }
    const csv = await (await call(`/v1/billing/api-credits/usage/export?from=${today()}&to=${today()}`)).text();
    expect(csv).toContain(`,"x;'=1+1;",`);
    expect(csv).toContain(`,"line\n'=1+1",`);
    // Nowhere does a separator or a line break precede a formula character unguarded.
    expect(csv).not.toMatch(/[,;\n]=|[,;\n]"=|;\+|;@/);
  });

  it('exports a year as CSV, a row per day and key, adding up to the API’s days and keys', async () => {
    const { call, ingest, dashboard } = await userWithAYear();
    const from = daysAgo(365);
    const response = await call(`/v1/billing/api-credits/usage/export?from=${from}&to=${today()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="usage_${from}_to_${today()}_utc.csv"`);
    const { header, rows } = parse(await response.text());
    expect(header).toEqual(['date_utc', 'key_id', 'key_name', 'key_deleted', 'requests', 'tokens', 'cost', 'currency']);
    expect(rows.every((row) => row.currency === 'EUR' && /^\d+\.\d{2}$/.test(row.cost))).toBe(true);

    const api = await usageByKey(call, `from=${from}&to=${today()}`);
    expect(api.days).toHaveLength(366);
    // Every day of the year adds up to the account's day, tokens, requests and cost.
    for (const day of api.days) {
      const dayRows = rows.filter((row) => row.date_utc === day.date);
      expect(dayRows.reduce((sum, row) => sum + cents(row.cost), 0)).toBe(day.cost_cents);
      expect(dayRows.reduce((sum, row) => sum + Number(row.tokens), 0)).toBe(day.tokens);
      expect(dayRows.reduce((sum, row) => sum + Number(row.requests), 0)).toBe(day.requests);
    }
    // Each key's rows add up to its total; the deleted key is marked, under its name.
    for (const key of api.keys) {
      const keyRows = rows.filter((row) => row.key_id === key.id);
      expect(keyRows.reduce((sum, row) => sum + cents(row.cost), 0)).toBe(key.total.cost_cents);
      expect(new Set(keyRows.map((row) => `${row.key_name}/${row.key_deleted}`))).toEqual(new Set([`${key.name}/${String(key.deleted)}`]));
    }
    expect(api.keys.map((key) => [key.id, key.deleted])).toEqual(expect.arrayContaining([[ingest.id, false], [dashboard.id, true]]));
    // Before any key existed, the usage is tied to none: rows with an empty key.
    const untied = rows.filter((row) => row.key_id === '');
    expect(untied.length).toBeGreaterThan(0);
    expect(untied.every((row) => row.date_utc < daysAgo(299) && row.key_name === '' && row.key_deleted === '')).toBe(true);
    // Oldest day first.
    expect(rows.map((row) => row.date_utc)).toEqual(rows.map((row) => row.date_utc).sort());
  });

  it('writes no row for a day or key without usage, and only a header for a range without any', async () => {
    const call = await apiAs(url(), PERSONA.new);
    const key = await createKey(call, 'Only today');
    await meter(url(), PERSONA.new, 123, { keyId: key.id });
    const week = parse(await (await call(`/v1/billing/api-credits/usage/export?from=${daysAgo(6)}&to=${today()}`)).text());
    expect(week.rows).toEqual([{ date_utc: today(), key_id: key.id, key_name: 'Only today', key_deleted: 'false', requests: expect.any(String), tokens: '123000', cost: '1.23', currency: 'EUR' }]);
    const before = parse(await (await call(`/v1/billing/api-credits/usage/export?from=${daysAgo(30)}&to=${daysAgo(1)}`)).text());
    expect(before.rows).toEqual([]);
  });

  it('writes a key name a spreadsheet would run as a formula with a leading quote', async () => {
    const call = await apiAs(url(), PERSONA.new);
    const key = await createKey(call, '=SUM(A1:A9)');
    await meter(url(), PERSONA.new, 10, { keyId: key.id });
    const csv = await (await call(`/v1/billing/api-credits/usage/export?from=${today()}&to=${today()}`)).text();
    expect(csv).toContain(`,${key.id},'=SUM(A1:A9),false,`);
  });

  // The queries are made as each test runs: the days are the sandbox's, whose clock starts with the file.
  it.each([
    ['no range', () => '', 'from and to must be dates'],
    ['days instead of a range', () => '?days=30', 'The export takes from and to, not days'],
    ['more than a year', () => `?from=${daysAgo(366)}&to=${today()}`, 'at most 366 days'],
    ['a reversed range', () => `?from=${today()}&to=${daysAgo(3)}`, 'from not after to'],
  ])('refuses %s with a JSON 400', async (_, query, message) => {
    const response = await (await apiAs(url()))(`/v1/billing/api-credits/usage/export${query()}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'validation_failed', message: expect.stringContaining(message) });
  });

  it('answers 401 without a valid bearer token', async () => {
    const response = await api(url(), 'not-a-token')(`/v1/billing/api-credits/usage/export?from=${today()}&to=${today()}`);
    expect(response.status).toBe(401);
  });
});
