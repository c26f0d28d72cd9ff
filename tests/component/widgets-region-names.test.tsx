import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithDashboard } from '../../../../tests/render';
import type { RegionLabelProps } from '../ui/region-label';
import { ApiKeysPanel } from './api-keys/ApiKeysPanel';
import { CreditsPanel } from './credits/CreditsPanel';
import { FileBrowser } from './file-browser/FileBrowser';
import { PricingCalculator } from './pricing/PricingCalculator';
import { PricingTables } from './pricing/PricingTables';

// Two of one widget on a page (two deployments, say): the host names each region.
const WIDGETS: [string, ComponentType<RegionLabelProps>][] = [
  ['ApiKeysPanel', ApiKeysPanel],
  ['CreditsPanel', CreditsPanel],
  ['PricingCalculator', PricingCalculator],
  ['PricingTables', PricingTables],
  ['FileBrowser', FileBrowser],
];

describe('region names', () => {
  it.each(WIDGETS)('%s: each of two on a page is the region the host named', async (_name, Widget) => {
    renderWithDashboard(
      <>
        <Widget aria-label="Production desk" />
        <Widget aria-label="Staging desk" />
      </>,
    );
    expect(await screen.findByRole('region', { name: 'Production desk' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Staging desk' })).toBeInTheDocument();
  });

  it.each(WIDGETS)('%s: without a name from the host, the region still has one of its own', async (_name, Widget) => {
    renderWithDashboard(<Widget />);
    const region = await screen.findByRole('region');
    expect(region).toHaveAccessibleName(/\S/);
  });
});
