export type { Scenario } from './scenario';
import { delay, http, HttpResponse } from 'msw';
import { apiKeys, developerAccess, pricing, TEST_API_URL } from './fixtures';
import { fileTreeHandlers } from './file-tree';
import { keyStore } from './key-store';
import { scenario, type Scenario } from './scenario';
import { spendScenarios } from './spend-scenarios';
import { keyCapScenarios } from './key-cap-scenarios';
import { requestLogScenarios } from './request-log-scenarios';
import { stepUpScenarios } from './step-up-scenarios';
import { organizationScenarios } from './organization-scenarios';
import { forecastScenarios } from './forecast-scenarios';
import { usageAnswer, usageDays } from './usage-answers';

const api = (path: string) => `${TEST_API_URL}${path}`;

/** A request a scenario keeps waiting until the test lets it go; tests reset it (setup-dom.ts). */
function createHold() {
  let release!: () => void;
  let released = new Promise<void>((resolve) => (release = resolve));
  return {
    wait: () => released,
    release: () => release(),
    /** Lets anything still waiting go, and holds the next requests afresh. */
    reset() {
      release();
      released = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

/** The keysDeleteHeld scenario's deletions: they finish when a test calls `deleteHold.release()`. */
export const deleteHold = createHold();

/** The keysSpendHeld scenario's usage answers: they come when a test calls `spendHold.release()`. */
export const spendHold = createHold();

/** The alert the creditsUsage scenario keeps between its GET and PUT; tests reset it (setup-dom.ts). */
let alertThreshold: number | null = 2000;
export function resetAlertThreshold(): void {
  alertThreshold = 2000;
}

export const scenarios = {
  default: scenario('default', 'A developer with every permission and two keys.', [
    http.get(api('/v1/profile/access'), () => HttpResponse.json(developerAccess)),
    http.get(api('/v1/api-keys'), () => HttpResponse.json({ keys: keyStore.list(), active_key_limit: 20 })),
    http.post(api('/v1/api-keys'), async ({ request }) => {
      const body = (await request.json()) as { name: string; expires_at: string | null };
      return HttpResponse.json(keyStore.create(body.name, body.expires_at), { status: 201 });
    }),
    http.delete(api('/v1/api-keys/:id'), ({ params }) =>
      keyStore.remove(String(params.id)) ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ message: 'API key not found' }, { status: 404 }),
    ),
    http.get(api('/v1/billing/api-credits/balance'), () => HttpResponse.json({ balance: 42.5 })),
    http.post(api('/v1/billing/api-credits/buy-more'), () => HttpResponse.json({ checkout_url: 'https://checkout.dashboard.test/cs_1' })),
    // Proposed API (API-PROPOSAL.md, deleting an account): .
    http.delete(api('/v1/account'), () => new HttpResponse(null, { status: 204 })),
    http.get(api('/v1/billing/api-credits/pricing'), () => HttpResponse.json(pricing)),
    // The spec's API: the proposed usage and alert endpoints (API-PROPOSAL.md) are not there.
    http.get(api('/v1/billing/api-credits/usage'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    http.all(api('/v1/billing/api-credits/alert'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    // Nor is spend control.
    ...['/usage/export', '/purchases', '/auto-recharge', '/auto-recharge/setup'].map((path) =>
      http.all(api(`/v1/billing/api-credits${path}`), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    ),
    // Nor is the request log: the shell asks once whether it is there.
    http.get(api('/v1/requests'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    // Its other reads (the histogram, as the log's page asks it beside the first page) are not there either.
    http.get(api('/v1/requests/*'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    // Nor are organisations: the switcher asks once, and shows nothing.
    http.get(api('/v1/organizations'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    // Nor is the model catalogue (nor the explorer): the shell asks once, and shows neither.
    http.get(api('/v1/models'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    ...fileTreeHandlers,
  ]),
  creditsUsage: scenario('creditsUsage', 'Proposed API (API-PROPOSAL.md): 30 days of usage, a runway, and a low-balance alert at 20.00.', [
    http.get(api('/v1/billing/api-credits/usage'), () => HttpResponse.json({ days: usageDays((index) => (index % 7 === 5 || index % 7 === 6 ? 40 : 130 + (index % 4) * 20)) })),
    http.get(api('/v1/billing/api-credits/alert'), () => HttpResponse.json({ threshold_cents: alertThreshold })),
    http.put(api('/v1/billing/api-credits/alert'), async ({ request }) => {
      alertThreshold = ((await request.json()) as { threshold_cents: number | null }).threshold_cents;
      return HttpResponse.json({ threshold_cents: alertThreshold });
    }),
  ]),
  creditsUsageLoading: scenario('creditsUsageLoading', 'The usage never arrives.', [
    http.get(api('/v1/billing/api-credits/usage'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ]),
  creditsUsageFailed: scenario('creditsUsageFailed', 'The usage endpoint fails with a 500 (the balance still shows).', [
    http.get(api('/v1/billing/api-credits/usage'), () => HttpResponse.json({ message: 'metering down' }, { status: 500 })),
  ]),
  creditsNoUsage: scenario('creditsNoUsage', 'A new user with the proposed API, no usage yet and no alert.', [
    http.get(api('/v1/billing/api-credits/balance'), () => HttpResponse.json({ balance: null })),
    http.get(api('/v1/billing/api-credits/usage'), () => HttpResponse.json({ days: usageDays(() => 0) })),
    http.get(api('/v1/billing/api-credits/alert'), () => HttpResponse.json({ threshold_cents: null })),
  ]),
  filesForbidden: scenario('filesForbidden', 'A user without read:files opens the file browser.', [
    http.get(api('/v1/files/browse'), () => HttpResponse.json({ message: 'read:files is required' }, { status: 403 })),
  ]),
  filesDown: scenario('filesDown', 'The file service fails with a 500.', [
    http.get(api('/v1/files/browse'), () => HttpResponse.json({ message: 'x' }, { status: 500 })),
  ]),
  balanceNull: scenario('balanceNull', 'A user who never bought credits.', [
    http.get(api('/v1/billing/api-credits/balance'), () => HttpResponse.json({ balance: null })),
  ]),
  balanceLoading: scenario('balanceLoading', 'The balance never arrives.', [
    http.get(api('/v1/billing/api-credits/balance'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ]),
  balanceError: scenario('balanceError', 'Fetching the balance fails with a 503.', [
    http.get(api('/v1/billing/api-credits/balance'), () => HttpResponse.json({ message: 'unavailable' }, { status: 503 })),
  ]),
  checkoutRefused: scenario('checkoutRefused', 'The server refuses to create a checkout session.', [
    http.post(api('/v1/billing/api-credits/buy-more'), () => HttpResponse.json({ message: 'no' }, { status: 400 })),
  ]),
  checkoutNoUrl: scenario('checkoutNoUrl', 'The server answers without a checkout URL.', [
    http.post(api('/v1/billing/api-credits/buy-more'), () => HttpResponse.json({})),
  ]),
  checkoutOffline: scenario('checkoutOffline', 'The checkout request never reaches the server.', [
    http.post(api('/v1/billing/api-credits/buy-more'), () => HttpResponse.error()),
  ]),
  pricingError: scenario('pricingError', 'Fetching pricing fails with a 500.', [
    http.get(api('/v1/billing/api-credits/pricing'), () => HttpResponse.json({ message: 'x' }, { status: 500 })),
  ]),
  noBilling: scenario('noBilling', 'An enterprise user with billing:ignore_credits.', [
    http.get(api('/v1/profile/access'), () =>
      HttpResponse.json({ ...developerAccess, permissions: { ...developerAccess.permissions, 'billing:ignore_credits': ['*'] } }),
    ),
  ]),
  noPermissions: scenario('noPermissions', 'A free user in trial without read permissions (Pro badges).', [
    http.get(api('/v1/profile/access'), () =>
      HttpResponse.json({ ...developerAccess, role: 'user:free', is_in_trial: true, trial_start_date: '2026-11-15T00:00:00Z', features: ['billing_credits', 'billing_subscription'], permissions: { 'read:api_keys': ['*'] } }),
    ),
  ]),
  lockedNav: scenario('lockedNav', 'A waitlisted user without read:api_keys or files: API Keys shows locked, Files hidden.', [
    http.get(api('/v1/profile/access'), () =>
      HttpResponse.json({ ...developerAccess, role: 'user:free', features: ['billing_credits'], permissions: {} }),
    ),
  ]),
  keysLoading: scenario('keysLoading', 'The key list never arrives.', [
    http.get(api('/v1/api-keys'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ]),
  keysEmpty: scenario('keysEmpty', 'A user with no keys yet.', [
    http.get(api('/v1/api-keys'), () => HttpResponse.json({ keys: [], active_key_limit: 20 })),
  ]),
  keysAtLimit: scenario('keysAtLimit', 'The server allows 2 active keys and the user has 2.', [
    http.get(api('/v1/api-keys'), () => HttpResponse.json({ keys: apiKeys, active_key_limit: 2 })),
  ]),
  keysBareArray: scenario('keysBareArray', 'An older server that answers a bare array (limit defaults to 20).', [
    http.get(api('/v1/api-keys'), () => HttpResponse.json(apiKeys)),
  ]),
  keysMixedStatus: scenario('keysMixedStatus', 'An expired, an inactive and a soon-expiring key.', [
    http.get(api('/v1/api-keys'), () =>
      HttpResponse.json({
        keys: [
          { id: 'key_expired', name: 'Old job', created_at: '2025-01-01T00:00:00Z', expires_at: '2025-06-01T23:59:59Z', is_active: true },
          { id: 'key_inactive', name: 'Paused', created_at: '2026-01-01T00:00:00Z', expires_at: null, is_active: false },
          { id: 'key_soon', name: 'Trial', created_at: '2026-01-01T00:00:00Z', expires_at: new Date(Date.now() + 3 * 86_400_000).toISOString(), is_active: true },
        ],
        active_key_limit: 20,
      }),
    ),
  ]),
  keysLastUsed: scenario('keysLastUsed', 'Proposed API (API-PROPOSAL.md): keys used days ago, never used, and unused for 90 days.', [
    http.get(api('/v1/api-keys'), () =>
      HttpResponse.json({
        keys: [
          { id: 'key_used', name: 'Production', created_at: '2026-03-04T10:15:00Z', expires_at: null, is_active: true, last_used_at: new Date(Date.now() - 3 * 86_400_000).toISOString() },
          { id: 'key_never', name: 'Forgotten test', created_at: '2026-01-10T09:00:00Z', expires_at: null, is_active: true, last_used_at: null },
          { id: 'key_stale', name: 'Old laptop', created_at: '2025-09-01T09:00:00Z', expires_at: null, is_active: true, last_used_at: new Date(Date.now() - 100 * 86_400_000).toISOString() },
        ],
        active_key_limit: 20,
      }),
    ),
    http.post(api('/v1/api-keys/:id/roll'), async ({ request, params }) => {
      const { grace_hours: graceHours } = (await request.json()) as { grace_hours: number };
      return HttpResponse.json(
        {
          id: 'key_rolled',
          name: 'Production',
          created_at: new Date().toISOString(),
          expires_at: null,
          is_active: true,
          last_used_at: null,
          secret: 'sk_test_rolled_secret',
          // With a grace period the old key ends at a fixed time, so tests can name it.
          previous: { id: params.id, expires_at: graceHours === 0 ? new Date().toISOString() : '2026-11-24T09:30:00Z' },
        },
        { status: 201 },
      );
    }),
  ]),
  keysSpend: scenario('keysSpend', "Proposed API (API-PROPOSAL.md): the API tells each key's spend over 30 days; Production spent most, Nightly job nothing, and a deleted key's spend still counts.", [
    http.get(api('/v1/billing/api-credits/usage'), ({ request }) => HttpResponse.json(usageAnswer(new URL(request.url)))),
  ]),
  keysSpendHeld: scenario('keysSpendHeld', 'The keys arrive, the spend by key waits until a test lets it go (the list shows without it after a moment).', [
    http.get(api('/v1/billing/api-credits/usage'), async ({ request }) => {
      await spendHold.wait();
      return HttpResponse.json(usageAnswer(new URL(request.url)));
    }),
  ]),
  keysListError: scenario('keysListError', 'Listing keys fails with a 500.', [
    http.get(api('/v1/api-keys'), () => HttpResponse.json({ message: 'database down' }, { status: 500 })),
  ]),
  keysCreateLost: scenario('keysCreateLost', 'The key is made on the server but the answer is lost (network error).', [
    http.post(api('/v1/api-keys'), async ({ request }) => {
      const body = (await request.json()) as { name: string };
      keyStore.create(body.name, null);
      return HttpResponse.error();
    }),
  ]),
  keysDeleteHeld: scenario('keysDeleteHeld', 'Deleting waits until the test lets it finish (shows Deleting...).', [
    http.delete(api('/v1/api-keys/:id'), async ({ params }) => {
      await deleteHold.wait();
      keyStore.remove(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ]),
  keysDeleteFails: scenario('keysDeleteFails', 'Deleting a key fails with a 403.', [
    http.delete(api('/v1/api-keys/:id'), () => HttpResponse.json({ message: 'nope' }, { status: 403 })),
  ]),
  accessLoading: scenario('accessLoading', 'The access record never arrives.', [
    http.get(api('/v1/profile/access'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ]),
  accessError: scenario('accessError', 'The access record fails with a 500.', [
    http.get(api('/v1/profile/access'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
  ]),
  sessionEnded: scenario('sessionEnded', 'This session was signed out on another device (API-PROPOSAL.md): every API call answers 401 session_revoked.', [
    http.all(api('/v1/*'), () => HttpResponse.json({ message: 'This session was signed out. Sign in again.', type: 'session_revoked' }, { status: 401 })),
  ]),
  ...spendScenarios,
  ...keyCapScenarios,
  ...stepUpScenarios,
  ...requestLogScenarios,
  ...organizationScenarios,
  ...forecastScenarios,
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;
