import { beforeEach, describe, expect, it } from 'vitest';
import { apiAs, reset, startSandboxForFile, whoamiWith, sandboxNow } from './harness';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { createKey, meter, today, usageByKey, type Call } from './spend-fixtures';

// A monthly spend cap per key (packages/sandbox/API-PROPOSAL.md).
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

interface Key {
  id: string;
  name: string;
  monthly_spend_cap_cents: number | null;
  month_spend_cents: number;
}
const listKeys = async (call: Call) => ((await (await call('/v1/api-keys')).json()) as { keys: Key[] }).keys;
const setCap = (call: Call, id: string, cap: number | null) => call(`/v1/api-keys/${id}`, { method: 'PATCH', body: JSON.stringify({ monthly_spend_cap_cents: cap }) });
const accountToday = async (call: Call) => (await usageByKey(call, 'days=1')).days[0]!.cost_cents;

describe('a monthly spend cap per key', () => {
  it('is announced by the key list, so a first key can be capped at creation', async () => {
    const call = await apiAs(url(), PERSONA.new);
    expect(await (await call('/v1/api-keys')).json()).toMatchObject({ keys: [], spend_caps: true });
  });

  it('is set at creation and shown with this month’s spend on every key', async () => {
    const call = await apiAs(url(), PERSONA.new);
    const capped = await createKey(call, 'Batch', { monthly_spend_cap_cents: 5_000 });
    expect(capped).toMatchObject({ monthly_spend_cap_cents: 5_000, month_spend_cents: 0 });
    const open = await createKey(call, 'Web');
    expect(open.monthly_spend_cap_cents).toBeNull();
    await meter(url(), PERSONA.new, 1_234, { keyId: capped.id });
    expect((await listKeys(call)).map((key) => [key.name, key.monthly_spend_cap_cents, key.month_spend_cents])).toEqual([
      ['Batch', 5_000, 1_234],
      ['Web', null, 0],
    ]);
  });

  it('counts only this calendar month (UTC) as the month’s spend', async () => {
    const call = await apiAs(url());
    const { keys } = await usageByKey(call, 'days=90');
    const monthStart = `${today().slice(0, 8)}01`;
    const listed = await listKeys(call);
    for (const key of keys) {
      const thisMonth = key.days.filter((day) => day.date >= monthStart).reduce((sum, day) => sum + day.cost_cents, 0);
      expect(listed.find((entry) => entry.id === key.id)!.month_spend_cents).toBe(thisMonth);
    }
  });

  it('refuses a key at its cap with 402 until the cap is raised; the call that crossed it was served', async () => {
    const call = await apiAs(url(), PERSONA.new);
    const key = await createKey(call, 'Batch', { monthly_spend_cap_cents: 500 });
    expect((await meter(url(), PERSONA.new, 300, { keyId: key.id })).status).toBe(200);
    expect((await whoamiWith(url(), key.id, key.secret)).status).toBe(200);
    // This one crosses the cap: served and metered in full.
    expect((await meter(url(), PERSONA.new, 300, { keyId: key.id })).status).toBe(200);

    const refused = await whoamiWith(url(), key.id, key.secret);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({
      message: 'This API key has reached its monthly spend cap. Raise the cap or wait for the month to turn.',
      type: 'key_spend_cap_reached',
      cap_cents: 500,
      spend_cents: 600,
      resets_at: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00\.000Z$/),
    });
    expect(Date.parse((await (await whoamiWith(url(), key.id, key.secret)).json()).resets_at)).toBeGreaterThan(sandboxNow());
    // Refused calls are not metered: neither the key's spend nor the account's day grows.
    const before = await accountToday(call);
    const meteredAtCap = await meter(url(), PERSONA.new, 100, { keyId: key.id });
    expect(meteredAtCap.status).toBe(402);
    expect(await accountToday(call)).toBe(before);
    expect((await listKeys(call))[0]!.month_spend_cents).toBe(600);

    const raised = await setCap(call, key.id, 1_000);
    expect(raised.status).toBe(200);
    expect(await raised.json()).toMatchObject({ id: key.id, monthly_spend_cap_cents: 1_000, month_spend_cents: 600 });
    expect((await whoamiWith(url(), key.id, key.secret)).status).toBe(200);
    expect((await setCap(call, key.id, null)).status).toBe(200);
    expect((await meter(url(), PERSONA.new, 5_000, { keyId: key.id })).status).toBe(200);
    expect((await whoamiWith(url(), key.id, key.secret)).status).toBe(200);
  });

  it('is kept by a rolled key', async () => {
    const call = await apiAs(url(), PERSONA.new);
    const key = await createKey(call, 'Batch', { monthly_spend_cap_cents: 2_500 });
    const rolled = await (await call(`/v1/api-keys/${key.id}/roll`, { method: 'POST', body: JSON.stringify({ grace_hours: 1 }) })).json();
    expect(rolled).toMatchObject({ monthly_spend_cap_cents: 2_500, month_spend_cents: 0 });
  });

  it.each([50, 10_000_001, 12.5, '500'])('refuses a cap of %o', async (cap) => {
    const call = await apiAs(url(), PERSONA.new);
    const created = await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Bad', monthly_spend_cap_cents: cap }) });
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({ type: 'validation_failed', message: expect.stringContaining('monthly_spend_cap_cents') });
    const key = await createKey(call, 'Good');
    expect((await setCap(call, key.id, cap as number)).status).toBe(400);
  });

  it('answers 404 for another user’s key or a deleted one, and changes nothing', async () => {
    const dev = await apiAs(url(), PERSONA.dev);
    const [production] = await listKeys(dev);
    const other = await apiAs(url(), PERSONA.new);
    const response = await setCap(other, production!.id, 100);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'API key not found' });
    expect((await listKeys(dev))[0]!.monthly_spend_cap_cents).toBeNull();
    const mine = await createKey(other, 'Gone');
    await other(`/v1/api-keys/${mine.id}`, { method: 'DELETE' });
    expect((await setCap(other, mine.id, 100)).status).toBe(404);
  });
});
