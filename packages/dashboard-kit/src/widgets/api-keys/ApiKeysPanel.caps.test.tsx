import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { TEST_API_URL } from '../../../../../tests/msw/fixtures';
import { server } from '../../../../../tests/msw/server';
import { chooseKeyAction } from '../../../../../tests/key-row-menu';
import { renderWithDashboard } from '../../../../../tests/render';
import { ApiKeysPanel } from './ApiKeysPanel';

// Proposed API (API-PROPOSAL.md): a monthly spend cap per key.
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const row = (name: string) => rows().find((candidate) => within(candidate).queryByRole('cell', { name }))!;
const monthCell = (name: string) => within(row(name)).getAllByRole('cell')[4]!;

/** The bodies the key endpoints receive, as JSON, by method. */
function recordBodies() {
  const bodies: { method: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (/\/v1\/api-keys/.test(request.url) && request.method !== 'GET') bodies.push({ method: request.method, body: await request.clone().json() });
  });
  return bodies;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

describe('the key table with spend caps', () => {
  it('shows each key’s month against its cap, says which key the API refuses, and a key without a cap', async () => {
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysCapped' });
    await screen.findByRole('cell', { name: 'Production' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Key ID', 'Created', 'Expires', 'This month (UTC)', 'Status', 'Actions']);
    expect(monthCell('Production')).toHaveTextContent(/^€12\.30 of €50\.00$/);
    expect(monthCell('Batch job')).toHaveTextContent(/^€20\.40 of €20\.00Cap reached$/);
    expect(monthCell('Backfill')).toHaveTextContent(/^€15\.00 of €15\.00Cap reached$/);
    expect(monthCell('Nightly job')).toHaveTextContent(/^€3\.00No cap$/);
    expect(within(row('Production')).queryByText('Cap reached')).toBeNull();
  });

  it('offers a cap on active keys only: an expired key is refused whatever its cap, and still shows its month', async () => {
    const expired = { id: 'key_old', name: 'Old export', created_at: '2025-01-01T00:00:00Z', expires_at: '2025-06-30T23:59:59Z', is_active: true, monthly_spend_cap_cents: 1_000, month_spend_cents: 0 };
    server.use(http.get(`${TEST_API_URL}/v1/api-keys`, () => HttpResponse.json({ keys: [expired], active_key_limit: 20, spend_caps: true })));
    renderWithDashboard(<ApiKeysPanel />);
    await screen.findByRole('cell', { name: 'Old export' });
    expect(monthCell('Old export')).toHaveTextContent(/^€0\.00 of €10\.00$/);
    // Delete is its one action: in place, with no row menu.
    expect(within(row('Old export')).getByRole('button', { name: 'Delete Old export' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Old export' })).toBeNull();
  });

  it('has no cap column, action or field where the API does not offer caps (the spec’s table)', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />);
    await screen.findByRole('cell', { name: 'Production' });
    expect(screen.queryByRole('columnheader', { name: 'This month (UTC)' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Production' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New API Key' }));
    expect(within(await screen.findByRole('dialog', { name: 'Create New API Key' })).queryByLabelText(/Monthly spend cap/)).toBeNull();
  });

  it('shows the month and the refusal on cards too', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysCapped' });
    const card = (await screen.findByText('Batch job')).closest('li')!;
    expect(within(card).getByText('This month (UTC)').nextElementSibling).toHaveTextContent('€20.40 of €20.00Cap reached');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Actions for Batch job' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Spend cap', 'Delete']);
  });
});

