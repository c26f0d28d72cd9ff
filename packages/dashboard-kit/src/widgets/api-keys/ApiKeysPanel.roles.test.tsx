import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORG_ID } from '../../../../../tests/msw/organization-scenarios';
import { TEST_API_URL } from '../../../../../tests/msw/fixtures';
import { server } from '../../../../../tests/msw/server';
import { renderWithDashboard } from '../../../../../tests/render';
import { ApiKeysPanel } from './ApiKeysPanel';

/** An organisation's keys, each naming who made it; asked for with the organisation's header only. */
function serveOrganizationKeys() {
  const headers: (string | null)[] = [];
  server.use(
    http.get(`${TEST_API_URL}/v1/api-keys`, ({ request }) => {
      headers.push(request.headers.get('organization-id'));
      return HttpResponse.json({
        keys: [{ id: 'jk_team', name: 'Team pipeline', created_at: '2026-10-01T00:00:00Z', expires_at: null, is_active: true, created_by: { id: 'user-dan', email: 'dan@example.com' } }],
        active_key_limit: 20,
      });
    }),
  );
  return headers;
}

describe('ApiKeysPanel in an organisation', () => {
  it('shows a viewer the organisation’s keys and who made each, with Create disabled and the reason, and no key actions', async () => {
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'organizationViewer', organization: ORG_ID });
    const headers = serveOrganizationKeys();
    // One key: the page's texts are its (a narrow test window shows it as a card that names its fields).
    await screen.findByText('Team pipeline');
    expect(screen.getByText('dan@example.com')).toBeInTheDocument();
    expect(screen.getByText('Created by')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'New API Key' });
    expect(create).toHaveAttribute('aria-disabled', 'true');
    expect(create).toHaveAccessibleDescription('Your role in this organisation cannot create, roll, cap or delete keys, or run forecasts with them. Owners, admins and developers can.');
    expect(screen.queryByRole('button', { name: /Delete|Actions for/ })).not.toBeInTheDocument();
    expect(headers.every((header) => header === ORG_ID)).toBe(true);
  });

  it('opens the new key’s form while the organisation is still being looked up: a press from the first paint is answered', async () => {
    let answer!: () => void;
    const listed = new Promise<void>((resolve) => (answer = resolve));
    // The organisations (and so the member's role) answer only when the test lets them.
    server.use(http.get(`${TEST_API_URL}/v1/organizations`, async () => {
      await listed;
      return HttpResponse.json({ organizations: [] });
    }));
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'organizationDeveloper', organization: ORG_ID });
    const create = screen.getByRole('button', { name: 'New API Key' });
    // Nothing says no yet: not refused, no reason given.
    expect(create).not.toHaveAttribute('aria-disabled');
    expect(create).not.toHaveAccessibleDescription();
    await userEvent.click(create);
    expect(await screen.findByRole('dialog', { name: 'Create New API Key' })).toBeVisible();
    answer();
  });

  it('lets a developer create and delete them', async () => {
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'organizationDeveloper', organization: ORG_ID });
    serveOrganizationKeys();
    await screen.findByText('Team pipeline');
    expect(screen.getByRole('button', { name: 'New API Key' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: /Delete Team pipeline|Actions for Team pipeline/ })).toBeInTheDocument();
  });
});
