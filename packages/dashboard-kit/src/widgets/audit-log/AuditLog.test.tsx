import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORG_ID } from '../../../../../tests/msw/organization-scenarios';
import { TEST_API_URL } from '../../../../../tests/msw/fixtures';
import { server } from '../../../../../tests/msw/server';
import { renderWithDashboard } from '../../../../../tests/render';
import { AuditLog } from './AuditLog';
import { changeLines } from './auditLog.logic';

describe('AuditLog', () => {
  it('shows each event with who, what it changed, and from where; an automatic one says so', async () => {
    renderWithDashboard(<AuditLog />, { scenario: 'organizationOwner', organization: ORG_ID });
    const cap = (await screen.findByRole('rowheader', { name: 'Spend cap changed' })).closest('tr')!;
    expect(within(cap).getByText('dan@example.com')).toBeInTheDocument();
    expect(within(cap).getByText('Batch jobs')).toBeInTheDocument();
    expect(within(cap).getByText('monthly_spend_cap_cents: – → 5000')).toBeInTheDocument();
    expect(within(cap).getByText('203.0.113.7')).toBeInTheDocument();
    const bought = screen.getByRole('rowheader', { name: 'Credits bought' }).closest('tr')!;
    expect(within(bought).getByText('Automatic')).toBeInTheDocument();
  });

  it('keeps its filters in the address and asks the API with them', async () => {
    const asked: string[] = [];
    const { navigate } = renderWithDashboard(<AuditLog />, { scenario: 'organizationOwner', organization: ORG_ID, url: '/audit-log?org=acme-weather' });
    server.use(
      http.get(`${TEST_API_URL}/v1/audit-log`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('action') ?? '');
        return HttpResponse.json({ events: [], next_cursor: null, retention_days: 365 });
      }),
    );
    await userEvent.selectOptions(await screen.findByLabelText('Event'), 'key.deleted');
    await waitFor(() => expect(asked).toContain('key.deleted'));
    expect(navigate).toHaveBeenLastCalledWith('/audit-log?org=acme-weather&action=key.deleted', { replace: true });
    expect(await screen.findByText('No events match these filters.')).toBeInTheDocument();
  });

  it('tells a role that may not read it, without asking', async () => {
    renderWithDashboard(<AuditLog />, { scenario: 'organizationViewer', organization: ORG_ID });
    expect(await screen.findByText('Your role in this organisation cannot read the audit log. Owners and admins can.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});

describe('an audit event’s change', () => {
  it('names each field that changed, what it was and what it became, and leaves the rest out', () => {
    expect(changeLines({ before: { role: 'developer', name: 'x' }, after: { role: 'viewer', name: 'x' } })).toEqual(['role: developer → viewer']);
    expect(changeLines({ before: null, after: { deleted_keys: [] } })).toEqual(['deleted_keys: –']);
    expect(changeLines({ before: { threshold_cents: 500 }, after: null })).toEqual(['threshold_cents: 500']);
  });
});
