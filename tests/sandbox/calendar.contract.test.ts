import { describe, expect, it } from 'vitest';
import { PRICING } from '../../packages/sandbox/src/api/pricing';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { CALENDAR_EDGES, nextDayStart, nextMonthStart, utcDay } from '../calendar-edges';
import { apiAs, control, sandboxNow, startSandboxForFile, whoamiWith } from './harness';
import { callsAs, seededOrganizationId } from './organization-fixtures';
import { BERLIN, forecastWith, setBalance } from './request-log-fixtures';
import { buyCredits, createKey, meter, payCheckout, type Call } from './spend-fixtures';

// The calendar sweep: every rule the sandbox dates by, tried at the instants where a date rule is
// most easily got wrong, each from a world seeded on that day (`POST /_sandbox/reset {"now"}`), the
// clock then moved across the turn of the day, the month or the year (`PUT /_sandbox/clock`).
const sandbox = startSandboxForFile();
const url = () => sandbox().url;

const DAY_MS = 86_400_000;
const resetAt = async (at: string | number) => expect((await control(`${url()}/_sandbox/reset`, 'POST', { now: new Date(at).toISOString() })).status).toBe(200);
const moveClock = async (at: number) => expect((await control(`${url()}/_sandbox/clock`, 'PUT', { now: new Date(at).toISOString() })).status).toBe(200);
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;

interface UsageAnswer {
  days: { date: string; tokens: number; cost_cents: number }[];
}
interface KeyListed {
  id: string;
  month_spend_cents: number;
}

/** What the published price table charges for `tokens` when the month had `monthTokens` before them (microcents). */
function priceMicrocents(model: string, tokens: number, monthTokens: number): number {
  const volume = monthTokens + tokens;
  const band = PRICING.volume_bands.find((entry) => volume > entry.min_volume_excl && (entry.max_volume_incl === null || volume <= entry.max_volume_incl))!;
  return tokens * Math.round(Number((band.pricing_by_group as Record<string, string>)[PRICING.model_groups[model]!]) * 100);
}

describe('the control API’s clock', () => {
  it('reads, moves, and goes back to its start setting on a plain reset; a reset with now seeds that day', async () => {
    const started = await json<{ now: string; offset_ms: number }>(fetch(`${url()}/_sandbox/clock`));
    expect(Math.abs(Date.parse(started.now) - sandboxNow())).toBeLessThan(1_000);
    await moveClock(Date.parse('2028-02-29T23:59:00Z'));
    expect(utcDay(sandboxNow())).toBe('2028-02-29');
    await resetAt('2027-01-31T23:50:00Z');
    const usage = await json<UsageAnswer>((await apiAs(url()))('/v1/billing/api-credits/usage?days=1'));
    expect(usage.days.map((day) => day.date)).toEqual(['2027-01-31']);
    expect(usage.days[0]!.tokens).toBeGreaterThan(0);
    expect((await control(`${url()}/_sandbox/reset`, 'POST', {})).status).toBe(200);
    const after = await json<{ offset_ms: number }>(fetch(`${url()}/_sandbox/clock`));
    expect(Math.abs(after.offset_ms - started.offset_ms)).toBeLessThan(1_000);
  });

  it.each([['2027-02-30T00:00:00Z'], ['2027-01-31T23:50:00'], ['tomorrow']])('refuses the instant %s with a reason, and keeps its time', async (now) => {
    const before = sandboxNow();
    const refused = await control(`${url()}/_sandbox/clock`, 'PUT', { now });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/ISO 8601 instant with its zone/);
    expect(sandboxNow() - before).toBeLessThan(5_000);
  });
});

