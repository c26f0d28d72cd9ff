import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeAuthClient, makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { http, HttpResponse } from 'msw';
import { TEST_API_URL } from '../../../../../tests/msw/fixtures';
import { keyStore } from '../../../../../tests/msw/key-store';
import { deleteHold } from '../../../../../tests/msw/scenarios';
import { server } from '../../../../../tests/msw/server';
import { renderWithDashboard, testConfig } from '../../../../../tests/render';
import { DashboardProvider } from '../../provider/DashboardProvider';
import { earliestExpiryDate, presetExpiryDate } from './apiKeys.logic';
import { SPEND_WAIT_MS } from './keySpend.logic';
import { ApiKeysPanel } from './ApiKeysPanel';
import { TIMEZONE_STORAGE_KEY } from '../../time/timezone.logic';
import { chooseKeyAction } from '../../../../../tests/key-row-menu';

const machineZone = process.env.TZ;
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  process.env.TZ = machineZone;
});

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('ApiKeysPanel states', () => {
  it('renders embedded with nothing but DashboardProvider around it', async () => {
    render(
      <DashboardProvider config={testConfig} auth={new FakeAuthClient(makeSession())} queryClient={new QueryClient()}>
        <ApiKeysPanel />
      </DashboardProvider>,
    );
    expect(await screen.findByRole('cell', { name: 'Production' })).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysLoading' });
    expect(screen.getByRole('status', { name: 'Loading API keys' })).toBeInTheDocument();
    // No count before the list is known.
    expect(screen.queryByText(/API Keys: \d+\/20/)).toBeNull();
  });

  it("says 'No API keys to display' without keys", async () => {
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysEmpty' });
    expect(await screen.findByText('No API keys to display')).toBeInTheDocument();
    expect(screen.getByText('API Keys: 0/20')).toBeInTheDocument();
  });

  it('lists keys in a table with the spec’s columns, dates in the user’s zone and the full date-time on hover', async () => {
    localStorage.setItem(TIMEZONE_STORAGE_KEY, 'Asia/Tokyo');
    renderWithDashboard(<ApiKeysPanel />);
    await screen.findByRole('cell', { name: 'Production' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Key ID', 'Created', 'Expires', 'Status', 'Actions']);
    const [production, nightly] = rows();
    expect(within(production!).getByText('key_01HZX3Q8PRODUCTION')).toBeInTheDocument();
    const created = within(production!).getByText('Mar 4, 2026');
    expect(created).toHaveAttribute('title', 'March 4, 2026 at 7:15:00 PM GMT+9');
    expect(within(production!).getByText('Never')).toBeInTheDocument();
    expect(within(production!).getByText('Active')).toBeInTheDocument();
    expect(within(nightly!).getByText('May 21, 2027')).toBeInTheDocument();
    expect(screen.getByText('API Keys: 2/20')).toBeInTheDocument();
  });

  it('shows when each key was last used where the API tells, marking keys unused for 90 days', async () => {
    localStorage.setItem(TIMEZONE_STORAGE_KEY, 'Asia/Tokyo');
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysLastUsed' });
    await screen.findByRole('cell', { name: 'Production' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Key ID', 'Created', 'Expires', 'Last used', 'Status', 'Actions']);
    const [used, never, stale] = rows();
    const lastUsed = within(used!).getByText('3 days ago');
    expect(lastUsed.tagName).toBe('TIME');
    expect(lastUsed.getAttribute('title')).toMatch(/^\w+ \d{1,2}, \d{4} at .+ GMT\+9$/);
    expect(within(used!).queryByText('Unused for 90 days')).toBeNull();
    expect(within(never!).getAllByText('Never')).toHaveLength(2); // expires never, used never
    expect(within(never!).getByText('Unused for 90 days')).toBeInTheDocument();
    expect(within(stale!).getByText('3 months ago')).toBeInTheDocument();
    expect(within(stale!).getByText('Unused for 90 days')).toBeInTheDocument();
  });

  it('shows Expired, Inactive and Expires soon', async () => {
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysMixedStatus' });
    await screen.findByRole('cell', { name: 'Old job' });
    const [expired, inactive, soon] = rows();
    expect(within(expired!).getByText('Expired')).toBeInTheDocument();
    expect(within(inactive!).getByText('Inactive')).toBeInTheDocument();
    expect(within(soon!).getByText('Active')).toBeInTheDocument();
    expect(within(soon!).getByText('Expires soon')).toBeInTheDocument();
    expect(screen.getByText('API Keys: 1/20')).toBeInTheDocument();
  });

  it('shows cards instead of a table below 1024 px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    renderWithDashboard(<ApiKeysPanel />);
    const cards = await screen.findByRole('list', { name: 'API Keys' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('takes the limit from the server: at the limit, New API Key is disabled with the hint and tooltip', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysAtLimit' });
    expect(await screen.findByText('API Keys: 2/2')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'New API Key' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Delete unused keys to create new ones');
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete unused keys to create new ones');
  });

  it('defaults the limit to 20 for a bare array', async () => {
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysBareArray' });
    expect(await screen.findByText('API Keys: 2/20')).toBeInTheDocument();
  });

  it('shows a list failure in a red alert that can be dismissed', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysListError' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected server error occurred.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('creating a key', () => {
  it('creates a key with an expiry preset 7 days ahead, sent at 23:59:59 UTC, and shows it once', async () => {
    // A fixed today, so the date typed below is ahead of it on any day the test runs (only Date is faked: the timers stay real).
    vi.useFakeTimers({ now: Date.parse('2026-11-18T09:30:00Z'), toFake: ['Date'] });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderWithDashboard(<ApiKeysPanel />);
    await screen.findByRole('cell', { name: 'Production' });
    await user.click(screen.getByRole('button', { name: 'New API Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New API Key' });
    const name = within(dialog).getByLabelText('Key Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('placeholder', 'e.g. Production API Key');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.type(name, 'Weekly export');
    await user.click(within(dialog).getByLabelText('Set expiration'));
    const date = within(dialog).getByLabelText('Expiration date');
    expect(date).toHaveValue(presetExpiryDate(new Date()));
    expect(date).toHaveAttribute('min', earliestExpiryDate(new Date()));
    await user.clear(date);
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.type(date, '2027-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const created = await screen.findByRole('dialog', { name: 'New API Key Created' });
    expect(keyStore.list().at(-1)).toMatchObject({ name: 'Weekly export', expires_at: '2027-01-31T23:59:59Z' });
    expect(within(created).getByLabelText('Key ID')).toHaveValue('key_test_1');
    expect(within(created).getByLabelText('Secret')).toHaveValue('sk_test_secret_1');
    expect(within(created).getByLabelText('Secret')).toHaveAttribute('readonly');
    expect(within(created).getByText("Make sure to save both your Key ID and Secret now. You won't be able to see the Secret again!")).toBeInTheDocument();
    expect(within(created).getByText('Note: It may take up to 5 minutes before your new API key becomes active.')).toBeInTheDocument();

    await user.click(within(created).getByRole('button', { name: 'Copy Secret' }));
    expect(writeText).toHaveBeenCalledWith('sk_test_secret_1');
    expect(await navigator.clipboard.readText()).toBe('sk_test_secret_1');
    expect(within(created).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    await user.click(within(created).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('cell', { name: 'Weekly export' })).toBeInTheDocument();
    expect(screen.queryByText('sk_test_secret_1')).not.toBeInTheDocument();
  });

  it("shows 'Copied!' for 2 seconds", async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />);
    await screen.findByRole('cell', { name: 'Production' });
    await user.click(screen.getByRole('button', { name: 'New API Key' }));
    await user.type(await screen.findByLabelText('Key Name'), 'CI');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByRole('dialog', { name: 'New API Key Created' });
    vi.useFakeTimers();
    try {
      await act(async () => screen.getByRole('button', { name: 'Copy Key ID' }).click());
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1999));
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Copy Key ID' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides copy buttons without a clipboard', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderWithDashboard(<ApiKeysPanel />);
    await screen.findByRole('cell', { name: 'Production' });
    await user.click(screen.getByRole('button', { name: 'New API Key' }));
    await user.type(await screen.findByLabelText('Key Name'), 'CI');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const created = await screen.findByRole('dialog', { name: 'New API Key Created' });
    expect(within(created).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  });

  it('only logs a failed copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithDashboard(<ApiKeysPanel />);
    await screen.findByRole('cell', { name: 'Production' });
    await user.click(screen.getByRole('button', { name: 'New API Key' }));
    await user.type(await screen.findByLabelText('Key Name'), 'CI');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(await screen.findByRole('button', { name: 'Copy Secret' }));
    expect(logged).toHaveBeenCalledWith('Failed to copy to clipboard', expect.any(DOMException));
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('for a user west of UTC in the evening, once UTC’s day has turned, offers no expiry date the API would find past', async () => {
    // 17:10 on 15 June in Los Angeles is 00:10 on the 16th in UTC: the 15th's 23:59:59 UTC has gone.
    vi.useFakeTimers({ now: Date.parse('2027-06-16T00:10:00Z'), toFake: ['Date'] });
    process.env.TZ = 'America/Los_Angeles';
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />);
    await screen.findByRole('cell', { name: 'Production' });
    await user.click(screen.getByRole('button', { name: 'New API Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New API Key' });
    await user.type(within(dialog).getByLabelText('Key Name'), 'Evening job');
    await user.click(within(dialog).getByLabelText('Set expiration'));
    const date = within(dialog).getByLabelText('Expiration date');
    expect(date).toHaveValue('2027-06-22');
    expect(date).toHaveAttribute('min', '2027-06-16');
    await user.clear(date);
    await user.type(date, '2027-06-15');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.clear(date);
    await user.type(date, '2027-06-16');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByRole('dialog', { name: 'New API Key Created' });
    expect(keyStore.list().at(-1)).toMatchObject({ name: 'Evening job', expires_at: '2027-06-16T23:59:59Z' });
  });

  it('sends expires_at null without expiry, and downloads <name>.json with the details', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => { saved.push({ name: '', blob }); return 'blob:key'; }, revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1]!.name = this.download;
    });
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />);
    await screen.findByRole('cell', { name: 'Production' });
    await user.click(screen.getByRole('button', { name: 'New API Key' }));
    await user.type(await screen.findByLabelText('Key Name'), 'CI runner');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(await screen.findByRole('button', { name: 'Download Key Details' }));
    expect(keyStore.list().at(-1)?.expires_at).toBeNull();
    expect(click).toHaveBeenCalled();
    expect(saved[0]?.name).toBe('CI runner.json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!.blob);
    });
    expect(JSON.parse(text)).toMatchObject({ name: 'CI runner', id: 'key_test_1', secret: 'sk_test_secret_1', expires_at: null });
  });

  it('refetches the list when the answer to a create is lost, so the key shows up once', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysCreateLost' });
    await screen.findByRole('cell', { name: 'Production' });
    await user.click(screen.getByRole('button', { name: 'New API Key' }));
    await user.type(await screen.findByLabelText('Key Name'), 'Lost answer');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to the server.');
    expect(await screen.findByRole('cell', { name: 'Lost answer' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: 'Lost answer' })).toHaveLength(1);
    expect(keyStore.list().filter((key) => key.name === 'Lost answer')).toHaveLength(1);
  });

  it('Cancel closes the dialog and forgets the form', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />);
    await screen.findByRole('cell', { name: 'Production' });
    await user.click(screen.getByRole('button', { name: 'New API Key' }));
    await user.type(await screen.findByLabelText('Key Name'), 'Temp');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New API Key' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'New API Key' }));
    expect(screen.getByLabelText('Key Name')).toHaveValue('');
  });
});

describe('deleting a key', () => {
  it('asks Confirm? keeping focus, can be cancelled, then deletes, refetches, announces and moves focus to the next row', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />);
    await screen.findByRole('cell', { name: 'Production' });
    const remove = screen.getByRole('button', { name: 'Delete Production' });
    await user.click(remove);
    expect(remove).toHaveTextContent('Confirm?');
    expect(remove).toHaveFocus();
    const cancel = screen.getByRole('button', { name: 'Cancel deletion' });
    expect(cancel).toHaveAttribute('title', 'Cancel deletion');
    await user.click(cancel);
    expect(screen.getByRole('button', { name: 'Delete Production' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete Production' }));
    await user.click(screen.getByRole('button', { name: 'Confirm?' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Production' })).not.toBeInTheDocument());
    expect(keyStore.list().map((key) => key.name)).toEqual(['Nightly job']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Nightly job' })).toHaveFocus());
    expect(screen.getByText('API key "Production" deleted.')).toBeInTheDocument();
  });

  it("shows 'Deleting...' while the request runs and moves focus to New API Key after the last key", async () => {
    keyStore.reset([{ id: 'only', name: 'Only key', created_at: '2026-01-01T00:00:00Z', expires_at: null, is_active: true }]);
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysDeleteHeld' });
    await user.click(await screen.findByRole('button', { name: 'Delete Only key' }));
    await user.click(screen.getByRole('button', { name: 'Confirm?' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    deleteHold.release();
    expect(await screen.findByText('No API keys to display')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New API Key' })).toHaveFocus());
  });

  it('shows a failed deletion in the red alert and keeps the key', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysDeleteFails' });
    await user.click(await screen.findByRole('button', { name: 'Delete Production' }));
    await user.click(screen.getByRole('button', { name: 'Confirm?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission to access this resource.");
    expect(screen.getByRole('cell', { name: 'Production' })).toBeInTheDocument();
  });
});

describe('a key’s row menu, where it has more than Delete', () => {
  it('opens by keyboard on its first item (ArrowUp: its last), moves with the arrows, and Escape gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysLastUsed' });
    const button = await screen.findByRole('button', { name: 'Actions for Production' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Actions for Production' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Roll', 'Delete']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Roll' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus());
  });

  it('keeps deletion’s two steps: Delete turns the row’s button into Confirm? (focused), Escape takes it back, Confirm? deletes', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysCapped' });
    await chooseKeyAction(user, 'Batch job', 'Delete');
    const confirm = await screen.findByRole('button', { name: 'Confirm?' });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(within(screen.getByRole('row', { name: /Batch job/ })).getByRole('button', { name: 'Cancel deletion' })).toHaveAttribute('title', 'Cancel deletion');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Batch job' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Confirm?' })).toBeNull();

    await chooseKeyAction(user, 'Batch job', 'Delete');
    await user.click(await screen.findByRole('button', { name: 'Confirm?' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Batch job' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Backfill' })).toHaveFocus());
  });
});

describe('rolling a key (API-PROPOSAL.md)', () => {
  it('asks for the grace period, sends it, shows the new secret once and announces when the old key stops', async () => {
    localStorage.setItem(TIMEZONE_STORAGE_KEY, 'Asia/Tokyo');
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/roll')) bodies.push(await request.clone().json());
    });
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysLastUsed' });
    await chooseKeyAction(user, 'Production', 'Roll');
    const dialog = await screen.findByRole('dialog', { name: 'Roll API Key' });
    expect(within(dialog).getByText('A new key named "Production" replaces this one. Its secret is shown once. How long should the old key keep working?')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '24 hours' })).toBeChecked();
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '24 hours' })).toHaveFocus());
    // Arrow keys move through the periods, as in any radio group.
    await user.keyboard('{ArrowUp}');
    expect(within(dialog).getByRole('radio', { name: '1 hour' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Roll key' }));

    const created = await screen.findByRole('dialog', { name: 'New API Key Created' });
    expect(within(created).getByLabelText('Secret', { exact: true })).toHaveValue('sk_test_rolled_secret');
    expect(bodies).toEqual([{ grace_hours: 1 }]);
    expect(screen.queryByRole('dialog', { name: 'Roll API Key' })).toBeNull();
    expect(screen.getByText('API key "Production" rolled. The old key stops working November 24, 2026 at 6:30:00 PM GMT+9.')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('offers no Roll on a key rolled already (it names its replacement, which rolls next)', async () => {
    server.use(
      http.get(`${TEST_API_URL}/v1/api-keys`, () =>
        HttpResponse.json({
          keys: [
            { id: 'key_old', name: 'Old feed', created_at: '2026-03-04T10:15:00Z', expires_at: '2099-01-01T00:00:00Z', is_active: true, last_used_at: null, replaced_by: 'key_new' },
            { id: 'key_new', name: 'New feed', created_at: '2026-11-20T10:15:00Z', expires_at: null, is_active: true, last_used_at: null, replaced_by: null },
          ],
          active_key_limit: 20,
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />);
    // The old key in its grace period: Delete alone, in place.
    expect(await screen.findByRole('button', { name: 'Delete Old feed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Old feed' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actions for New feed' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Roll', 'Delete']);
  });

  it('offers Roll only where the API tells when keys were last used: else Delete stands alone, in place', async () => {
    renderWithDashboard(<ApiKeysPanel />);
    await screen.findByRole('cell', { name: 'Production' });
    expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Production' })).toBeInTheDocument();
  });

  it('shows a refused roll in the red alert, closes the dialog and keeps the list', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysLastUsed' });
    // After the scenario: this answer wins over its roll handler.
    server.use(http.post(`${TEST_API_URL}/v1/api-keys/:id/roll`, () => HttpResponse.json({ message: 'Only an active key that has not expired can be rolled', type: 'key_not_rollable' }, { status: 400 })));
    await chooseKeyAction(user, 'Old laptop', 'Roll');
    await user.click(await screen.findByRole('button', { name: 'Roll key' }));
    // The spec's catalogue text for a 400, as every other refused key action shows.
    expect(await screen.findByRole('alert')).toHaveTextContent('The request was invalid.');
    expect(screen.queryByRole('dialog', { name: 'Roll API Key' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'Old laptop' })).toBeInTheDocument();
  });
});

describe("each key's spend (API-PROPOSAL.md)", () => {
  const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

  it('shows each key’s 30-day spend beside its dates, a key without usage at zero', async () => {
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysSpend' });
    await screen.findByRole('cell', { name: 'Production' });
    expect(headers()).toEqual(['Name', 'Key ID', 'Created', 'Expires', 'Spend, 30 days', 'Status', 'Actions']);
    const [production, nightly] = rows();
    expect(within(production!).getByRole('cell', { name: '€33.00' })).toBeInTheDocument();
    expect(within(nightly!).getByRole('cell', { name: '€0.00' })).toBeInTheDocument();
  });

  it('shows the spend on each card below 1024 px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysSpend' });
    const [production] = within(await screen.findByRole('list', { name: 'API Keys' })).getAllByRole('listitem');
    expect(within(production!).getByText('Spend, 30 days')).toBeInTheDocument();
    expect(within(production!).getByText('€33.00')).toBeInTheDocument();
  });

  it('shows the keys without the column when the spend does not come within a moment', async () => {
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysSpendHeld' });
    expect(screen.getByRole('status', { name: 'Loading API keys' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Production' }, { timeout: 10 * SPEND_WAIT_MS });
    expect(headers()).not.toContain('Spend, 30 days');
  });

  it('asks once and shows no column where the API does not offer usage by key (a 404)', async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).searchParams.get('group_by') === 'key') asked.push(request.url);
    };
    server.events.on('request:start', record);
    try {
      const { queryClient } = renderWithDashboard(<ApiKeysPanel />);
      await screen.findByRole('cell', { name: 'Production' });
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(headers()).not.toContain('Spend, 30 days');
      expect(asked).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});

describe('ApiKeysPanel twice on one page', () => {
  it('is a region named by its heading, or by the aria-label the host gives each one', async () => {
    renderWithDashboard(
      <>
        <ApiKeysPanel />
        <ApiKeysPanel aria-label="Staging API keys" />
      </>,
    );
    const named = await screen.findByRole('region', { name: 'Staging API keys' });
    expect(within(named).getByRole('heading', { name: 'API Keys' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'API Keys' })).toHaveLength(1);
  });
});
