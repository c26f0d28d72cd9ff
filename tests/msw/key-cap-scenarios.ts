import { delay, http, HttpResponse } from 'msw';
import { TEST_API_URL } from './fixtures';
import { usageDays } from './usage-answers';
import { scenario } from './scenario';

// Proposed API (API-PROPOSAL.md): a monthly spend cap per key.
const api = (path: string) => `${TEST_API_URL}${path}`;

interface CappedKey {
  id: string;
  name: string;
  created_at: string;
  expires_at: string | null;
  is_active: boolean;
  monthly_spend_cap_cents: number | null;
  month_spend_cents: number;
}

/** Production under its cap, Backfill at it and Batch job past it (both refused), Nightly job without a cap. */
const CAPPED_KEYS: CappedKey[] = [
  { id: 'key_production', name: 'Production', created_at: '2026-03-04T10:15:00Z', expires_at: null, is_active: true, monthly_spend_cap_cents: 5_000, month_spend_cents: 1_230 },
  { id: 'key_batch', name: 'Batch job', created_at: '2026-06-01T08:00:00Z', expires_at: null, is_active: true, monthly_spend_cap_cents: 2_000, month_spend_cents: 2_040 },
  { id: 'key_backfill', name: 'Backfill', created_at: '2026-07-15T12:00:00Z', expires_at: null, is_active: true, monthly_spend_cap_cents: 1_500, month_spend_cents: 1_500 },
  { id: 'key_nightly', name: 'Nightly job', created_at: '2026-05-20T08:00:00Z', expires_at: '2027-05-20T23:59:59Z', is_active: true, monthly_spend_cap_cents: null, month_spend_cents: 300 },
];

let keys: CappedKey[] = structuredClone(CAPPED_KEYS);
let created = 0;
/** Back to the scenario's first keys (setup-dom.ts, after each test). */
export function resetKeyCaps(): void {
  keys = structuredClone(CAPPED_KEYS);
  created = 0;
}

/** The key list with caps offered; `patch` answers a cap change; POST creates a key with its cap, DELETE removes one. */
function capHandlers(list: () => CappedKey[], patch: (request: Request, id: string) => Promise<Response>) {
  return [
    http.get(api('/v1/api-keys'), () => HttpResponse.json({ keys: list(), active_key_limit: 20, spend_caps: true })),
    http.patch(api('/v1/api-keys/:id'), ({ request, params }) => patch(request, String(params.id))),
    http.delete(api('/v1/api-keys/:id'), ({ params }) => {
      keys = keys.filter((key) => key.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(api('/v1/api-keys'), async ({ request }) => {
      const body = (await request.json()) as { name: string; expires_at: string | null; monthly_spend_cap_cents?: number | null };
      created += 1;
      const key = { id: `key_capped_${created}`, name: body.name, created_at: new Date().toISOString(), expires_at: body.expires_at, is_active: true, monthly_spend_cap_cents: body.monthly_spend_cap_cents ?? null, month_spend_cents: 0 };
      keys = [...keys, key];
      return HttpResponse.json({ ...key, secret: `sk_test_capped_${created}` }, { status: 201 });
    }),
  ];
}

async function savePatch(request: Request, id: string): Promise<Response> {
  const { monthly_spend_cap_cents: cap } = (await request.json()) as { monthly_spend_cap_cents: number | null };
  const key = keys.find((candidate) => candidate.id === id);
  if (!key) return HttpResponse.json({ message: 'API key not found' }, { status: 404 });
  key.monthly_spend_cap_cents = cap;
  return HttpResponse.json(key);
}

/**
 * Every column the sandbox persona's key table has (last used, spend over 30 days, the month
 * against a cap), with a name too long for its column: what the table must fit on one line.
 */
function everyColumnHandlers() {
  const lastUsed: Record<string, number> = { key_production: 5 * 60_000, key_batch: 3 * 3_600_000, key_backfill: 2 * 86_400_000, key_nightly: 20 * 86_400_000 };
  const names: Record<string, string> = { key_backfill: 'Backfill of the North Sea wind farm telemetry' };
  const list = () =>
    keys.map((key) => ({
      ...key,
      name: names[key.id] ?? key.name,
      last_used_at: key.id in lastUsed ? new Date(Date.now() - lastUsed[key.id]!).toISOString() : null,
    }));
  const daily: Record<string, number> = { key_production: 120, key_batch: 68, key_backfill: 50, key_nightly: 10 };
  return [
    ...capHandlers(list, savePatch),
    http.get(api('/v1/billing/api-credits/usage'), ({ request }) => {
      const perKey = list().map((key) => {
        const days = usageDays(() => daily[key.id] ?? 0);
        const total = days.reduce((sum, day) => ({ tokens: sum.tokens + day.tokens, requests: sum.requests + day.requests, cost_cents: sum.cost_cents + day.cost_cents }), { tokens: 0, requests: 0, cost_cents: 0 });
        return { id: key.id, name: key.name, deleted: false, total };
      });
      const days = usageDays(() => Object.values(daily).reduce((sum, cents) => sum + cents, 0));
      return HttpResponse.json(new URL(request.url).searchParams.get('group_by') === 'key' ? { days, keys: perKey } : { days });
    }),
  ];
}

export const keyCapScenarios = {
  keysEveryColumn: scenario('keysEveryColumn', "Proposed API (API-PROPOSAL.md): every column the sandbox persona's table has (last used, spend over 30 days, the month against a cap) and a name too long for its column.", everyColumnHandlers()),
  keysCapped: scenario('keysCapped', "Proposed API (API-PROPOSAL.md): keys with monthly spend caps: one under its cap, one at it and one past it (the API refuses both), one without a cap.", capHandlers(() => keys, savePatch)),
  keysCapsNoKeys: scenario('keysCapsNoKeys', 'An API with spend caps and a user without keys yet (the first key can be capped at creation).', capHandlers(() => keys.filter((key) => key.id.startsWith('key_capped_')), savePatch)),
  keysCapSaving: scenario('keysCapSaving', 'Saving a cap never finishes (the dialog shows Saving...).', capHandlers(() => keys, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  })),
  keysCapRefused: scenario('keysCapRefused', 'The API refuses a cap out of its range with a 400.', capHandlers(() => keys, async () =>
    HttpResponse.json({ message: 'monthly_spend_cap_cents must be from 100 to 10000000', type: 'validation_failed' }, { status: 400 }),
  )),
};