describe.each(CALENDAR_EDGES)('at $name ($at)', ({ at }) => {
  const edge = Date.parse(at);
  const today = utcDay(edge);
  const monthStart = `${today.slice(0, 8)}01`;
  const dayOfMonth = Number(today.slice(8));

  it('dates usage by the UTC day, and every range ends on today with today counted', async () => {
    await resetAt(at);
    const call = await apiAs(url(), PERSONA.new);
    expect((await meter(url(), PERSONA.new, 1_234)).status).toBe(200);
    const month = await json<UsageAnswer>(call(`/v1/billing/api-credits/usage?from=${monthStart}&to=${today}`));
    expect(month.days).toHaveLength(dayOfMonth);
    expect(month.days.at(-1)).toMatchObject({ date: today, cost_cents: 1_234 });
    const thirty = await json<UsageAnswer>(call('/v1/billing/api-credits/usage?days=30'));
    expect(thirty.days.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, index) => utcDay(edge - (29 - index) * DAY_MS)));
    // A year's export: from the day after the same date a year before (366 days over a 29 February), never more.
    const [year, monthIndex, day] = [new Date(edge).getUTCFullYear(), new Date(edge).getUTCMonth(), new Date(edge).getUTCDate()];
    const yearBefore = Date.UTC(year - 1, monthIndex, Math.min(day, new Date(Date.UTC(year - 1, monthIndex + 1, 0)).getUTCDate()));
    expect((await call(`/v1/billing/api-credits/usage/export?from=${utcDay(yearBefore + DAY_MS)}&to=${today}`)).status).toBe(200);
    expect((await call(`/v1/billing/api-credits/usage/export?from=${utcDay(yearBefore)}&to=${today}`)).status).toBe(edge - yearBefore >= 366 * DAY_MS ? 400 : 200);
    expect((await call(`/v1/billing/api-credits/usage/export?from=${today}&to=${utcDay(nextDayStart(edge))}`)).status).toBe(400);
  });

  it('prices a request in the band this month’s volume reaches, and logs it on its day', async () => {
    await resetAt(at);
    const call = await apiAs(url());
    const key = await createKey(call, 'Sweep');
    const before = await json<UsageAnswer>(call(`/v1/billing/api-credits/usage?from=${monthStart}&to=${today}`));
    const monthTokens = before.days.reduce((sum, entry) => sum + entry.tokens, 0);
    // The seeds date back from the edge: this month holds its days since the 1st and no more.
    expect(before.days).toHaveLength(dayOfMonth);
    const answered = await forecastWith(url(), key);
    expect(answered.status).toBe(200);
    const { requests } = await json<{ requests: { id: string; created_at: string; tokens: number; cost_microcents: number }[] }>(
      call(`/v1/requests?from=${new Date(sandboxNow() - DAY_MS).toISOString()}&to=${new Date(sandboxNow() + 1_000).toISOString()}&key_id=${key.id}`),
    );
    expect(requests).toHaveLength(1);
    expect(utcDay(Date.parse(requests[0]!.created_at))).toBe(today);
    expect(requests[0]!.cost_microcents).toBe(priceMicrocents(BERLIN.model, requests[0]!.tokens, monthTokens));
  });

  it('holds a key at its spend cap for the rest of the month, and lets it through once the month turns', async () => {
    await resetAt(at);
    const call: Call = await apiAs(url(), PERSONA.new);
    const key = await createKey(call, 'Capped', { monthly_spend_cap_cents: 500 });
    expect((await meter(url(), PERSONA.new, 600, { keyId: key.id })).status).toBe(200);
    const refused = await whoamiWith(url(), key.id, key.secret);
    expect(refused.status).toBe(402);
    const resetsAt = nextMonthStart(edge);
    expect(((await refused.json()) as { resets_at: string }).resets_at).toBe(new Date(resetsAt).toISOString());
    await moveClock(resetsAt - 60_000);
    expect((await whoamiWith(url(), key.id, key.secret)).status).toBe(402);
    await moveClock(resetsAt + 1_000);
    expect((await whoamiWith(url(), key.id, key.secret)).status).toBe(200);
    const { keys } = await json<{ keys: KeyListed[] }>((await apiAs(url(), PERSONA.new))('/v1/api-keys'));
    expect(keys.find((listed) => listed.id === key.id)!.month_spend_cents).toBe(0);
  });

  it('pauses auto-recharge at its monthly limit, and recharges again once the month turns', async () => {
    await resetAt(at);
    const call = await apiAs(url(), PERSONA.new);
    const setup = await json<{ checkout_url: string }>(
      call('/v1/billing/api-credits/auto-recharge/setup', { method: 'POST', body: JSON.stringify({ threshold_cents: 1_000, amount_cents: 2_500, monthly_limit_cents: 2_500 }) }),
    );
    expect((await payCheckout(setup.checkout_url, '4242')).status).toBe(303);
    await setBalance(url(), PERSONA.new, 5);
    expect((await meter(url(), PERSONA.new, 100)).status).toBe(200);
    const paused = await json<{ state: string; recharged_this_month_cents: number; month_resets_at: string }>(call('/v1/billing/api-credits/auto-recharge'));
    expect(paused).toMatchObject({ state: 'paused_monthly_limit', recharged_this_month_cents: 2_500, month_resets_at: new Date(nextMonthStart(edge)).toISOString() });
    await moveClock(nextMonthStart(edge) + 1_000);
    const after = await json<{ state: string; recharged_this_month_cents: number }>((await apiAs(url(), PERSONA.new))('/v1/billing/api-credits/auto-recharge'));
    expect(after).toMatchObject({ state: 'on', recharged_this_month_cents: 0 });
  });

  it('numbers a receipt with the year it was paid in, on either side of the night', async () => {
    await resetAt(at);
    const receipts: string[] = [];
    for (const when of [edge, nextDayStart(edge) + 60_000]) {
      await moveClock(when);
      const call = await apiAs(url(), PERSONA.new);
      expect((await (await buyCredits(call, 1_000)).pay()).status).toBe(303);
      const { purchases } = await json<{ purchases: { receipt_number: string; created_at: string }[] }>(call('/v1/billing/api-credits/purchases'));
      expect(utcDay(Date.parse(purchases[0]!.created_at))).toBe(utcDay(when));
      receipts.push(purchases[0]!.receipt_number);
    }
    expect(receipts.map((receipt) => receipt.slice(0, 8))).toEqual([`SBX-${today.slice(0, 4)}`, `SBX-${utcDay(nextDayStart(edge)).slice(0, 4)}`]);
  });

  it('keeps an invitation open for a week by the clock, then calls it expired', async () => {
    await resetAt(at);
    const organizationId = await seededOrganizationId(url());
    const owner = await callsAs(url(), PERSONA.dev);
    const created = await owner(`/v1/organizations/${organizationId}/invitations`, { method: 'POST', body: JSON.stringify({ email: PERSONA.expired, role: 'viewer' }) });
    const invitation = (await created.json()) as { id: string; expires_at: string };
    expect(Math.abs(Date.parse(invitation.expires_at) - (edge + 7 * DAY_MS))).toBeLessThan(60_000);
    await moveClock(Date.parse(invitation.expires_at) - 60_000);
    const listed = async () =>
      (await json<{ invitations: { id: string; status: string }[] }>((await callsAs(url(), PERSONA.dev))(`/v1/organizations/${organizationId}/invitations`))).invitations.find(
        (entry) => entry.id === invitation.id,
      )!.status;
    expect(await listed()).toBe('pending');
    await moveClock(Date.parse(invitation.expires_at) + 60_000);
    expect(await listed()).toBe('expired');
    const accepted = await (await callsAs(url(), PERSONA.expired))(`/v1/invitations/${invitation.id}/accept`, { method: 'POST' });
    expect([accepted.status, ((await accepted.json()) as { type: string }).type]).toEqual([410, 'invitation_expired']);
  });

  it('finds an event in the audit log by its UTC day, and stops a key set to expire today at 23:59:59 UTC', async () => {
    await resetAt(at);
    const call = await apiAs(url(), PERSONA.new);
    const key = await createKey(call, 'Ends today', { expires_at: `${today}T23:59:59Z` });
    expect((await whoamiWith(url(), key.id, key.secret)).status).toBe(200);
    const { events } = await json<{ events: { action: string; target: { id: string } | null }[] }>(
      call(`/v1/audit-log?from=${today}T00:00:00.000Z&to=${utcDay(nextDayStart(edge))}T00:00:00.000Z`),
    );
    expect(events.some((event) => event.action === 'key.created' && event.target?.id === key.id)).toBe(true);
    await moveClock(Date.parse(`${today}T23:59:59Z`) + 1_000);
    const expired = await whoamiWith(url(), key.id, key.secret);
    expect([expired.status, ((await expired.json()) as { type: string }).type]).toEqual([401, 'key_expired']);
  });
});
