import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../../packages/dashboard-kit/src/api/client';
import { DashboardError, signOutNoticeOf } from '../../../packages/dashboard-kit/src/api/errors';
import { codeAnswerOf, emailAnswerOf, enrolProblemOf, passwordAnswerOf } from '../../../packages/dashboard-kit/src/data/account/auth-answers.logic';
import { fetchEndpoint } from '../../../packages/dashboard-kit/src/data/endpoint-query';
import { sendEndpoint } from '../../../packages/dashboard-kit/src/data/endpoint-mutation';
import { ACCESS } from '../../../packages/dashboard-kit/src/data/access/endpoints';
import { API_KEYS, CREATE_API_KEY } from '../../../packages/dashboard-kit/src/data/api-keys/endpoints';
import { BALANCE, CHECKOUT, PRICING, SPEND_BY_KEY, USAGE_BY_KEY } from '../../../packages/dashboard-kit/src/data/billing/endpoints';
import { FOLDER } from '../../../packages/dashboard-kit/src/data/files/endpoints';
import { AUTO_RECHARGE, PURCHASES } from '../../../packages/dashboard-kit/src/data/billing/spend-endpoints';
import { en } from '../../../packages/dashboard-kit/src/i18n/messages';
import { securityEn } from '../../../packages/dashboard-kit/src/i18n/en/security';

/** The personal account: no organisation header. */
const PERSONAL = { organizationId: null };
const fetchAccess = (api: ApiClient) => fetchEndpoint(api, ACCESS, PERSONAL, undefined);
const fetchApiKeys = (api: ApiClient) => fetchEndpoint(api, API_KEYS, PERSONAL, undefined);
const fetchBalance = (api: ApiClient) => fetchEndpoint(api, BALANCE, PERSONAL, undefined);
const fetchPricing = (api: ApiClient) => fetchEndpoint(api, PRICING, PERSONAL, undefined);
const fetchUsageByKey = (api: ApiClient) => fetchEndpoint(api, USAGE_BY_KEY, PERSONAL, undefined);
const fetchSpendByKey = (api: ApiClient) => fetchEndpoint(api, SPEND_BY_KEY, PERSONAL, undefined);
const fetchFolder = (api: ApiClient, path: string) => fetchEndpoint(api, FOLDER, PERSONAL, path);
const fetchPurchases = (api: ApiClient) => fetchEndpoint(api, PURCHASES, PERSONAL, { cursor: null });
const fetchAutoRecharge = (api: ApiClient) => fetchEndpoint(api, AUTO_RECHARGE, PERSONAL, undefined);
const createApiKey = (api: ApiClient) => sendEndpoint(api, CREATE_API_KEY, PERSONAL, { name: 'fuzz', expires_at: null });
const startCheckout = (api: ApiClient, amountInCents: number) => sendEndpoint(api, CHECKOUT, PERSONAL, amountInCents);
import { anyPayload, garbledBodies, validPayloads } from '../../fuzz/payloads';

/**
 * Every API call's parser against thousands of random and malformed answers (SECURITY.md):
 * each yields data of the promised shape or a catalogue error, never anything else.
 */
const RUNS = 1000;

interface Answer {
  status: number;
  body: string | null;
}

const statuses = fc.oneof({ weight: 6, arbitrary: fc.constant(200) }, { weight: 1, arbitrary: fc.integer({ min: 201, max: 599 }) });

function answers(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Answer> {
  const json = anyPayload(valid).map((payload) => JSON.stringify(payload) ?? 'null');
  return fc.tuple(statuses, fc.oneof({ weight: 5, arbitrary: json }, { weight: 1, arbitrary: garbledBodies })).map(([status, body]) => ({
    status,
    body: [204, 205, 304].includes(status) ? null : body,
  }));
}

function clientAnswering(answer: Answer): ApiClient {
  return createApiClient({
    baseUrl: 'https://api.fuzz.test',
    getAccessToken: async () => 'token',
    fetch: async () => new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } }),
  });
}

