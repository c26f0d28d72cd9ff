import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../../tests/msw/server';
import { renderWithDashboard } from '../../../../../tests/render';
import { QuickLinksDialog } from './QuickLinksDialog';
import { useQuickLinksShortcut } from '../../parts/quick-links-shortcut/useQuickLinksShortcut';

function Harness() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  useQuickLinksShortcut(show);
  return (
    <>
      <button type="button">Somewhere</button>
      <QuickLinksDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('QuickLinksDialog', () => {
  it('opens with Ctrl+K, filters, and Enter opens the first match', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithDashboard(<Harness />);
    await user.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('combobox', { name: 'Search pages...' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(search).toHaveAttribute('placeholder', 'Search pages...');
    await screen.findByRole('option', { name: /API Keys/ });
    await user.type(search, 'keys');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['API KeysPages']);
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/api-keys');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with Cmd+K too, moves with the arrows, and offers the spec’s commands', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithDashboard(<Harness />);
    await user.keyboard('{Meta>}k{/Meta}');
    await screen.findByRole('option', { name: /API Keys/ });
    const labels = screen.getAllByRole('option').map((option) => option.firstChild?.textContent);
    expect(labels).toEqual(['Overview', 'API Keys', 'Files', 'Go To User Platform', 'Account Settings', 'Add Credits', 'Documentation']);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Documentation');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/account?tab=credits&add=credits');
  });

  it("says 'No items found matching the query'", async () => {
    const user = userEvent.setup();
    renderWithDashboard(<Harness />);
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'weather balloon');
    expect(screen.getByText('No items found matching the query')).toBeInTheDocument();
  });

  it('leaves Add Credits out with billing:ignore_credits', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<Harness />, { scenario: 'noBilling' });
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('option', { name: /API Keys/ });
    expect(screen.queryByRole('option', { name: /Add Credits/ })).not.toBeInTheDocument();
  });

  // Escape is the browser's (the dialog's cancel): the Dialog stories press it in Chromium.
  it('closes on a press outside and gives focus back', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<Harness />);
    const before = screen.getByRole('button', { name: 'Somewhere' });
    before.focus();
    await user.keyboard('{Control>}k{/Control}');
    await user.click(await screen.findByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(before).toHaveFocus());
  });

  // Every signed-in page holds the dialog: closed, it must cost the page nothing.
  it('asks the API for nothing until it opens, then for the access it filters by and whether there is a request log and a model catalogue', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    try {
      const user = userEvent.setup();
      renderWithDashboard(<Harness />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked).toEqual([]);
      await user.keyboard('{Control>}k{/Control}');
      await screen.findByRole('option', { name: /API Keys/ });
      expect(asked.sort()).toEqual(['/v1/models', '/v1/profile/access', '/v1/requests']);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('starts each opening from an empty search', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<Harness />);
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'keys');
    await user.click(screen.getByRole('dialog'));
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('combobox')).toHaveValue('');
    expect(screen.getAllByRole('option')).toHaveLength(7);
  });

  it('opens Documentation in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderWithDashboard(<Harness />);
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'docu');
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith('https://docs.dashboard.test', '_blank', 'noopener,noreferrer');
  });
});