describe('setting a key’s cap', () => {
  it('sets a cap on a key without one: the dialog tells the month, the field takes the amount, the table and a live message follow', async () => {
    const bodies = recordBodies();
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysCapped' });
    await chooseKeyAction(user, 'Nightly job', 'Spend cap');
    const dialog = await screen.findByRole('dialog', { name: 'Monthly spend cap' });
    expect(within(dialog).getByText('Nightly job has spent €3.00 this month (UTC).')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Monthly spend cap in EUR (optional)');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(/Once the key spends this much in a calendar month \(UTC\), the API refuses it until the month turns/);
    await user.type(field, '25.50{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Monthly spend cap' })).toBeNull());
    expect(bodies).toEqual([{ method: 'PATCH', body: { monthly_spend_cap_cents: 2_550 } }]);
    expect(screen.getByText('The spend cap of Nightly job is now €25.50 a month.')).toBeInTheDocument();
    await waitFor(() => expect(monthCell('Nightly job')).toHaveTextContent(/^€3\.00 of €25\.50$/));
  });

  it('raises the cap of a refused key, which lifts the refusal', async () => {
    const bodies = recordBodies();
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysCapped' });
    await chooseKeyAction(user, 'Batch job', 'Spend cap');
    const field = await screen.findByLabelText('Monthly spend cap in EUR (optional)');
    expect(field).toHaveValue('20');
    await user.clear(field);
    await user.type(field, '40');
    await user.click(await screen.findByRole('button', { name: 'Save cap' }));
    await waitFor(() => expect(monthCell('Batch job')).toHaveTextContent(/^€20\.40 of €40\.00$/));
    expect(bodies).toEqual([{ method: 'PATCH', body: { monthly_spend_cap_cents: 4_000 } }]);
  });

  it('removes a cap when the field is left empty', async () => {
    const bodies = recordBodies();
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysCapped' });
    await chooseKeyAction(user, 'Production', 'Spend cap');
    await user.clear(await screen.findByLabelText('Monthly spend cap in EUR (optional)'));
    await user.click(await screen.findByRole('button', { name: 'Save cap' }));
    expect(await screen.findByText('Production has no spend cap now.')).toBeInTheDocument();
    expect(bodies).toEqual([{ method: 'PATCH', body: { monthly_spend_cap_cents: null } }]);
    await waitFor(() => expect(monthCell('Production')).toHaveTextContent(/^€12\.30No cap$/));
  });

  it('refuses an amount the API would refuse, saying the range, and sends nothing', async () => {
    const bodies = recordBodies();
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysCapped' });
    await chooseKeyAction(user, 'Production', 'Spend cap');
    const field = await screen.findByLabelText('Monthly spend cap in EUR (optional)');
    await user.clear(field);
    await user.type(field, '0.50{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Enter an amount from €1\.00 to €100,000\.00, or leave it empty\./);
    expect(field).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Monthly spend cap' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows Saving... while the cap is saved', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysCapSaving' });
    await chooseKeyAction(user, 'Production', 'Spend cap');
    await user.click(await screen.findByRole('button', { name: 'Save cap' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('shows a refused cap in the red alert, closes the dialog and keeps the key’s cap', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysCapRefused' });
    await chooseKeyAction(user, 'Production', 'Spend cap');
    await user.click(await screen.findByRole('button', { name: 'Save cap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request was invalid.');
    expect(screen.queryByRole('dialog', { name: 'Monthly spend cap' })).toBeNull();
    expect(monthCell('Production')).toHaveTextContent(/^€12\.30 of €50\.00$/);
  });
});

describe('a cap at creation', () => {
  it('caps a first key as it is created, before any key tells that caps exist', async () => {
    const bodies = recordBodies();
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysCapsNoKeys' });
    await user.click(await screen.findByRole('button', { name: 'New API Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New API Key' });
    await user.type(within(dialog).getByLabelText('Key Name'), 'Trading bot');
    await user.type(within(dialog).getByLabelText('Monthly spend cap in EUR (optional)'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await screen.findByRole('dialog', { name: 'New API Key Created' });
    expect(bodies).toEqual([{ method: 'POST', body: { name: 'Trading bot', expires_at: null, monthly_spend_cap_cents: 5_000 } }]);
    await waitFor(() => expect(monthCell('Trading bot')).toHaveTextContent(/^€0\.00 of €50\.00$/));
  });

  it('creates a key without a cap when the field stays empty, and refuses a bad amount without sending', async () => {
    const bodies = recordBodies();
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysCapsNoKeys' });
    await user.click(await screen.findByRole('button', { name: 'New API Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New API Key' });
    await user.type(within(dialog).getByLabelText('Key Name'), 'Web');
    const cap = within(dialog).getByLabelText('Monthly spend cap in EUR (optional)');
    await user.type(cap, 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(cap).toHaveAttribute('aria-invalid', 'true');
    expect(cap).toHaveFocus();
    expect(bodies).toEqual([]);
    await user.clear(cap);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByRole('dialog', { name: 'New API Key Created' });
    expect(bodies).toEqual([{ method: 'POST', body: { name: 'Web', expires_at: null } }]);
  });
});
