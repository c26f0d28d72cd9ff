import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithDashboard, testConfig } from '../../../../tests/render';
import { LegalScreen } from './LegalScreen';
import { OverviewScreen } from './OverviewScreen';

describe('OverviewScreen', () => {
  it("shows 'Getting Started' in three steps and the quick links", async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithDashboard(<OverviewScreen />);
    const steps = screen.getByRole('region', { name: 'Getting Started' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Get your API keys',
      'Explore the documentation',
      'Monitor your performance',
    ]);
    const docs = screen.getByRole('link', { name: /API Documentation/ });
    expect(docs).toHaveAttribute('href', testConfig.docsUrl);
    expect(docs).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('link', { name: 'API Keys' }));
    expect(navigate).toHaveBeenCalledWith('/api-keys');
  });

  it("'Go to User Dashboard' opens the user platform in a new tab, signed in through the hand-off", async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithDashboard(<OverviewScreen />);
    await screen.findByRole('button', { name: /Go to User Dashboard/ });
    // The session arrives asynchronously; the hand-off needs it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.click(screen.getByRole('button', { name: /Go to User Dashboard/ }));
    expect(String(open.mock.calls[0]![0])).toMatch(/(auth_key|auth_transfer)=/);
    expect(open.mock.calls[0]![1]).toBe('_blank');
  });
});

describe('LegalScreen', () => {
  it('links the legal documentation, the imprint and data privacy in new tabs', () => {
    renderWithDashboard(<LegalScreen />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([testConfig.legal.documentation, testConfig.legal.imprint, testConfig.legal.privacy]);
    expect(links.every((link) => link.getAttribute('target') === '_blank' && link.getAttribute('rel')?.includes('noopener'))).toBe(true);
    expect(screen.getByRole('link', { name: /Imprint/ })).toBeInTheDocument();
  });
});
