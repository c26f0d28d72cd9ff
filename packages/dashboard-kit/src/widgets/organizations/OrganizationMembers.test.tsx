import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FAKE_TOTP_CODE, makeFactor, makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { MEMBERS, ORG_ID } from '../../../../../tests/msw/organization-scenarios';
import { TEST_API_URL } from '../../../../../tests/msw/fixtures';
import { applyScenario, server } from '../../../../../tests/msw/server';
import { renderWithDashboard } from '../../../../../tests/render';
import { OrganizationMembers } from './OrganizationMembers';

const memberRow = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;

describe('OrganizationMembers', () => {
  it('lists the members with their role, join date and keys made, and the seats', async () => {
    renderWithDashboard(<OrganizationMembers />, { scenario: 'organizationOwner', organization: ORG_ID });
    const dan = await memberRow('Dan Developer');
    expect(within(dan).getByRole('combobox', { name: 'Role of Dan Developer' })).toHaveValue('developer');
    expect(within(dan).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(screen.getByText('4 of 10 seats used')).toBeInTheDocument();
    // The last owner (the user) cannot be demoted or leave: the page says why.
    const me = await memberRow('Dev Sandbox');
    expect(within(me).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(me).queryByRole('button', { name: 'Leave organisation' })).not.toBeInTheDocument();
    expect(screen.getByText(/An organisation always has an owner/)).toBeInTheDocument();
  });

  it('removes a member, offering in the same step to delete the keys they made', async () => {
    let removed: string | null = null;
    renderWithDashboard(<OrganizationMembers />, { scenario: 'organizationOwner', organization: ORG_ID });
    server.use(
      http.delete(`${TEST_API_URL}/v1/organizations/${ORG_ID}/members/:userId`, ({ request, params }) => {
        removed = `${String(params.userId)}${new URL(request.url).search}`;
        return HttpResponse.json({ deleted_keys: 3 });
      }),
    );
    await userEvent.click(within(await memberRow('Dan Developer')).getByRole('button', { name: 'Remove Dan Developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Dan Developer?' });
    expect(within(dialog).getByRole('radio', { name: /Keep the 3 keys they made/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Delete the 3 keys they made/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(removed).toBe('user-dan?delete_keys=true'));
    expect(await screen.findByText('Dan Developer was removed.')).toBeInTheDocument();
  });

  it('counts one key as one, in the dialog and the seats', async () => {
    applyScenario('organizationOwner');
    server.use(
      http.get(`${TEST_API_URL}/v1/organizations/${ORG_ID}/members`, () =>
        HttpResponse.json({ members: MEMBERS.map((member) => (member.user_id === 'user-dan' ? { ...member, keys_created: 1 } : member)), seat_limit: 1, seats_used: 1 }),
      ),
    );
    renderWithDashboard(<OrganizationMembers />, { organization: ORG_ID });
    await userEvent.click(within(await memberRow('Dan Developer')).getByRole('button', { name: 'Remove Dan Developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Dan Developer?' });
    expect(within(dialog).getByRole('radio', { name: 'Keep the key they made: it keeps working.' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Delete the key they made: it stops at once.' })).toBeInTheDocument();
    expect(screen.getByText('1 of 1 seat used')).toBeInTheDocument();
  });

  it('shows a viewer the members, and nothing to change or invite', async () => {
    renderWithDashboard(<OrganizationMembers />, { scenario: 'organizationViewer', organization: ORG_ID });
    const dan = await memberRow('Dan Developer');
    expect(within(dan).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dan).getByText('Developer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument();
    // Their own row offers to leave.
    expect(within(await memberRow('Dev Sandbox')).getByRole('button', { name: 'Leave organisation' })).toBeInTheDocument();
  });

  it('invites by email with a role, and words the API’s refusal', async () => {
    renderWithDashboard(<OrganizationMembers />, { scenario: 'organizationOwner', organization: ORG_ID });
    const section = await screen.findByRole('region', { name: 'Invitations' });
    const open = (await within(section).findByRole('rowheader', { name: 'new.hire@example.com' })).closest('tr')!;
    expect(within(open).getByText('Pending')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Revoke the invitation to new.hire@example.com' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Resend the invitation to late@example.com' })).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Send invitation' }));
    expect(await within(section).findByText('Enter an email address.')).toBeInTheDocument();
    await userEvent.type(within(section).getByLabelText('Email address'), 'dan@example.com');
    await userEvent.click(within(section).getByRole('button', { name: 'Send invitation' }));
    expect(await within(section).findByText('That person is a member already.')).toBeInTheDocument();
    await userEvent.clear(within(section).getByLabelText('Email address'));
    await userEvent.type(within(section).getByLabelText('Email address'), 'grace@example.com');
    await userEvent.selectOptions(within(section).getByLabelText('Role'), 'billing');
    await userEvent.click(within(section).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to grace@example.com. It is open for 7 days.')).toBeInTheDocument();
  });

  it('asks for a code when the API wants one before someone is made admin, then sends the change once more', async () => {
    const sent: string[] = [];
    renderWithDashboard(<OrganizationMembers />, { scenario: 'organizationOwner', organization: ORG_ID, session: makeSession({ factors: [makeFactor()] }) });
    const dan = await memberRow('Dan Developer');
    server.use(
      http.patch(`${TEST_API_URL}/v1/organizations/${ORG_ID}/members/:userId`, async ({ request }) => {
        sent.push(((await request.json()) as { role: string }).role);
        if (sent.length === 1) {
          return HttpResponse.json(
            { message: 'Confirm it is you: this needs a code from your authenticator app entered in the last 10 minutes', type: 'insufficient_aal', required_aal: 'aal2', max_age_seconds: 600 },
            { status: 403 },
          );
        }
        return HttpResponse.json({ user_id: 'user-dan', email: 'dan@example.com', name: 'Dan Developer', role: 'admin', joined_at: '2026-10-01T09:00:00Z', keys_created: 3 });
      }),
    );
    await userEvent.selectOptions(within(dan).getByRole('combobox', { name: 'Role of Dan Developer' }), 'admin');
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.type(within(stepUp).getByLabelText('Verification code'), `${FAKE_TOTP_CODE}{Enter}`);
    await waitFor(() => expect(sent).toEqual(['admin', 'admin']));
  });

  it('says, in the personal account, that members belong to an organisation', async () => {
    renderWithDashboard(<OrganizationMembers />, { organization: null });
    expect(await screen.findByText(/Members and settings belong to an organisation/)).toBeInTheDocument();
  });
});
