import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../../tests/msw/server';
import { renderWithDashboard } from '../../../../../tests/render';
import { CreditsPanel } from './CreditsPanel';

/** Every API path the panel asked for. */
let asked: string[] = [];
const record = ({ request }: { request: Request }) => void asked.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
afterEach(() => {
  server.events.removeAllListeners();
  asked = [];
});

describe('CreditsPanel usage, runway and alert', () => {
  it('charts 30 days of spend with the average and the runway, and shows the same figures as a table', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<CreditsPanel />, { scenario: 'creditsUsage' });
    expect(await screen.findByRole('heading', { name: 'Usage, last 30 days' })).toBeInTheDocument();
    // 30 days: 8 weekend days at 0.40, the weekdays cycling 1.30 to 1.90.
    const chart = screen.getByRole('img', { name: /^Daily API spend, last 30 days: €\d+\.\d{2} in total, the most €1\.90 on / });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(screen.getByText(/^Average daily spend: €1\.\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText(/^At your 30-day average, your credits last about \d+ days$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Usage, last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Tokens', 'Requests', 'Cost']);
    expect(within(table).getByRole('rowheader', { name: 'Oct 25' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Daily API spend/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(screen.getByRole('img', { name: /Daily API spend/ })).toBeInTheDocument();
  });

  it('greets a user without usage with a sentence, not an empty chart, and says nothing about a runway', async () => {
    renderWithDashboard(<CreditsPanel />, { scenario: 'creditsNoUsage' });
    expect(await screen.findByText('No API usage in the last 30 days yet. Once your applications call the API, their daily spend shows here.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Daily API spend/ })).toBeNull();
    expect(screen.queryByText(/your credits last/)).toBeNull();
  });

  it('where the API answers 404, shows exactly the spec’s panel, with no error and no second request', async () => {
    server.events.on('request:start', record);
    const { queryClient } = renderWithDashboard(<CreditsPanel />);
    expect(await screen.findByText('€42.50')).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain('GET /v1/billing/api-credits/alert'));
    // Settled: nothing fetching, retries included, so a second request would already have gone.
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
    expect(screen.queryByRole('heading', { name: 'Usage, last 30 days' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Low-balance alert' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Usage could not be loaded.')).toBeNull();
    expect(asked.filter((call) => call.includes('/usage?days=30') && !call.includes('group_by'))).toEqual(['GET /v1/billing/api-credits/usage?days=30']);
    expect(asked.filter((call) => call.endsWith('/alert'))).toEqual(['GET /v1/billing/api-credits/alert']);
  });

  it('saves a low-balance threshold, refuses a bad amount with its message, and removes the alert when emptied', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<CreditsPanel />, { scenario: 'creditsUsage' });
    const field = await screen.findByLabelText('Email me when my balance falls below');
    expect(field).toHaveValue('20');

    await user.clear(field);
    await user.type(field, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(field).toHaveAccessibleDescription(/Enter a whole amount of at least 1, or leave it empty/);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, '40');
    await user.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText('Alert saved: we email you when your balance falls below €40.00.')).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveValue('40');

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText('Alert removed.')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });
});
