import { act, screen, waitFor, within } from '@testing-library/react';
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

  it("'Go to User Dashboard' pressed before the session is known opens its tab at once and sends it on, signed in, when the session is", async () => {
    const user = userEvent.setup();
    const tab = { closed: false, opener: window as Window | null, location: { replace: vi.fn() } };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let answerSession: () => void = () => undefined;
    renderWithDashboard(<OverviewScreen />, {
      prepareAuth: (auth) => {
        const subscribe = auth.onAuthStateChange;
        // The stored session arrives later than the press (a press made on the page's HTML, replayed as the app starts).
        auth.onAuthStateChange = (listener) =>
          subscribe((event, session) => {
            if (event === 'INITIAL_SESSION') answerSession = () => void listener(event, session);
            else return listener(event, session);
          });
      },
    });
    await user.click(screen.getByRole('button', { name: /Go to User Dashboard/ }));
    // Inside the click, so no pop-up blocker takes it; not yet where it goes, and cut off from this page.
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![0]).toBe('about:blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.replace).not.toHaveBeenCalled();

    await act(async () => answerSession());
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledTimes(1));
    expect(String(tab.location.replace.mock.calls[0]![0])).toMatch(/(auth_key|auth_transfer)=/);
    expect(open).toHaveBeenCalledTimes(1);
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
