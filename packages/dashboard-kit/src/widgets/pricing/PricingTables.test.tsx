import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithDashboard } from '../../../../../tests/render';
import { PricingCalculator } from './PricingCalculator';
import { PricingTables } from './PricingTables';

describe('PricingTables', () => {
  it('shows each group with its price per band, the top band as greater-than, and the minimum charge', async () => {
    renderWithDashboard(<PricingTables />);
    const group = await screen.findByRole('region', { name: 'Jua premium' });
    const rows = within(group).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['0 – 10M€4.00', '10M – 100M€3.20', '100M – 1B€2.40', '> 1B€1.60']);
    expect(screen.getByText('Every API request is charged at least 720 tokens.')).toBeInTheDocument();
  });

  it('names each model as the API’s catalogue does, with its banner, resolution and runs', async () => {
    renderWithDashboard(<PricingTables />, { scenario: 'forecast' });
    const group = await screen.findByRole('region', { name: 'Jua premium' });
    const model = (await within(group).findByText('EPT-2 Rapid Refresh')).closest('li')!;
    expect(within(model).getByText('RESEARCH PREVIEW')).toBeInTheDocument();
    expect(model).toHaveTextContent('Resolution 0.01° · Updates: hourly');
  });

  it('names models by their ids where the API has no catalogue', async () => {
    renderWithDashboard(<PricingTables />);
    const group = await screen.findByRole('region', { name: 'Jua premium' });
    expect(await within(group).findByText('ept2_rr')).toBeInTheDocument();
    expect(within(group).queryByText('EPT-2 Rapid Refresh')).not.toBeInTheDocument();
  });

  it('switches to Market Aggregates', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<PricingTables />);
    await user.click(await screen.findByRole('tab', { name: 'Market Aggregates' }));
    expect(await screen.findByText('€25.00 per 1M tokens')).toBeInTheDocument();
  });

  it('marks restricted links with Pro and points them to the subscription tab', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithDashboard(<PricingTables />, { scenario: 'noPermissions' });
    const links = await screen.findAllByRole('link', { name: /Live benchmark/ });
    expect(links[0]).toHaveTextContent('Pro');
    expect(links[0]).toHaveAttribute('href', '/account?tab=subscription');
    await user.click(links[0]!);
    expect(navigate).toHaveBeenCalledWith('/account?tab=subscription');
  });

  it('links straight to the page with the permission', async () => {
    renderWithDashboard(<PricingTables />);
    const links = await screen.findAllByRole('link', { name: 'Live benchmark' });
    expect(links[0]).toHaveAttribute('href', '/live-benchmarking');
  });

  it('follows the access record once for all its links, not once per model', async () => {
    const { queryClient } = renderWithDashboard(<PricingTables />);
    expect(await screen.findAllByRole('link', { name: 'Live benchmark' })).toHaveLength(19);
    // Each observer subscribes and keeps a stale timer: 19 of them cost a slow phone a frame.
    const access = queryClient.getQueryCache().findAll({ predicate: (query) => query.queryKey.includes('access') });
    expect(access.reduce((observers, query) => observers + query.getObserversCount(), 0)).toBe(1);
  });

  it("shows 'Failed to load pricing data: {detail}'", async () => {
    renderWithDashboard(<PricingTables />, { scenario: 'pricingError' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load pricing data: An unexpected server error occurred.');
  });

  it('opens the calculator from How are tokens calculated?', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<PricingTables />);
    await user.click(await screen.findByRole('button', { name: 'How are tokens calculated?' }));
    expect(screen.getByRole('dialog', { name: 'Token calculator' })).toBeInTheDocument();
  });
});

describe('PricingCalculator', () => {
  const result = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

  it('starts from the defaults: 960 tokens per request, 57,600 a month, priced in the first band', async () => {
    renderWithDashboard(<PricingCalculator />);
    expect(screen.getByLabelText('Points')).toHaveValue('10');
    expect(result('Tokens per request')).toBe('960');
    expect(result('Monthly tokens')).toBe('57,600');
    expect(await screen.findByText('€0.23')).toBeInTheDocument();
    expect(result('Volume band')).toBe('0 – 10M');
    expect(screen.getByRole('img', { name: /Monthly cost by monthly tokens/ })).toBeInTheDocument();
  });

  it('applies the 720-token minimum and says so; empty and negative count as 0', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<PricingCalculator />);
    await user.clear(screen.getByLabelText('Points'));
    await user.type(screen.getByLabelText('Points'), '1');
    expect(result('Tokens per request')).toBe('720');
    expect(screen.getByText('The 720-token minimum per request applies.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Runs per day'));
    expect(result('Monthly tokens')).toBe('0');
    await user.type(screen.getByLabelText('Days per month'), '-');
    await user.tab();
    expect(Number((screen.getByLabelText('Days per month') as HTMLInputElement).value)).toBeGreaterThanOrEqual(0);
  });

  it('in German, takes a decimal comma and writes numbers and bands as German does', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<PricingCalculator />, { locale: 'de-DE' });
    const runs = screen.getByLabelText('Läufe pro Tag');
    await user.clear(runs);
    await user.type(runs, '2,5');
    await user.tab();
    expect(runs).toHaveValue('2,5');
    expect(result('Token pro Monat')).toBe('72.000');
    expect(result('Volumenstufe')).toBe('0 – 10\u00a0Mio.');
  });

  it('draws the cost curve growing to the left in a right-to-left language', async () => {
    renderWithDashboard(<PricingCalculator />, { locale: 'ar-XB' });
    const chart = await screen.findByRole('img', { name: /Monthly cost by monthly tokens/ });
    const ticks = [...chart.querySelectorAll('text')].map((tick) => Number(tick.getAttribute('x')));
    expect(ticks.length).toBeGreaterThan(2);
    expect(ticks).toEqual([...ticks].sort((a, b) => b - a));
  });

  it('prices the chosen model’s group', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<PricingCalculator />);
    await screen.findByText('€0.23');
    await user.selectOptions(screen.getByLabelText('Model'), 'icon_global');
    expect(await screen.findByText('€0.06')).toBeInTheDocument();
  });

  it('offers the priced models by the API catalogue’s names', async () => {
    renderWithDashboard(<PricingCalculator />, { scenario: 'forecast' });
    expect(await screen.findByRole('option', { name: 'ICON Global' })).toHaveValue('icon_global');
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveDisplayValue('EPT-2');
  });
});

describe('embedding', () => {
  it('renders the calculator with nothing but DashboardProvider around it', async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const { render } = await import('@testing-library/react');
    const { DashboardProvider } = await import('../../provider/DashboardProvider');
    const { FakeAuthClient, makeSession } = await import('../../../../../tests/fakes/fake-auth-client');
    const { testConfig } = await import('../../../../../tests/config');
    render(
      <DashboardProvider config={testConfig} auth={new FakeAuthClient(makeSession())} queryClient={new QueryClient()}>
        <PricingCalculator />
      </DashboardProvider>,
    );
    expect(await screen.findByText('€0.23')).toBeInTheDocument();
  });
});
