import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_API_URL } from '../../../../tests/msw/fixtures';
import { server } from '../../../../tests/msw/server';
import { renderWithDashboard } from '../../../../tests/render';
import { useDeleteApiKey } from './api-keys/api-key-delete-mutation';
import { useCreateApiKey } from './api-keys/api-key-create-mutation';
import { useRollApiKey } from './api-keys/api-key-roll-mutation';
import { useApiKeys } from './api-keys/api-keys-query';
import { useCreditBalance } from './billing/balance-query';
import { useCheckout } from './billing/checkout-mutation';
import { useLowBalanceAlert, useSaveLowBalanceAlert } from './billing/low-balance-alert';
import { usePricing } from './billing/pricing-query';
import { useCreditUsage } from './billing/usage-query';
import { useFolder } from './files/files-query';
import { useDashboardQueryKeys } from './use-dashboard-query-keys';
import { DashboardError } from '../api/errors';
import { useErrorText } from '../ui/useErrorText';

// Each hook as a partner's own component would use it: nothing around it but DashboardProvider
// (renderWithDashboard), the API answered by the default MSW scenario.

function KeyList() {
  const { data } = useApiKeys();
  const create = useCreateApiKey();
  const remove = useDeleteApiKey();
  return (
    <>
      <ul aria-label="keys">
        {data?.keys.map((key) => (
          <li key={key.id}>
            {key.name}
            <button type="button" onClick={() => remove.mutate(key.id)}>
              Delete {key.name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => create.mutate({ name: 'From hooks', expires_at: null })}>
        Create
      </button>
      {create.data ? <output aria-label="secret">{create.data.secret}</output> : null}
    </>
  );
}

describe('the API key hooks', () => {
  it('useApiKeys lists, useCreateApiKey adds a key and hands its secret once, useDeleteApiKey removes it', async () => {
    renderWithDashboard(<KeyList />);
    expect(await screen.findByText('Production')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('From hooks')).toBeInTheDocument();
    expect(screen.getByLabelText('secret')).toHaveTextContent(/^sk_test_secret_/);
    await userEvent.click(screen.getByRole('button', { name: 'Delete From hooks' }));
    await waitFor(() => expect(screen.queryByText('From hooks')).toBeNull());
    expect(screen.getByText('Production')).toBeInTheDocument();
  });

  it('useRollApiKey answers the new key and the old one’s end', async () => {
    let rolled: unknown;
    function Roll() {
      const roll = useRollApiKey();
      return (
        <button type="button" onClick={() => void roll.mutateAsync({ id: 'key_used', graceHours: 24 }).then((key) => (rolled = key))}>
          Roll
        </button>
      );
    }
    renderWithDashboard(<Roll />, { scenario: 'keysLastUsed' });
    await userEvent.click(screen.getByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(rolled).toMatchObject({ id: 'key_rolled', secret: 'sk_test_rolled_secret', previous: { id: 'key_used', expires_at: new Date('2026-11-24T09:30:00Z') } }));
  });
});

describe('the credit hooks', () => {
  it('useCreditBalance answers the balance', async () => {
    function Balance() {
      const { data } = useCreditBalance();
      return <p>{data ? `balance ${data.balance}` : 'loading'}</p>;
    }
    renderWithDashboard(<Balance />);
    expect(await screen.findByText('balance 42.5')).toBeInTheDocument();
  });

  it('useCreditUsage answers 30 days, oldest first, and null where the API has no usage', async () => {
    function UsageDays() {
      const { data, isSuccess } = useCreditUsage();
      if (!isSuccess) return <p>loading</p>;
      return <p>{data ? `${data.days.length} days from ${data.days[0]!.date} to ${data.days.at(-1)!.date}` : 'no usage endpoint'}</p>;
    }
    const { unmount } = renderWithDashboard(<UsageDays />);
    expect(await screen.findByText('no usage endpoint')).toBeInTheDocument();
    unmount();
    renderWithDashboard(<UsageDays />, { scenario: 'creditsUsage' });
    const shown = (await screen.findByText(/^30 days from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/)).textContent!;
    const [, first, last] = /from (\S+) to (\S+)/.exec(shown)!;
    expect(first! < last!).toBe(true);
  });

  it('useLowBalanceAlert reads the threshold and useSaveLowBalanceAlert saves a new one', async () => {
    function Alert() {
      const { data } = useLowBalanceAlert();
      const save = useSaveLowBalanceAlert();
      return (
        <>
          <p>{data ? `alert below ${data.threshold_cents}` : 'loading'}</p>
          <button type="button" onClick={() => save.mutate(5_000)}>
            Save
          </button>
        </>
      );
    }
    renderWithDashboard(<Alert />, { scenario: 'creditsUsage' });
    expect(await screen.findByText('alert below 2000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('alert below 5000')).toBeInTheDocument();
  });

  it('usePricing answers the bands and model groups', async () => {
    function Bands() {
      const { data } = usePricing();
      return <p>{data ? `${data.volume_bands.length} bands, ${data.group_display_order.join(' ')}` : 'loading'}</p>;
    }
    renderWithDashboard(<Bands />);
    expect(await screen.findByText(/^\d+ bands, \S+/)).toBeInTheDocument();
  });

  it('useCheckout resolves with the payment page, and fails with the checkout error the server caused', async () => {
    const answers: string[] = [];
    function Buy() {
      const checkout = useCheckout();
      return (
        <button type="button" onClick={() => void checkout.mutateAsync(2_500).then((url) => answers.push(url), (error: unknown) => answers.push(error instanceof DashboardError ? error.code : String(error)))}>
          Buy
        </button>
      );
    }
    renderWithDashboard(<Buy />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(answers).toEqual(['https://checkout.dashboard.test/cs_1']));
    server.use(http.post(`${TEST_API_URL}/v1/billing/api-credits/buy-more`, () => HttpResponse.json({ message: 'no' }, { status: 400 })));
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(answers).toEqual(['https://checkout.dashboard.test/cs_1', 'checkoutFailed']));
  });
});

describe('buying credits is idempotent', () => {
  it('sends a key per purchase: two purchases in a row, two keys; a retry of one whose answer was lost, its key', async () => {
    const keys: (string | null)[] = [];
    let lose = false;
    server.use(
      http.post(`${TEST_API_URL}/v1/billing/api-credits/buy-more`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return lose ? HttpResponse.error() : HttpResponse.json({ checkout_url: `https://checkout.dashboard.test/cs_${keys.length}` });
      }),
    );
    const settled: string[] = [];
    function Buy() {
      const checkout = useCheckout();
      return (
        <button type="button" onClick={() => void checkout.mutateAsync(2_500).then((url) => settled.push(url), () => settled.push('failed'))}>
          Buy
        </button>
      );
    }
    renderWithDashboard(<Buy />);
    const buy = () => userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await buy();
    await waitFor(() => expect(settled).toEqual(['https://checkout.dashboard.test/cs_1']));
    await buy();
    await waitFor(() => expect(settled).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
    lose = true;
    await buy();
    await waitFor(() => expect(settled).toHaveLength(3));
    lose = false;
    await buy();
    await waitFor(() => expect(settled).toHaveLength(4));
    expect(settled.slice(2)).toEqual(['failed', 'https://checkout.dashboard.test/cs_4']);
    expect(keys[3]).toBe(keys[2]);
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((key) => /^dk-[0-9a-f]{32}$/.test(key ?? ''))).toBe(true);
  });
});

describe('the file and cache hooks', () => {
  it('useFolder lists a folder', async () => {
    function Root() {
      const { data } = useFolder('');
      return <ul aria-label="files">{data?.map((entry) => <li key={entry.name}>{`${entry.type} ${entry.name}`}</li>)}</ul>;
    }
    renderWithDashboard(<Root />);
    expect(await screen.findByText('directory forecasts')).toBeInTheDocument();
    expect(screen.getByText('file README.txt')).toBeInTheDocument();
  });

  it('useDashboardQueryKeys names the cached data, so a partner can refresh it', async () => {
    let asked = 0;
    server.use(
      http.get(`${TEST_API_URL}/v1/billing/api-credits/balance`, () => {
        asked += 1;
        return HttpResponse.json({ balance: asked === 1 ? 10 : 20 });
      }),
    );
    function Refreshing() {
      const { data } = useCreditBalance();
      const keys = useDashboardQueryKeys();
      const queryClient = useQueryClient();
      return (
        <>
          <p>{data ? `balance ${data.balance}` : 'loading'}</p>
          <button type="button" onClick={() => void queryClient.invalidateQueries({ queryKey: keys.balance })}>
            Refresh
          </button>
        </>
      );
    }
    // The partner's own client, shared with the kit.
    const queryClient = new QueryClient();
    renderWithDashboard(
      <QueryClientProvider client={queryClient}>
        <Refreshing />
      </QueryClientProvider>,
      { queryClient },
    );
    expect(await screen.findByText('balance 10')).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Refresh' })));
    expect(await screen.findByText('balance 20')).toBeInTheDocument();
  });
});

describe('useErrorText', () => {
  function Balance() {
    const { error } = useCreditBalance();
    const errorText = useErrorText();
    return error ? <p role="alert">{errorText(error).text}</p> : null;
  }

  it("words a hook's error in the provider's messages, its localization included", async () => {
    const english = renderWithDashboard(<Balance />, { scenario: 'balanceError' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected server error occurred.');
    english.unmount();
    renderWithDashboard(<Balance />, { scenario: 'balanceError', localization: { apiErrors: { SERVER_ERROR: 'Serverfehler.' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Serverfehler.');
  });
});
