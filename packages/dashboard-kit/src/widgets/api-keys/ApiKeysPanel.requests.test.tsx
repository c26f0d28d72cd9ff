import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseKeyAction } from '../../../../../tests/key-row-menu';
import { TEST_API_URL } from '../../../../../tests/msw/fixtures';
import { server } from '../../../../../tests/msw/server';
import { renderWithDashboard } from '../../../../../tests/render';
import { requestLogProbeSettled } from '../../../../../tests/request-log-probe';
import { ApiKeysPanel } from './ApiKeysPanel';

// A key's requests, one choice away from its row.
describe('ApiKeysPanel: View requests', () => {
  it('opens the request log filtered to the key, from the key’s row menu, where the API keeps a log', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithDashboard(<ApiKeysPanel />, { scenario: 'requestLogRows' });
    await chooseKeyAction(user, 'Nightly job', 'View requests');
    expect(navigate).toHaveBeenCalledWith('/logs?key=key_01HZX3Q8NIGHTLYJOB');
  });

  it('offers it for a key the API refuses now too: its past requests are still in the log', async () => {
    const user = userEvent.setup();
    const expired = { id: 'key_old', name: 'Old export', created_at: '2025-01-01T00:00:00Z', expires_at: '2025-06-30T23:59:59Z', is_active: true };
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'requestLogRows' });
    server.use(http.get(`${TEST_API_URL}/v1/api-keys`, () => HttpResponse.json({ keys: [expired], active_key_limit: 20 })));
    await user.click(await screen.findByRole('button', { name: 'Actions for Old export' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['View requests', 'Delete']);
  });

  it('keeps the spec’s Delete in place where the API answers 404 for the log', async () => {
    const { queryClient } = renderWithDashboard(<ApiKeysPanel />);
    const row = (await screen.findByRole('cell', { name: 'Production' })).closest('tr')!;
    await requestLogProbeSettled(queryClient);
    expect(within(row).getByRole('button', { name: 'Delete Production' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
  });
});