const catalogue = new Set<string>(Object.values(en.apiErrors));
const isValidDate = (value: unknown) => value instanceof Date && !Number.isNaN(value.getTime());
const isStringArray = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

function expectCatalogueError(error: unknown): void {
  expect(error).toBeInstanceOf(DashboardError);
  expect(catalogue).toContain((error as Error).message);
}

interface Call {
  name: string;
  valid: fc.Arbitrary<unknown>;
  run: (api: ApiClient) => Promise<unknown>;
  /** What the widget relies on in a successful answer. */
  expectData: (data: never) => void;
  expectError?: (error: unknown) => void;
}

const calls: Call[] = [
  {
    name: 'GET /v1/profile/access',
    valid: validPayloads.access,
    run: (api) => fetchAccess(api),
    expectData: (record: Awaited<ReturnType<typeof fetchAccess>>) => {
      expect(typeof record.role).toBe('string');
      expect(isStringArray(record.features)).toBe(true);
      for (const resources of Object.values(record.permissions)) expect(isStringArray(resources)).toBe(true);
      expect(typeof record.trial_duration).toBe('number');
      expect(typeof record.is_in_trial).toBe('boolean');
    },
  },
  {
    name: 'GET /v1/api-keys',
    valid: validPayloads.keyList,
    run: (api) => fetchApiKeys(api),
    expectData: (list: Awaited<ReturnType<typeof fetchApiKeys>>) => {
      expect(Number.isInteger(list.activeKeyLimit) && list.activeKeyLimit >= 0).toBe(true);
      for (const key of list.keys) {
        expect(typeof key.id === 'string' && typeof key.name === 'string' && typeof key.is_active === 'boolean').toBe(true);
        expect(isValidDate(key.created_at)).toBe(true);
        expect(key.expires_at === null || isValidDate(key.expires_at)).toBe(true);
        expect(key.replaced_by === undefined || key.replaced_by === null || typeof key.replaced_by === 'string').toBe(true);
      }
    },
  },
  {
    name: 'POST /v1/api-keys',
    valid: validPayloads.createdKey,
    run: (api) => createApiKey(api),
    expectData: (key: Awaited<ReturnType<typeof createApiKey>>) => {
      expect(typeof key.id === 'string' && typeof key.secret === 'string').toBe(true);
      expect(isValidDate(key.created_at)).toBe(true);
    },
  },
  {
    name: 'GET /v1/billing/api-credits/balance',
    valid: validPayloads.balance,
    run: (api) => fetchBalance(api),
    expectData: (body: Awaited<ReturnType<typeof fetchBalance>>) => {
      expect(body.balance === null || typeof body.balance === 'number').toBe(true);
    },
  },
  {
    name: 'POST /v1/billing/api-credits/buy-more',
    valid: validPayloads.checkout,
    run: (api) => startCheckout(api, 1000),
    // The browser is sent there: only ever a web page.
    expectData: (url: string) => expect(['https:', 'http:']).toContain(new URL(url).protocol),
    expectError: (error) => {
      expect(error).toBeInstanceOf(DashboardError);
      expect((error as DashboardError).section).toBe('credits');
      expect(en.credits).toHaveProperty([(error as DashboardError).code]);
    },
  },
  {
    name: 'GET /v1/billing/api-credits/pricing',
    valid: validPayloads.pricing,
    run: (api) => fetchPricing(api),
    expectData: (pricing: Awaited<ReturnType<typeof fetchPricing>>) => {
      for (const band of pricing.volume_bands) {
        expect(typeof band.min_volume_excl).toBe('number');
        for (const price of Object.values(band.pricing_by_group)) expect(price).toMatch(/^\d+(\.\d+)?$/);
      }
      expect(isStringArray(pricing.group_display_order)).toBe(true);
    },
  },
  {
    name: 'GET /v1/billing/api-credits/usage?group_by=key',
    valid: validPayloads.usageByKey,
    run: (api) => fetchUsageByKey(api),
    // null: the API does not offer usage by key (a 404), and the key table shows no spend column.
    expectData: (usage: Awaited<ReturnType<typeof fetchUsageByKey>>) => {
      if (usage === null) return;
      for (const key of usage.keys) {
        expect(typeof key.id === 'string' && typeof key.name === 'string' && typeof key.deleted === 'boolean').toBe(true);
        for (const day of key.days) expect(Number.isSafeInteger(day.cost_cents) && day.cost_cents >= 0).toBe(true);
      }
    },
  },
  {
    name: 'GET /v1/billing/api-credits/usage?group_by=key&key_days=false',
    valid: validPayloads.spendByKey,
    run: (api) => fetchSpendByKey(api),
    // null: not offered, and the key table shows no spend column; else every key's spend is whole cents.
    expectData: (spend: Awaited<ReturnType<typeof fetchSpendByKey>>) => {
      if (spend === null) return;
      for (const key of spend.keys) {
        expect(typeof key.id === 'string' && typeof key.name === 'string' && typeof key.deleted === 'boolean').toBe(true);
        expect(Number.isSafeInteger(key.cost_cents) && key.cost_cents >= 0).toBe(true);
      }
    },
  },
  {
    name: 'GET /v1/billing/api-credits/purchases',
    valid: validPayloads.purchases,
    run: (api) => fetchPurchases(api),
    // A receipt link is opened by the user: only ever a web page.
    expectData: (page: Awaited<ReturnType<typeof fetchPurchases>>) => {
      if (page === null) return;
      for (const purchase of page.purchases) {
        expect(isValidDate(purchase.created_at)).toBe(true);
        if (purchase.receipt_url !== null) expect(['https:', 'http:']).toContain(new URL(purchase.receipt_url).protocol);
      }
    },
  },
  {
    name: 'GET /v1/billing/api-credits/auto-recharge',
    valid: validPayloads.autoRecharge,
    run: (api) => fetchAutoRecharge(api),
    expectData: (data: Awaited<ReturnType<typeof fetchAutoRecharge>>) => {
      if (data === null) return;
      expect(['off', 'on', 'paused_monthly_limit', 'payment_failed']).toContain(data.state);
      expect(isValidDate(data.month_resets_at)).toBe(true);
    },
  },
  {
    name: 'GET /v1/files/browse',
    valid: validPayloads.browse,
    run: (api) => fetchFolder(api, '/'),
    expectData: (entries: Awaited<ReturnType<typeof fetchFolder>>) => {
      for (const entry of entries) {
        expect(typeof entry.name === 'string' && typeof entry.path === 'string').toBe(true);
        expect(['directory', 'file']).toContain(entry.type);
      }
    },
    expectError: (error) => {
      expect(error).toMatchObject({ section: 'files', code: 'FILE_BROWSER_ERROR' });
      expectCatalogueError((error as DashboardError).cause);
    },
  },
];

