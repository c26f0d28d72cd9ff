import { beforeEach, describe, expect, it } from 'vitest';
import { apiAs, control, mailTo, reset, startSandboxForFile } from './harness';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import type { AutoRechargeView } from '../../packages/sandbox/src/db/auto-recharge';
import { balanceCents, meter, payCheckout, type Call } from './spend-fixtures';

// Auto-recharge (packages/sandbox/API-PROPOSAL.md).
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

const EMAIL = PERSONA.new;
const SETTINGS = { threshold_cents: 1_000, amount_cents: 2_500, monthly_limit_cents: 10_000 };

const read = async (call: Call) => (await (await call('/v1/billing/api-credits/auto-recharge')).json()) as AutoRechargeView;
const put = (call: Call, body: object) => call('/v1/billing/api-credits/auto-recharge', { method: 'PUT', body: JSON.stringify(body) });
const setBalance = (euros: number) => control(`${url()}/_sandbox/users/${EMAIL}`, 'PATCH', { balance: euros });
const mailOf = async (type: string) => (await mailTo(url(), EMAIL)).filter((mail) => mail.type === type);
const recharges = async (call: Call) =>
  ((await (await call('/v1/billing/api-credits/purchases?limit=100')).json()) as { purchases: { kind: string; status: string; amount_cents: number; receipt_url: string | null }[] }).purchases.filter(
    (purchase) => purchase.kind === 'auto_recharge',
  );

/** Sets auto-recharge up through the checkout, saving one of the sandbox's cards. */
async function setUp(call: Call, settings: object = SETTINGS, card = '4242') {
  const response = await call('/v1/billing/api-credits/auto-recharge/setup', { method: 'POST', body: JSON.stringify(settings) });
  expect(response.status).toBe(200);
  const { checkout_url: checkoutUrl } = (await response.json()) as { checkout_url: string };
  return { checkoutUrl, done: await payCheckout(checkoutUrl, card) };
}

