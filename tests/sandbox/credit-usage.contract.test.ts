import { beforeEach, describe, expect, it } from 'vitest';
import { apiAs, control, mailTo, reset, startSandboxForFile, sandboxDay } from './harness';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import type { UsageDay as Day } from '../../packages/sandbox/src/db/credit-usage';

// The proposed credit usage and low-balance alert (packages/sandbox/API-PROPOSAL.md).
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

const as = (email?: string) => apiAs(url(), email);
type Call = Awaited<ReturnType<typeof as>>;

const today = () => sandboxDay();
const usage = async (call: Call, query = '') => (await call(`/v1/billing/api-credits/usage${query}`)).json() as Promise<{ days: Day[] }>;
const use = (email: string, costCents: number, tokens = 100_000) =>
  control(`${url()}/_sandbox/usage`, 'POST', { email, tokens, cost_cents: costCents }).then((response) => response.json());
const balance = async (call: Call) => ((await (await call('/v1/billing/api-credits/balance')).json()) as { balance: number | null }).balance;
const lowBalanceMail = async () => (await mailTo(url(), PERSONA.dev)).filter((mail) => mail.type === 'low_balance');
async function buy(call: Call, cents: number) {
  const { checkout_url: checkoutUrl } = await (await call('/v1/billing/api-credits/buy-more', { method: 'POST', body: JSON.stringify({ amount_in_cents: cents }) })).json();
  await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
}

describe('GET /v1/billing/api-credits/usage', () => {
  it('answers 30 days by default, oldest first, ending today, each with tokens, requests and cost', async () => {
    const { days } = await usage(await as());
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.date).toBe(today());
    expect([...days].sort((a, b) => a.date.localeCompare(b.date))).toEqual(days);
    // The seeded developer used the API every day, more on weekdays.
    for (const day of days) expect(day).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), tokens: expect.any(Number), requests: expect.any(Number), cost_cents: expect.any(Number) });
    expect(days.every((day) => day.tokens > 0 && day.requests > 0 && day.cost_cents > 0)).toBe(true);
    expect((await usage(await as(), '?days=90')).days).toHaveLength(90);
  });

  it('zero-fills the days of a user who never used the API', async () => {
    const { days } = await usage(await as(PERSONA.new), '?days=7');
    expect(days).toHaveLength(7);
    expect(days.every((day) => day.tokens === 0 && day.requests === 0 && day.cost_cents === 0)).toBe(true);
  });

  it.each(['0', '91', '2.5', 'week'])('refuses days=%s with the allowed range', async (days) => {
    const response = await (await as())(`/v1/billing/api-credits/usage?days=${days}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'days must be a whole number from 1 to 90', type: 'validation_failed' });
  });

  it('counts new usage in today and takes its cost from the balance', async () => {
    const call = await as(PERSONA.new);
    await use(PERSONA.new, 125, 250_000);
    const { days } = await usage(call, '?days=1');
    expect(days).toEqual([{ date: today(), tokens: 250_000, requests: expect.any(Number), cost_cents: 125 }]);
    expect(await balance(call)).toBe(-1.25);
  });
});

describe('the low-balance alert', () => {
  it('has none until set, and keeps a threshold in cents', async () => {
    const call = await as();
    expect(await (await call('/v1/billing/api-credits/alert')).json()).toEqual({ threshold_cents: null });
    const saved = await call('/v1/billing/api-credits/alert', { method: 'PUT', body: JSON.stringify({ threshold_cents: 4000 }) });
    expect(await saved.json()).toEqual({ threshold_cents: 4000 });
    expect(await (await call('/v1/billing/api-credits/alert')).json()).toEqual({ threshold_cents: 4000 });
  });

  it('emails once when usage takes the balance below it; a purchase back above it arms it again', async () => {
    const call = await as();
    await call('/v1/billing/api-credits/alert', { method: 'PUT', body: JSON.stringify({ threshold_cents: 4000 }) });
    await use(PERSONA.dev, 200); // 42.50 → 40.50: still above
    expect(await lowBalanceMail()).toEqual([]);
    await use(PERSONA.dev, 100); // → 39.50: crossed
    const [mail, ...more] = await lowBalanceMail();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to_email: PERSONA.dev, link: expect.stringMatching(/\/account\?tab=credits$/) });
    await use(PERSONA.dev, 100); // still below: no second email
    expect(await lowBalanceMail()).toHaveLength(1);

    await buy(call, 1000); // → 48.50: armed again
    await use(PERSONA.dev, 900); // → 39.50: crossed again
    expect(await lowBalanceMail()).toHaveLength(2);

    await call('/v1/billing/api-credits/alert', { method: 'PUT', body: JSON.stringify({ threshold_cents: null }) });
    await buy(call, 1000);
    await use(PERSONA.dev, 2000);
    expect(await lowBalanceMail()).toHaveLength(2);
  });

  it.each([[50], [12.5], ['4000'], [10_000_001]])('refuses threshold_cents %j and keeps the old one', async (threshold) => {
    const call = await as();
    await call('/v1/billing/api-credits/alert', { method: 'PUT', body: JSON.stringify({ threshold_cents: 4000 }) });
    const refused = await call('/v1/billing/api-credits/alert', { method: 'PUT', body: JSON.stringify({ threshold_cents: threshold }) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ type: 'validation_failed', message: expect.stringContaining('threshold_cents') });
    expect(await (await call('/v1/billing/api-credits/alert')).json()).toEqual({ threshold_cents: 4000 });
  });
});
