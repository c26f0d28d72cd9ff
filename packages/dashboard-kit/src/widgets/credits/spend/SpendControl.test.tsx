import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { TEST_API_URL } from '../../../../../../tests/msw/fixtures';
import { server } from '../../../../../../tests/msw/server';
import { renderWithDashboard } from '../../../../../../tests/render';
import { CreditsPanel } from '../CreditsPanel';
import { SpendControl } from './SpendControl';

// The credits tab's spend control.

/** Every API request the panel made, with its query. */
let asked: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  asked.push(`${request.method} ${url.pathname}${url.search}`);
};
afterEach(() => {
  server.events.removeAllListeners();
  asked = [];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const region = async (name: string) => screen.findByRole('region', { name });

describe('spend by key', () => {
  it('ranks the period’s spend by key, marks a deleted key, and shows the same figures as a table', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<SpendControl />, { scenario: 'spendControl' });
    const section = await region('Spend by key, last 30 days');
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    // Production: 90 to 130 a day over 30 days (3,300); the deleted key 25 a day for 10 days (250).
    expect(items.map((item) => item.textContent)).toEqual(['Production€33.0093% of the total', 'Old laptop (deleted)€2.507% of the total']);
    await user.click(within(section).getByRole('button', { name: 'Show as table' }));
    const table = within(section).getByRole('table', {
      name: 'Spend by key, last 30 days',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['Key', 'Spend', 'Share'],
      ['Production', '€33.00', '93%'],
      ['Old laptop (deleted)', '€2.50', '7%'],
    ]);
    await user.click(within(section).getByRole('button', { name: 'Show as list' }));
    expect(within(section).getByRole('list')).toBeInTheDocument();
  });

  it('is left out, without an error, where the API has usage but does not group it by key', async () => {
    const warn = vi.spyOn(console, 'warn');
    server.events.on('request:start', record);
    const { queryClient } = renderWithDashboard(
      <>
        <CreditsPanel />
        <SpendControl />
      </>,
      { scenario: 'creditsUsage' },
    );
    expect(await screen.findByRole('heading', { name: 'Usage, last 30 days' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain('GET /v1/billing/api-credits/usage?days=30&group_by=key&key_days=false'));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('heading', { name: 'Spend by key, last 30 days' })).toBeNull();
    expect(screen.queryByText('Usage could not be loaded.')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('says so when no key spent anything', async () => {
    renderWithDashboard(<SpendControl />, { scenario: 'spendEmpty' });
    expect(await screen.findByText('No key has used the API in the last 30 days.')).toBeInTheDocument();
    expect(await screen.findByText('No purchases yet.')).toBeInTheDocument();
  });
});

describe('the usage export', () => {
  function captureDownloads() {
    const saved: { name: string; blob: Blob }[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (saved.push({ name: '', blob }), 'blob:usage'),
        revokeObjectURL: () => undefined,
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.href === 'blob:usage') saved.at(-1)!.name = this.download;
    });
    return saved;
  }

  it('saves the API’s CSV for the last 12 months, named with the range, and says its days are UTC', async () => {
    vi.useFakeTimers({
      toFake: ['Date'],
      now: new Date('2026-11-26T10:00:00Z'),
    });
    const saved = captureDownloads();
    server.events.on('request:start', record);
    const user = userEvent.setup();
    renderWithDashboard(<SpendControl />, { scenario: 'spendControl' });
    const section = await region('Export usage');
    expect(within(section).getByText('A CSV file with a row per day and key. Days are UTC days; costs are in EUR with a dot as the decimal separator.')).toBeInTheDocument();
    await user.click(within(section).getByRole('radio', { name: 'Last 12 months' }));
    await user.click(within(section).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('usage_2025-11-27_to_2026-11-26_utc.csv');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!.blob);
    });
    expect(text).toContain('2026-11-23,key_01HZX3Q8PRODUCTION,Production,false,1140,1500000,1.20,EUR');
    expect(asked).toContain('GET /v1/billing/api-credits/usage/export?from=2025-11-27&to=2026-11-26');
    vi.useRealTimers();
  });

  it('refuses a custom range longer than a year or ending after today, and downloads nothing', async () => {
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderWithDashboard(<SpendControl />, { scenario: 'spendControl' });
    const section = await region('Export usage');
    await user.click(within(section).getByRole('radio', { name: 'Custom range' }));
    const from = within(section).getByLabelText('From (UTC)');
    await user.clear(from);
    await user.type(from, '2020-01-01');
    await user.click(within(section).getByRole('button', { name: 'Download CSV' }));
    expect(within(section).getByText('Choose a range of up to a year that ends today or earlier.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says the download failed, and keeps the chosen range', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<SpendControl />, { scenario: 'spendFailed' });
    const section = await region('Export usage');
    await user.click(within(section).getByRole('radio', { name: 'Last 90 days' }));
    await user.click(within(section).getByRole('button', { name: 'Download CSV' }));
    expect(await within(section).findByText('The export could not be downloaded.')).toBeInTheDocument();
    expect(within(section).getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
  });
});

describe('purchase history', () => {
  it('lists purchases newest first with their receipts, a declined recharge without one, and loads the next page on request', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<SpendControl />, { scenario: 'spendControl' });
    const table = await screen.findByRole('table', {
      name: 'Purchase history',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Nov 20, 2026', '€25.00 · Auto-recharge', 'Paid', 'Receipt SBX-2026-000014SBX-2026-000014 (opens in a new tab)Download'],
      ['Nov 12, 2026', '€25.00 · Auto-recharge', 'Payment failed', ''],
      ['Nov 2, 2026', '€50.00', 'Paid', 'Receipt SBX-2026-000012SBX-2026-000012 (opens in a new tab)Download'],
    ]);
    const open = within(rows[0]!).getByRole('link', {
      name: /^Receipt SBX-2026-000014/,
    });
    expect(open).toHaveAttribute('href', 'https://api.dashboard.test/v1/billing/receipts/rcpt_pur_000014');
    expect(open).toHaveAttribute('target', '_blank');
    expect(
      within(rows[0]!).getByRole('link', {
        name: 'Download receipt SBX-2026-000014',
      }),
    ).toHaveAttribute('href', 'https://api.dashboard.test/v1/billing/receipts/rcpt_pur_000014?download=1');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(
      await within(table).findByRole('link', {
        name: /^Receipt SBX-2026-000009/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows a card per purchase below 1024 px, with its status and receipt in view', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    renderWithDashboard(<SpendControl />, { scenario: 'spendControl' });
    const list = await screen.findByRole('list', { name: 'Purchase history' });
    expect(screen.queryByRole('table', { name: 'Purchase history' })).toBeNull();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Nov 20, 2026Paid€25.00 · Auto-rechargeReceipt SBX-2026-000014SBX-2026-000014 (opens in a new tab)Download',
      'Nov 12, 2026Payment failed€25.00 · Auto-recharge',
      'Nov 2, 2026Paid€50.00Receipt SBX-2026-000012SBX-2026-000012 (opens in a new tab)Download',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Download receipt SBX-2026-000014' })).toHaveAttribute('href', 'https://api.dashboard.test/v1/billing/receipts/rcpt_pur_000014?download=1');
  });
});

describe('auto-recharge', () => {
  it('shows what it does and this month’s recharges, saves new settings, and turns off', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<SpendControl />, { scenario: 'spendControl' });
    const section = await region('Auto-recharge');
    expect(within(section).getByText('On: below €10.00, €25.00 is bought with the card ending 4242.')).toBeInTheDocument();
    expect(within(section).getByText('Recharged this month: €25.00 of €100.00')).toBeInTheDocument();
    const amount = within(section).getByLabelText('Buy');
    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Auto-recharge saved.')).toBeInTheDocument();
    expect(within(section).getByText('On: below €10.00, €40.00 is bought with the card ending 4242.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByText('Auto-recharge is off.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });

  it('sends a first set-up to the checkout that saves a card, with one idempotency key however often it is pressed', async () => {
    const redirect = vi.fn();
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auto-recharge/setup')) keys.push(request.headers.get('idempotency-key'));
    });
    const user = userEvent.setup();
    renderWithDashboard(<SpendControl redirect={redirect} />, {
      scenario: 'spendAutoRechargeNew',
    });
    const section = await region('Auto-recharge');
    expect(within(section).getByText('Auto-recharge is off.')).toBeInTheDocument();
    expect(within(section).getByLabelText('When the balance falls below')).toHaveValue('10');
    await user.click(within(section).getByRole('button', { name: 'Save a card and turn on' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.dashboard.test/setup/cs_test_setup'));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^dk-[0-9a-f]{32}$/);
  });

  it('sends a set-up whose answer was lost again with its key, and set-up with other settings with a new one', async () => {
    const keys: (string | null)[] = [];
    let lose = true;
    const redirect = vi.fn();
    const user = userEvent.setup();
    renderWithDashboard(<SpendControl redirect={redirect} />, { scenario: 'spendAutoRechargeNew' });
    // After the scenario: this answer wins.
    server.use(
      http.post(`${TEST_API_URL}/v1/billing/api-credits/auto-recharge/setup`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (lose) return HttpResponse.error();
        return HttpResponse.json({ checkout_url: 'https://checkout.dashboard.test/setup/cs_test_setup' });
      }),
    );
    const section = await region('Auto-recharge');
    // The answer is lost: the same settings sent again are the same request, with the same key.
    await user.click(within(section).getByRole('button', { name: 'Save a card and turn on' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Save a card and turn on' })).toBeEnabled());
    await user.click(within(section).getByRole('button', { name: 'Save a card and turn on' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    // Other settings are another request: a new key, so the API never answers them with the old checkout.
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Save a card and turn on' })).toBeEnabled());
    const amount = within(section).getByLabelText('Buy');
    await user.clear(amount);
    await user.type(amount, '75');
    lose = false;
    await user.click(within(section).getByRole('button', { name: 'Save a card and turn on' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.dashboard.test/setup/cs_test_setup'));
    expect(keys).toHaveLength(3);
    expect(keys[2]).toMatch(/^dk-[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('refuses amounts that are not whole or a limit below one recharge, and sends nothing', async () => {
    server.events.on('request:start', record);
    const user = userEvent.setup();
    renderWithDashboard(<SpendControl />, { scenario: 'spendControl' });
    const section = await region('Auto-recharge');
    const limit = within(section).getByLabelText('At most per month');
    await user.clear(limit);
    await user.type(limit, '5');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(within(section).getByText('Enter whole amounts of at least 1; the monthly limit must be at least the amount.')).toBeInTheDocument();
    expect(asked.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it.each([
    ['spendAutoRechargePaused', 'Paused: this month’s recharges reached your limit of €100.00. It resumes on December 1, or raise the limit.', 'Save'],
    ['spendAutoRechargeFailed', 'Payment failed: the card ending 0341 was declined. Save a card to resume.', 'Save a new card'],
    ['spendAutoRechargeOff', 'Auto-recharge is off.', 'Turn on'],
  ] as const)('in %s says “%s” and offers “%s”', async (scenario, text, action) => {
    renderWithDashboard(<SpendControl />, { scenario });
    const section = await region('Auto-recharge');
    expect(within(section).getByText(text)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: action })).toBeInTheDocument();
  });

  it('says how the set-up checkout went, until dismissed', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<SpendControl setupResult="cancelled" onDismissSetupResult={vi.fn()} />, { scenario: 'spendAutoRechargeNew' });
    const section = await region('Auto-recharge');
    expect(within(section).getByText('Auto-recharge was not turned on: no card was saved.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Dismiss' }));
  });
});

describe('where the API has no spend control', () => {
  it('shows the panel it always had, asking each new endpoint once and showing no error', async () => {
    server.events.on('request:start', record);
    const { queryClient } = renderWithDashboard(
      <>
        <CreditsPanel />
        <SpendControl />
      </>,
    );
    expect(await screen.findByText('€42.50')).toBeInTheDocument();
    await waitFor(() => expect(asked.some((call) => call.startsWith('GET /v1/billing/api-credits/purchases'))).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    for (const path of ['/usage?days=30&group_by=key', '/usage/export?', '/purchases', '/auto-recharge']) {
      expect(
        asked.filter((call) => call.includes(`/v1/billing/api-credits${path}`)),
        path,
      ).toHaveLength(1);
    }
    for (const heading of ['Spend by key, last 30 days', 'Export usage', 'Auto-recharge', 'Purchase history']) expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the balance and says what could not be loaded when the endpoints fail', async () => {
    renderWithDashboard(
      <>
        <CreditsPanel />
        <SpendControl />
      </>,
      { scenario: 'spendFailed' },
    );
    expect(await screen.findByText('Purchases could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Auto-recharge could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('€42.50')).toBeInTheDocument();
  });
});
