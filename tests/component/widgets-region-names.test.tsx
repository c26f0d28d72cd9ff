import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithDashboard } from '../render';
import { WIDGET_REGISTRY } from '../widget-registry';

const NAMED = WIDGET_REGISTRY.filter((widget) => widget.namedRegion);

// Two of one widget on a page (two deployments, say): the host names each region.
describe.each(NAMED)('$name: region names', ({ render, scenario, organization }) => {
  it('is, each of two on a page, the region the host named', async () => {
    renderWithDashboard(
      <>
        {render('Production desk')}
        {render('Staging desk')}
      </>,
      { scenario, organization },
    );
    expect(await screen.findByRole('region', { name: 'Production desk' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Staging desk' })).toBeInTheDocument();
  });

  it('without a name from the host, still is a region with one of its own', async () => {
    renderWithDashboard(render(), { scenario, organization });
    const regions = await screen.findAllByRole('region');
    expect(regions[0]).toHaveAccessibleName(/\S/);
  });
});
