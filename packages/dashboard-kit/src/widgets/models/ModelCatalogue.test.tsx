import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithDashboard } from '../../../../../tests/render';
import { ModelCatalogue } from './ModelCatalogue';

const card = (name: string | RegExp) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

describe('ModelCatalogue', () => {
  it('shows each model with where it applies, how often it updates and what a request costs at the calculator’s defaults', async () => {
    renderWithDashboard(<ModelCatalogue />, { scenario: 'forecast' });
    expect(await screen.findByText('All 19 models')).toBeInTheDocument();
    const icon = card('ICON-EU');
    expect(within(icon).getByText('Regional: 29.5°N–70.5°N, 23.5°W–62.5°E')).toBeInTheDocument();
    expect(within(icon).getByText(/New run every 3 hours/)).toBeInTheDocument();
    // 960 tokens (10 points x 48 steps x 2 parameters) at the numerical group's €1.00 a million.
    expect(within(icon).getByText('€0.00096 a request')).toBeInTheDocument();
    expect(within(card('EPT-2')).getByText('€0.00384 a request')).toBeInTheDocument();
    expect(within(card(/^EPT-2 Rapid Refresh/)).getByText('RESEARCH PREVIEW')).toBeInTheDocument();
    expect(within(icon).getByRole('link', { name: 'Open in explorer: ICON-EU' })).toHaveAttribute('href', '/map?models=icon_eu');
  });

  it('filters by provider, resolution, aggregation and ensemble, keeping the filters in the address', async () => {
    const { navigate } = renderWithDashboard(<ModelCatalogue />, { scenario: 'forecast', url: '/models' });
    await screen.findByText('All 19 models');
    await userEvent.selectOptions(screen.getByLabelText('Runs'), 'ensemble');
    expect(screen.getByText('4 of 19 models')).toBeInTheDocument();
    expect(navigate).toHaveBeenLastCalledWith('/models?runs=ensemble', { replace: true });
    await userEvent.selectOptions(screen.getByLabelText('Provider'), 'jua');
    expect(screen.getByText('1 of 19 models')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^EPT-2 Ensemble/ })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Aggregation'), 'population');
    await userEvent.selectOptions(screen.getByLabelText('Resolution'), 'fine');
    expect(screen.getByText('No model matches these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('All 19 models')).toBeInTheDocument();
  });

  it('opens with the filters of a shared address', async () => {
    renderWithDashboard(<ModelCatalogue />, { scenario: 'forecast', url: '/models?aggregation=wind_capacity&resolution=fine&provider=external' });
    expect(await screen.findByText('1 of 19 models')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Météo-France AROME France HD/ })).toBeInTheDocument();
  });

  it('says while it loads, and offers another try when the catalogue fails', async () => {
    renderWithDashboard(<ModelCatalogue />, { scenario: 'forecastModelsLoading' });
    expect(await screen.findByRole('status', { name: 'Loading models...' })).toBeInTheDocument();
  });

  it('says when the catalogue could not be loaded', async () => {
    renderWithDashboard(<ModelCatalogue />, { scenario: 'forecastModelsFailed' });
    expect(await screen.findByText('The models could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
