import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../../../../tests/msw/key-store';
import { renderWithDashboard } from '../../../../../tests/render';
import { CliAuthPanel } from './CliAuthPanel';

const good = '?callback=http%3A%2F%2F127.0.0.1%3A8976%2Fcb&api_key_name=my-laptop&state=s1';

describe('CliAuthPanel', () => {
  it('shows the request with the key name and where the key goes', () => {
    renderWithDashboard(<CliAuthPanel search={good} redirect={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'CLI Authentication Request' })).toBeInTheDocument();
    expect(screen.getByText('The command-line tool is requesting an API key named "my-laptop".')).toBeInTheDocument();
    expect(screen.getByText('127.0.0.1:8976')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Authorize' })).toBeInTheDocument();
  });

  it('Authorize creates a key without expiry and sends the browser to the callback with the key', async () => {
    const redirect = vi.fn();
    const user = userEvent.setup();
    renderWithDashboard(<CliAuthPanel search={good} redirect={redirect} />);
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(screen.getByText('Authenticating CLI...', { selector: 'span' })).toBeInTheDocument();
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    const url = new URL(redirect.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8976/cb');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ id: 'key_test_1', name: 'my-laptop', secret: 'sk_test_secret_1', expires_at: '', state: 's1' });
    expect(keyStore.list().at(-1)).toMatchObject({ name: 'my-laptop', expires_at: null });
  });

  it('Cancel goes to /api-keys and makes no key', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithDashboard(<CliAuthPanel search={good} redirect={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(navigate).toHaveBeenCalledWith('/api-keys');
    expect(keyStore.list()).toHaveLength(2);
  });

  it("goes straight to the error 'Missing callback URL or API key name'", async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithDashboard(<CliAuthPanel search="?api_key_name=x" redirect={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Missing callback URL or API key name');
    expect(screen.queryByRole('button', { name: 'Authorize' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Keys' }));
    expect(navigate).toHaveBeenCalledWith('/api-keys');
  });

  it('refuses a callback off this computer before any key is made', () => {
    renderWithDashboard(<CliAuthPanel search="?callback=https%3A%2F%2Fevil.example%2Fsteal&api_key_name=x" redirect={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The CLI callback must be an http:// address on this computer');
    expect(screen.queryByRole('button', { name: 'Authorize' })).not.toBeInTheDocument();
    expect(keyStore.list()).toHaveLength(2);
  });

  it('shows a failed creation with Return to Keys', async () => {
    const user = userEvent.setup();
    const redirect = vi.fn();
    renderWithDashboard(<CliAuthPanel search={good} redirect={redirect} />, { scenario: 'keysCreateLost' });
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to the server.');
    expect(screen.getByRole('button', { name: 'Return to Keys' })).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });
});
