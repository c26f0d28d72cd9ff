import { beforeEach, describe, expect, it } from 'vitest';
import { apiAs, control, reset, startSandboxForFile, sandboxNow, sandboxDay } from './harness';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import type { ApiKeyUsage, UsageDay as Day } from '../../packages/sandbox/src/db/credit-usage';

// Usage by key (packages/sandbox/API-PROPOSAL.md, `?group_by=key`).
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

const as = (email?: string) => apiAs(url(), email);
type Call = Awaited<ReturnType<typeof as>>;

const today = () => sandboxDay();
const daysAgo = (days: number) => sandboxDay(days);
const byKey = async (call: Call, days = 30) => (await call(`/v1/billing/api-credits/usage?days=${days}&group_by=key`)).json() as Promise<{ days: Day[]; keys: ApiKeyUsage[] }>;
const meter = (email: string, costCents: number, keyId?: string) =>
  control(`${url()}/_sandbox/usage`, 'POST', { email, tokens: costCents * 1_000, cost_cents: costCents, ...(keyId ? { key_id: keyId } : {}) });
const createKey = async (call: Call, name: string) => ((await (await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name, expires_at: null }) })).json()) as { id: string }).id;
const spent = (key: ApiKeyUsage | undefined) => key?.days.reduce((sum, day) => sum + day.cost_cents, 0);

describe('GET /v1/billing/api-credits/usage?group_by=key', () => {
  it('adds each key’s days to the account’s, the key that cost most first; the seeded keys add up to the account', async () => {
    const { days, keys } = await byKey(await as());
    expect(days).toHaveLength(30);
    expect(keys.map((key) => [key.name, key.deleted])).toEqual([
      ['Production', false],
      ['Staging', false],
    ]);
    for (const key of keys) expect(key.days.map((day) => day.date)).toEqual(days.map((day) => day.date));
    for (const [index, day] of days.entries()) {
      const keysDay = keys.map((key) => key.days[index]!);
      expect(keysDay.reduce((sum, entry) => sum + entry.cost_cents, 0)).toBe(day.cost_cents);
      expect(keysDay.reduce((sum, entry) => sum + entry.tokens, 0)).toBe(day.tokens);
      expect(keysDay.reduce((sum, entry) => sum + entry.requests, 0)).toBe(day.requests);
    }
    // Staging was made 14 days ago: nothing before.
    expect(keys[1]!.days.slice(0, 15).every((day) => day.cost_cents === 0)).toBe(true);
    expect(keys[1]!.days.at(-1)!.cost_cents).toBeGreaterThan(0);
  });

  it('counts metered usage for the key that made it, and usage tied to no key for the account alone', async () => {
    const call = await as(PERSONA.new);
    const first = await createKey(call, 'Ingest');
    const second = await createKey(call, 'Dashboard');
    expect((await byKey(call, 7)).keys).toEqual([]);

    await meter(PERSONA.new, 300, first);
    await meter(PERSONA.new, 500, second);
    await meter(PERSONA.new, 200, first);
    await meter(PERSONA.new, 50);
    const { days, keys } = await byKey(call, 7);
    expect(keys.map((key) => [key.name, spent(key)])).toEqual([
      ['Dashboard', 500],
      ['Ingest', 500],
    ]);
    expect(keys[0]!.days.at(-1)).toEqual({ date: today(), tokens: 500_000, requests: expect.any(Number), cost_cents: 500 });
    expect(days.at(-1)!.cost_cents).toBe(1_050);
    // A key that made calls was used: its 'last used' agrees with its spend.
    const listed = ((await (await call('/v1/api-keys')).json()) as { keys: { id: string; last_used_at: string | null }[] }).keys;
    for (const key of listed) expect(sandboxNow() - Date.parse(key.last_used_at!)).toBeLessThan(60_000);
  });

  it('keeps a deleted key’s usage under its name, marked deleted', async () => {
    const call = await as(PERSONA.new);
    const id = await createKey(call, 'Old job');
    await meter(PERSONA.new, 400, id);
    expect((await call(`/v1/api-keys/${id}`, { method: 'DELETE' })).ok).toBe(true);
    const { keys } = await byKey(call, 1);
    const requests = expect.any(Number);
    expect(keys).toEqual([
      { id, name: 'Old job', deleted: true, total: { tokens: 400_000, requests, cost_cents: 400 }, days: [{ date: today(), tokens: 400_000, requests, cost_cents: 400 }] },
    ]);
  });

  it('gives each key its period’s total, and only the totals with key_days=false', async () => {
    const call = await as();
    const full = await byKey(call);
    const totalsOnly = (await (await call('/v1/billing/api-credits/usage?days=30&group_by=key&key_days=false')).json()) as { days: Day[]; keys: ApiKeyUsage[] };
    expect(totalsOnly.days).toEqual(full.days);
    expect(totalsOnly.keys).toEqual(full.keys.map(({ days: _days, ...key }) => key));
    for (const key of full.keys) {
      expect(key.total.cost_cents).toBe(spent(key));
      expect(key.total.tokens).toBe(key.days.reduce((sum, day) => sum + day.tokens, 0));
    }
    const wrong = await call('/v1/billing/api-credits/usage?group_by=key&key_days=no');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'key_days must be true or false', type: 'validation_failed' });
  });

  it('answers any range of UTC dates up to a year, the same days as the last N days', async () => {
    const call = await as();
    const last30 = await byKey(call);
    const range = await (await call(`/v1/billing/api-credits/usage?from=${last30.days[0]!.date}&to=${today()}&group_by=key`)).json();
    expect(range).toEqual(last30);
    const year = (await (await call(`/v1/billing/api-credits/usage?from=${daysAgo(365)}&to=${today()}`)).json()) as { days: Day[] };
    expect(year.days).toHaveLength(366);
    const tooLong = await call(`/v1/billing/api-credits/usage?from=${daysAgo(366)}&to=${today()}`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ type: 'validation_failed', message: expect.stringContaining('at most 366 days') });
  });

  it.each(['/v1/billing/api-credits/usage?from=0000-01-01&to=0000-12-31', '/v1/billing/api-credits/usage/export?from=0000-12-31&to=0001-01-01'])(
    'refuses year 0000 as it refuses any date that is none, not with a 500 (%s)',
    async (path) => {
      const response = await (await as())(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ type: 'validation_failed', message: expect.stringContaining('from and to must be dates') });
    },
  );

  it('answers without keys when not asked to group', async () => {
    expect(Object.keys(await (await (await as())('/v1/billing/api-credits/usage?days=3')).json())).toEqual(['days']);
  });

  it.each(['user', 'KEY', ''])('refuses group_by=%j', async (groupBy) => {
    const response = await (await as())(`/v1/billing/api-credits/usage?group_by=${groupBy}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'group_by must be key', type: 'validation_failed' });
  });

  it('meters nothing on another user’s key', async () => {
    const devKeys = (await byKey(await as())).keys;
    const refused = await meter(PERSONA.new, 100, devKeys[0]!.id);
    expect(refused.status).toBe(404);
    const { days } = await byKey(await as(PERSONA.new), 1);
    expect(days[0]!.cost_cents).toBe(0);
    expect(spent((await byKey(await as())).keys[0])).toBe(spent(devKeys[0]));
  });
});