describe('every response parser, fuzzed', () => {
  beforeAll(() => {
    // The client logs each unexpected shape; thousands of them are expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it.each(calls)('$name yields data of its shape or a catalogue error', async (call) => {
    const outcomes = { data: 0, error: 0 };
    await fc.assert(
      fc.asyncProperty(answers(call.valid), async (answer) => {
        let result: { ok: true; value: unknown } | { ok: false; error: unknown };
        try {
          result = { ok: true, value: await call.run(clientAnswering(answer)) };
        } catch (error) {
          result = { ok: false, error };
        }
        if (result.ok) {
          outcomes.data += 1;
          call.expectData(result.value as never);
        } else {
          outcomes.error += 1;
          (call.expectError ?? expectCatalogueError)(result.error);
        }
        // A `__proto__` key in an answer never reaches Object.prototype.
        expect(Object.prototype).not.toHaveProperty('polluted');
        expect(Object.keys(Object.prototype)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    // Both branches really ran: the generator makes good and bad answers alike.
    expect(outcomes.data).toBeGreaterThan(RUNS / 20);
    expect(outcomes.error).toBeGreaterThan(RUNS / 5);
  });

  it('turns a huge list into data without choking (100,000 folder entries)', async () => {
    const contents = Array.from({ length: 100_000 }, (_, index) => ({ name: `f${index}`, path: `/big/f${index}`, type: 'file' }));
    const api = clientAnswering({ status: 200, body: JSON.stringify({ contents }) });
    expect(await fetchFolder(api, '/big')).toHaveLength(100_000);
  });

  it('refuses a checkout URL that would run script in the dashboard', async () => {
    for (const checkout_url of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', '//evil.test/pay']) {
      const failure = await startCheckout(clientAnswering({ status: 200, body: JSON.stringify({ checkout_url }) }), 1000).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DashboardError);
      expect(failure).toMatchObject({ section: 'credits', code: 'checkoutFailed' });
    }
  });
});

/**
 * The refusals that name themselves: the provider API's (a session ended, an account deleted, a
 * recent code needed, a cap, a roll) by status and type, and the auth service's (wrong codes past
 * their limits, a stale session) by code. Whatever else an answer carries, each is read as what it
 * is, and nothing else is read as one.
 */
describe('named refusals, fuzzed', () => {
  const NAMED = [
    { status: 401, type: 'session_revoked', code: 'SESSION_ENDED', notice: 'sessionEnded' },
    { status: 401, type: 'account_deleted', code: 'ACCOUNT_DELETED', notice: 'accountDeleted' },
    { status: 403, type: 'insufficient_aal', code: 'STEP_UP_REQUIRED', notice: undefined },
    { status: 402, type: 'key_spend_cap_reached', code: 'KEY_SPEND_CAP_REACHED', notice: undefined },
    { status: 409, type: 'key_already_rolled', code: 'KEY_ALREADY_ROLLED', notice: undefined },
  ] as const;
  const extras = fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 });

  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('reads each provider refusal by its status and type, and signs out only for an ended session or account', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...NAMED), fc.integer({ min: 400, max: 599 }), extras, fc.string(), async (named, status, extra, message) => {
        const body = JSON.stringify({ ...extra, message, type: named.type });
        const error = await fetchApiKeys(clientAnswering({ status, body })).catch((failure: unknown) => failure);
        expectCatalogueError(error);
        if (status === named.status) {
          expect((error as DashboardError).code).toBe(named.code);
          expect(signOutNoticeOf(error)).toBe(named.notice);
        } else {
          expect((error as DashboardError).code).not.toBe(named.code);
          expect(signOutNoticeOf(error)).toBeUndefined();
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('reads any answer of the auth service to a code, an app or a new password or email as a problem the user has a text for', () => {
    const codes = fc.oneof(
      fc.constantFrom('mfa_verification_failed', 'mfa_challenge_expired', 'over_request_rate_limit', 'insufficient_aal', 'reauthentication_not_valid', 'reauthentication_needed', 'over_email_send_rate_limit', 'mfa_factor_name_conflict', 'session_not_found'),
      fc.string(),
      fc.constant(undefined),
    );
    const texts = new Set(Object.keys(securityEn));
    fc.assert(
      fc.property(codes, fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }), fc.string(), (code, status, message) => {
        const error = { code, status, message };
        for (const answer of [codeAnswerOf(error), enrolProblemOf(error), passwordAnswerOf(error), emailAnswerOf(error)]) {
          if (answer === 'needsEmailedCode' || answer === 'needsAuthenticatorCode') continue;
          expect(texts).toContain(answer);
        }
        // Too many tries, past any limit, is said as such wherever a code is typed.
        if (code === 'over_request_rate_limit') {
          expect(codeAnswerOf(error)).toBe('tooManyTries');
          expect(passwordAnswerOf(error)).toBe('tooManyTries');
        }
      }),
      { numRuns: RUNS },
    );
  });
});
