import { beforeEach, describe, expect, it } from 'vitest';
import { apiAs, reset, startSandboxForFile } from './harness';
import { createApp } from '../../packages/sandbox/src/app';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { balanceCents, buyCredits, type Call } from './spend-fixtures';

// Purchases, receipts and idempotent purchases (packages/sandbox/API-PROPOSAL.md).
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

interface Purchase {
  id: string;
  created_at: string;
  amount_cents: number;
  currency: string;
  kind: string;
  status: string;
  receipt_number: string | null;
  receipt_url: string | null;
}
type Page = { purchases: Purchase[]; next_cursor: string | null };

const purchases = async (call: Call, query = '') => (await (await call(`/v1/billing/api-credits/purchases${query}`)).json()) as Page;

describe('the request log', () => {
  it('logs a receipt’s route, never its token (the token is the receipt’s only key)', async () => {
    const call = await apiAs(url(), PERSONA.new);
    await (await buyCredits(call, 1_000)).pay();
    const receiptUrl = (await purchases(call)).purchases[0]!.receipt_url!;
    const token = receiptUrl.split('/').at(-1)!;
    const lines: string[] = [];
    const app = createApp(sandbox().ctx, { log: (line) => lines.push(line) });
    const answer = await app.fetch(new Request(`${receiptUrl}?download=1`));
    expect(answer.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(token);
    expect(JSON.parse(lines[0]!)).toMatchObject({ method: 'GET', route: '/v1/billing/receipts/:token', status: 200 });
  });
});

describe('GET /v1/billing/api-credits/purchases', () => {
  it('lists nothing for a user who never bought credits', async () => {
    expect(await purchases(await apiAs(url(), PERSONA.new))).toEqual({ purchases: [], next_cursor: null });
  });

  it('lists paid checkouts newest first with a receipt that opens without a bearer; an unpaid or cancelled checkout is no purchase', async () => {
    const call = await apiAs(url(), PERSONA.new);
    await (await buyCredits(call, 1_000)).pay();
    await (await buyCredits(call, 2_500)).pay();
    await buyCredits(call, 9_900);
    const cancelled = await buyCredits(call, 7_700);
    await fetch(`${cancelled.checkoutUrl}/cancel`, { method: 'POST', redirect: 'manual' });

    const { purchases: listed, next_cursor: next } = await purchases(call);
    expect(next).toBeNull();
    expect(listed.map((purchase) => [purchase.amount_cents, purchase.kind, purchase.status, purchase.currency])).toEqual([
      [2_500, 'checkout', 'paid', 'EUR'],
      [1_000, 'checkout', 'paid', 'EUR'],
    ]);
    const newest = listed[0]!;
    expect(newest.receipt_number).toMatch(/^SBX-\d{4}-\d{6}$/);
    expect(newest.receipt_number).not.toBe(listed[1]!.receipt_number);

    const receipt = await fetch(newest.receipt_url!);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('cache-control')).toBe('private, no-store');
    // Its token is in its address: no referrer leaves with it, no script runs, no site frames it.
    expect(Object.fromEntries(['x-content-type-options', 'x-frame-options', 'referrer-policy'].map((name) => [name, receipt.headers.get(name)]))).toEqual({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
    expect(receipt.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
    const text = await receipt.text();
    expect(text).toContain(`Receipt ${newest.receipt_number}`);
    expect(text).toContain('€25.00');
    expect(text).toContain(PERSONA.new);
    const download = await fetch(`${newest.receipt_url}?download=1`);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${newest.receipt_number}.html"`);
    expect((await fetch(`${url()}/v1/billing/receipts/rcpt_not-a-receipt`)).status).toBe(404);
  });

  it('pages through purchases with a cursor, each once, newest first', async () => {
    const call = await apiAs(url(), PERSONA.new);
    for (const cents of [100, 200, 300, 400, 500]) await (await buyCredits(call, cents)).pay();
    const pages: Page[] = [await purchases(call, '?limit=2')];
    while (pages.at(-1)!.next_cursor) pages.push(await purchases(call, `?limit=2&cursor=${pages.at(-1)!.next_cursor}`));
    expect(pages.map((page) => page.purchases.map((purchase) => purchase.amount_cents))).toEqual([[500, 400], [300, 200], [100]]);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['cursor=bm90LWEtcHVyY2hhc2U', 'cursor is not valid'],
  ])('refuses %s', async (query, message) => {
    const response = await (await apiAs(url()))(`/v1/billing/api-credits/purchases?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, type: 'validation_failed' });
  });

  it('does not show one user’s purchases or cursor to another', async () => {
    const dev = await apiAs(url(), PERSONA.dev);
    for (const cents of [100, 200]) await (await buyCredits(dev, cents)).pay();
    const { next_cursor: cursor } = await purchases(dev, '?limit=1');
    const other = await apiAs(url(), PERSONA.new);
    expect(await purchases(other)).toEqual({ purchases: [], next_cursor: null });
    expect((await other(`/v1/billing/api-credits/purchases?cursor=${cursor}`)).status).toBe(400);
  });
});

describe('idempotent purchases', () => {
  it('opens one checkout for one Idempotency-Key, however many times and at once it is sent', async () => {
    const call = await apiAs(url(), PERSONA.new);
    const urls = await Promise.all(Array.from({ length: 8 }, async () => (await buyCredits(call, 1_500, 'order-7f3a')).checkoutUrl));
    expect(new Set(urls).size).toBe(1);
    expect((await buyCredits(call, 1_500, 'order-other')).checkoutUrl).not.toBe(urls[0]);
    expect((await buyCredits(call, 1_500)).checkoutUrl).not.toBe((await buyCredits(call, 1_500)).checkoutUrl);
  });

  it('records a paid checkout once and credits the balance once, however often it is paid', async () => {
    const call = await apiAs(url(), PERSONA.new);
    const before = await balanceCents(call);
    const checkout = await buyCredits(call, 4_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkout.pay()));
    expect(answers.every((answer) => answer.status === 303)).toBe(true);
    expect(await balanceCents(call)).toBe(before + 4_000);
    expect((await purchases(call)).purchases.map((purchase) => purchase.amount_cents)).toEqual([4_000]);
  });

  it('refuses the same key with another body, or on another endpoint, saying so, and opens nothing for it', async () => {
    const call = await apiAs(url(), PERSONA.new);
    const buy = (cents: number) => call('/v1/billing/api-credits/buy-more', { method: 'POST', body: JSON.stringify({ amount_in_cents: cents }), headers: { 'idempotency-key': 'order-9c1d' } });
    const first = (await (await buy(500)).json()) as { checkout_url: string };
    const otherBody = await buy(9_999_999);
    expect(otherBody.status).toBe(422);
    expect(await otherBody.json()).toMatchObject({ type: 'idempotency_key_reused', message: expect.stringContaining('another request') });
    const otherEndpoint = await call('/v1/billing/api-credits/auto-recharge/setup', {
      method: 'POST',
      body: JSON.stringify({ threshold_cents: 500, amount_cents: 2_000, monthly_limit_cents: 10_000 }),
      headers: { 'idempotency-key': 'order-9c1d' },
    });
    expect(otherEndpoint.status).toBe(422);
    expect(await otherEndpoint.json()).toMatchObject({ type: 'idempotency_key_reused' });
    // The same request again is still answered with the first checkout; the refused ones opened none.
    expect(await (await buy(500)).json()).toEqual(first);
    const { rows } = await sandbox().ctx.db.query<{ count: number }>('select count(*)::int as count from checkout_sessions');
    expect(rows[0]!.count).toBe(1);
  });

  it('forgets a key after 24 hours: the same key then opens a new checkout', async () => {
    const call = await apiAs(url(), PERSONA.new);
    const first = await buyCredits(call, 1_000, 'order-daily');
    expect((await buyCredits(call, 1_000, 'order-daily')).checkoutUrl).toBe(first.checkoutUrl);
    // A day and an hour pass.
    await sandbox().ctx.db.query("update idempotency_records set created_at = sandbox_now() - interval '25 hours'");
    const later = await buyCredits(call, 2_000, 'order-daily');
    expect(later.checkoutUrl).not.toBe(first.checkoutUrl);
    expect((await buyCredits(call, 2_000, 'order-daily')).checkoutUrl).toBe(later.checkoutUrl);
  });

  it('refuses an Idempotency-Key that is not 1 to 255 visible characters', async () => {
    const call = await apiAs(url(), PERSONA.new);
    const response = await call('/v1/billing/api-credits/buy-more', { method: 'POST', body: JSON.stringify({ amount_in_cents: 100 }), headers: { 'idempotency-key': 'x'.repeat(256) } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Idempotency-Key must be 1 to 255 visible ASCII characters', type: 'validation_failed' });
  });
});
