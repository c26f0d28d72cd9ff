import { delay, http, HttpResponse } from 'msw';
import { TEST_API_URL } from './fixtures';
import { scenario } from './scenario';
import { usageAnswer } from './usage-answers';

// Proposed API (API-PROPOSAL.md): spend control on the credits tab.
const api = (path: string) => `${TEST_API_URL}${path}`;
const RECEIPTS = 'https://api.dashboard.test/v1/billing/receipts';

type State = 'off' | 'on' | 'paused_monthly_limit' | 'payment_failed';

/** Auto-recharge as a scenario starts it; a PUT changes it until the test ends (setup-dom.ts resets it). */
function autoRecharge(state: State, card: boolean) {
  const set = state !== 'off' || card;
  return {
    enabled: state !== 'off',
    state,
    threshold_cents: set ? 1_000 : null,
    amount_cents: set ? 2_500 : null,
    monthly_limit_cents: set ? 10_000 : null,
    recharged_this_month_cents: state === 'paused_monthly_limit' ? 10_000 : state === 'on' ? 2_500 : 0,
    month_resets_at: '2026-12-01T00:00:00.000Z',
    payment_method: card ? { brand: 'visa', last4: state === 'payment_failed' ? '0341' : '4242' } : null,
  };
}

let saved: ReturnType<typeof autoRecharge> | null = null;
export function resetAutoRecharge(): void {
  saved = null;
}

/** The auto-recharge endpoints of a scenario that starts in `state`: PUT keeps what it was sent. */
function autoRechargeHandlers(state: State, card: boolean) {
  return [
    http.get(api('/v1/billing/api-credits/auto-recharge'), () => HttpResponse.json(saved ?? autoRecharge(state, card))),
    http.put(api('/v1/billing/api-credits/auto-recharge'), async ({ request }) => {
      const body = (await request.json()) as {
        enabled: boolean;
        threshold_cents: number;
        amount_cents: number;
        monthly_limit_cents: number;
      };
      const current = saved ?? autoRecharge(state, card);
      saved = { ...current, ...body, state: body.enabled ? 'on' : 'off' };
      return HttpResponse.json(saved);
    }),
    http.post(api('/v1/billing/api-credits/auto-recharge/setup'), () =>
      HttpResponse.json({
        checkout_url: 'https://checkout.dashboard.test/setup/cs_test_setup',
      }),
    ),
  ];
}

const purchase = (id: string, createdAt: string, cents: number, fields: { kind?: string; status?: string } = {}) => {
  const paid = (fields.status ?? 'paid') === 'paid';
  const number = `SBX-2026-${id.slice(-6)}`;
  return {
    id,
    created_at: createdAt,
    amount_cents: cents,
    currency: 'EUR',
    kind: fields.kind ?? 'checkout',
    status: fields.status ?? 'paid',
    receipt_number: paid ? number : null,
    receipt_url: paid ? `${RECEIPTS}/rcpt_${id}` : null,
  };
};

/** Two pages: recent purchases with an auto-recharge and a declined one, then an older one. */
const PURCHASE_PAGES: Record<string, { purchases: ReturnType<typeof purchase>[]; next_cursor: string | null }> = {
  first: {
    purchases: [
      purchase('pur_000014', '2026-11-20T09:14:03Z', 2_500, {
        kind: 'auto_recharge',
      }),
      purchase('pur_000013', '2026-11-12T16:40:00Z', 2_500, {
        kind: 'auto_recharge',
        status: 'failed',
      }),
      purchase('pur_000012', '2026-11-02T08:05:00Z', 5_000),
    ],
    next_cursor: 'page-2',
  },
  'page-2': {
    purchases: [purchase('pur_000009', '2026-09-15T12:00:00Z', 10_000)],
    next_cursor: null,
  },
};

const CSV = 'date_utc,key_id,key_name,key_deleted,requests,tokens,cost,currency\r\n2026-11-23,key_01HZX3Q8PRODUCTION,Production,false,1140,1500000,1.20,EUR\r\n';

/** Every spend-control endpoint answering, auto-recharge starting in `state`. */
function spendHandlers(state: State, card: boolean) {
  return [
    http.get(api('/v1/billing/api-credits/usage'), ({ request }) => HttpResponse.json(usageAnswer(new URL(request.url)))),
    http.get(
      api('/v1/billing/api-credits/usage/export'),
      () =>
        new HttpResponse(CSV, {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
    ),
    http.get(api('/v1/billing/api-credits/purchases'), ({ request }) => HttpResponse.json(PURCHASE_PAGES[new URL(request.url).searchParams.get('cursor') ?? 'first'])),
    ...autoRechargeHandlers(state, card),
  ];
}

const failing = (path: string) => http.get(api(path), () => HttpResponse.json({ message: 'boom' }, { status: 500 }));
const never = (path: string) =>
  http.get(api(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const spendScenarios = {
  spendControl: scenario('spendControl', 'Spend by key, the export, auto-recharge on with a saved card, and two pages of purchases.', spendHandlers('on', true)),
  spendAutoRechargeNew: scenario('spendAutoRechargeNew', 'Auto-recharge never set up (no card saved); suggested amounts to start from.', spendHandlers('off', false)),
  spendAutoRechargeOff: scenario('spendAutoRechargeOff', 'Auto-recharge turned off, a card still saved.', spendHandlers('off', true)),
  spendAutoRechargePaused: scenario('spendAutoRechargePaused', "Auto-recharge paused, this month's recharges at the monthly limit.", spendHandlers('paused_monthly_limit', true)),
  spendAutoRechargeFailed: scenario('spendAutoRechargeFailed', 'The saved card declined the last recharge.', spendHandlers('payment_failed', true)),
  spendEmpty: scenario('spendEmpty', 'A new account: no usage by any key, no purchases, auto-recharge never set up.', [
    http.get(api('/v1/billing/api-credits/usage'), ({ request }) => {
      const answer = usageAnswer(new URL(request.url));
      const days = answer.days.map((day) => ({
        ...day,
        tokens: 0,
        requests: 0,
        cost_cents: 0,
      }));
      return HttpResponse.json('keys' in answer ? { days, keys: [] } : { days });
    }),
    http.get(
      api('/v1/billing/api-credits/usage/export'),
      () =>
        new HttpResponse(CSV.split('\r\n')[0] + '\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
    ),
    http.get(api('/v1/billing/api-credits/purchases'), () => HttpResponse.json({ purchases: [], next_cursor: null })),
    ...autoRechargeHandlers('off', false),
  ]),
  spendFailed: scenario('spendFailed', 'Every spend-control endpoint fails with a 500 (the balance still shows).', [
    failing('/v1/billing/api-credits/usage'),
    failing('/v1/billing/api-credits/usage/export'),
    failing('/v1/billing/api-credits/purchases'),
    failing('/v1/billing/api-credits/auto-recharge'),
  ]),
  spendLoading: scenario('spendLoading', 'The spend-control answers never arrive.', [
    never('/v1/billing/api-credits/usage'),
    never('/v1/billing/api-credits/purchases'),
    never('/v1/billing/api-credits/auto-recharge'),
    http.get(
      api('/v1/billing/api-credits/usage/export'),
      () =>
        new HttpResponse(CSV, {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
    ),
  ]),
};