describe('auto-recharge settings', () => {
  it('is off, with nothing set, for a user who never set it up', async () => {
    expect(await read(await apiAs(url(), EMAIL))).toEqual({
      enabled: false,
      state: 'off',
      threshold_cents: null,
      amount_cents: null,
      monthly_limit_cents: null,
      recharged_this_month_cents: 0,
      month_resets_at: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00\.000Z$/),
      payment_method: null,
    });
  });

  it('will not turn on without a saved payment method, and saves nothing then', async () => {
    const call = await apiAs(url(), EMAIL);
    const response = await put(call, { enabled: true, ...SETTINGS });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Save a payment method to turn on auto-recharge', type: 'payment_method_required' });
    expect((await read(call)).threshold_cents).toBeNull();
  });

  it.each([
    [{ ...SETTINGS, threshold_cents: 99 }, 'threshold_cents must be from 100 to 10000000'],
    [{ ...SETTINGS, amount_cents: 12.5 }, 'amount_cents must be a whole number of cents'],
    [{ ...SETTINGS, monthly_limit_cents: 2_000 }, 'monthly_limit_cents must be at least amount_cents'],
  ])('refuses settings out of range: %o', async (settings, message) => {
    const call = await apiAs(url(), EMAIL);
    for (const response of [await put(call, { enabled: false, ...settings }), await call('/v1/billing/api-credits/auto-recharge/setup', { method: 'POST', body: JSON.stringify(settings) })]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ type: 'validation_failed', message: expect.stringContaining(message) });
    }
  });

  it('turns on through a checkout that saves a card and charges nothing', async () => {
    const call = await apiAs(url(), EMAIL);
    const before = await balanceCents(call);
    const { checkoutUrl, done } = await setUp(call);
    const page = await (await fetch(checkoutUrl)).text();
    expect(page).toContain('Save a card');
    expect(page).toContain('Nothing is charged now.');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('http://127.0.0.1:5173/account?tab=credits&auto_recharge=on');
    expect(await read(call)).toMatchObject({ enabled: true, state: 'on', ...SETTINGS, payment_method: { brand: 'visa', last4: '4242' } });
    expect(await balanceCents(call)).toBe(before);
    expect(await recharges(call)).toEqual([]);
    // Off and on again keeps the card.
    expect((await put(call, { enabled: false, ...SETTINGS })).status).toBe(200);
    expect((await read(call)).state).toBe('off');
    expect(await (await put(call, { enabled: true, ...SETTINGS })).json()).toMatchObject({ state: 'on' });
  });

  it('stays off when the setup checkout is cancelled', async () => {
    const call = await apiAs(url(), EMAIL);
    const response = await call('/v1/billing/api-credits/auto-recharge/setup', { method: 'POST', body: JSON.stringify(SETTINGS) });
    const { checkout_url: checkoutUrl } = (await response.json()) as { checkout_url: string };
    const cancelled = await fetch(`${checkoutUrl}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.headers.get('location')).toBe('http://127.0.0.1:5173/account?tab=credits&auto_recharge=cancelled');
    expect(await read(call)).toMatchObject({ enabled: false, state: 'off', payment_method: null });
  });
});

describe('recharging', () => {
  it('buys the amount when usage takes the balance below the threshold, records it with a receipt and emails', async () => {
    const call = await apiAs(url(), EMAIL);
    await setBalance(15);
    await setUp(call);
    await call('/v1/billing/api-credits/alert', { method: 'PUT', body: JSON.stringify({ threshold_cents: 1_000 }) });
    await meter(url(), EMAIL, 400); // 11.00: above the threshold, nothing happens
    expect(await recharges(call)).toEqual([]);
    await meter(url(), EMAIL, 200); // 9.00: below, recharged by 25.00
    expect(await balanceCents(call)).toBe(900 + 2_500);
    const [recharge] = await recharges(call);
    expect(recharge).toMatchObject({ amount_cents: 2_500, status: 'paid', receipt_url: expect.stringContaining('/v1/billing/receipts/') });
    expect((await fetch(recharge!.receipt_url!)).status).toBe(200);
    expect(await mailOf('auto_recharge')).toEqual([expect.objectContaining({ link: 'http://127.0.0.1:5173/account?tab=credits' })]);
    expect(await read(call)).toMatchObject({ state: 'on', recharged_this_month_cents: 2_500 });
    // The low-balance alert judges the topped-up balance: not running low, no email.
    expect(await mailOf('low_balance')).toEqual([]);
  });

  it('never passes the monthly limit while many usage calls meter at once, and says it paused once', async () => {
    const call = await apiAs(url(), EMAIL);
    await setBalance(5);
    await setUp(call, { threshold_cents: 1_000, amount_cents: 500, monthly_limit_cents: 1_500 });
    // 40 calls at once, each leaving the balance below the threshold.
    const answers = await Promise.all(Array.from({ length: 40 }, () => meter(url(), EMAIL, 50)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const paid = (await recharges(call)).filter((recharge) => recharge.status === 'paid');
    expect(paid).toHaveLength(3);
    expect(await balanceCents(call)).toBe(500 - 40 * 50 + 3 * 500);
    expect(await read(call)).toMatchObject({ state: 'paused_monthly_limit', recharged_this_month_cents: 1_500 });
    expect(await mailOf('auto_recharge')).toHaveLength(3);
    expect(await mailOf('auto_recharge_paused')).toHaveLength(1);
    // Raising the limit lets the next crossing through.
    expect(await (await put(call, { enabled: true, threshold_cents: 1_000, amount_cents: 500, monthly_limit_cents: 2_000 })).json()).toMatchObject({ state: 'on' });
    await meter(url(), EMAIL, 1);
    expect((await read(call)).recharged_this_month_cents).toBe(2_000);
  });

  it('meters an event delivered twice once, and recharges for it once', async () => {
    const call = await apiAs(url(), EMAIL);
    await setBalance(10.5);
    await setUp(call);
    const answers = await Promise.all(Array.from({ length: 5 }, () => meter(url(), EMAIL, 100, { eventId: 'evt-42' })));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { duplicate: boolean }[];
    expect(bodies.filter((body) => !body.duplicate)).toHaveLength(1);
    expect(await balanceCents(call)).toBe(1_050 - 100 + 2_500);
    expect(await recharges(call)).toHaveLength(1);
  });

  it('records a declined recharge as failed, stops trying, and starts again once a card is saved', async () => {
    const call = await apiAs(url(), EMAIL);
    await setBalance(12);
    await setUp(call, SETTINGS, '0341');
    await meter(url(), EMAIL, 300);
    await meter(url(), EMAIL, 300);
    expect(await recharges(call)).toEqual([expect.objectContaining({ status: 'failed', receipt_url: null, amount_cents: 2_500 })]);
    expect(await balanceCents(call)).toBe(600);
    expect(await read(call)).toMatchObject({ enabled: true, state: 'payment_failed', payment_method: { last4: '0341' } });
    expect(await mailOf('auto_recharge_failed')).toHaveLength(1);

    await setUp(call, SETTINGS, '4242');
    expect(await read(call)).toMatchObject({ state: 'on', payment_method: { last4: '4242' } });
    await meter(url(), EMAIL, 100);
    expect(await balanceCents(call)).toBe(500 + 2_500);
  });

  it('does nothing while turned off', async () => {
    const call = await apiAs(url(), EMAIL);
    await setBalance(11);
    await setUp(call);
    await put(call, { enabled: false, ...SETTINGS });
    await meter(url(), EMAIL, 500);
    expect(await recharges(call)).toEqual([]);
    expect(await balanceCents(call)).toBe(600);
  });
});
