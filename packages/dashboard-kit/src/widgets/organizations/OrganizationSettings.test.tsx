import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ORG_ID, organizationAs } from '../../../../../tests/msw/organization-scenarios';
import { TEST_API_URL } from '../../../../../tests/msw/fixtures';
import { server } from '../../../../../tests/msw/server';
import { renderWithDashboard } from '../../../../../tests/render';
import { OrganizationSettings } from './OrganizationSettings';

describe('OrganizationSettings', () => {
  it('shows the billing details printed on receipts, says a VAT id is not verified, and words a refused one', async () => {
    renderWithDashboard(<OrganizationSettings />, { scenario: 'organizationOwner', organization: ORG_ID });
    const billing = await screen.findByRole('region', { name: 'Billing details' });
    expect(await within(billing).findByLabelText('Legal name')).toHaveValue('Acme Weather GmbH');
    expect(within(billing).getByLabelText('Country')).toHaveValue('DE');
    expect(within(billing).getByText(/not verified with the tax authority/)).toBeInTheDocument();
    const vat = within(billing).getByLabelText(/VAT ID/);
    await userEvent.clear(vat);
    await userEvent.type(vat, 'DE000');
    await userEvent.click(within(billing).getByRole('button', { name: 'Save' }));
    expect(await within(billing).findByText('That is not a valid VAT ID for the country chosen.')).toBeInTheDocument();
    // Under the field it is about, not in an alert of the form.
    expect(vat).toHaveAttribute('aria-invalid', 'true');
    expect(vat).toHaveAccessibleDescription(expect.stringContaining('That is not a valid VAT ID for the country chosen.'));
    expect(within(billing).queryByRole('alert')).toBeNull();
  });

  it('says a name is required and a slug must follow the rule, each under its field, sending nothing until both hold', async () => {
    const sent: unknown[] = [];
    const { queryClient } = renderWithDashboard(<OrganizationSettings />, { scenario: 'organizationOwner', organization: ORG_ID });
    const refetches = vi.spyOn(queryClient, 'invalidateQueries');
    server.use(
      http.patch(`${TEST_API_URL}/v1/organizations/${ORG_ID}`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(organizationAs('owner'));
      }),
    );
    const general = await screen.findByRole('region', { name: 'General' });
    const name = within(general).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(within(general).getByRole('button', { name: 'Save' }));
    expect(await within(general).findByText('A name is required.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('A name is required.'));
    await userEvent.clear(name);
    await userEvent.type(name, '  Acme Weather Labs ');
    const slug = within(general).getByLabelText(/^Address/);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'acme--weather');
    await userEvent.click(within(general).getByRole('button', { name: 'Save' }));
    expect(await within(general).findByText('Use 2 to 40 lower-case letters, digits and single dashes.')).toBeInTheDocument();
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('Use 2 to 40 lower-case letters, digits and single dashes.'));
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    // Refused before sending: nothing went stale, so nothing is asked again.
    expect(refetches).not.toHaveBeenCalled();
    await userEvent.clear(slug);
    await userEvent.type(slug, 'acme-labs');
    await userEvent.click(within(general).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Acme Weather Labs', slug: 'acme-labs' }]));
    await waitFor(() => expect(refetches).toHaveBeenCalled());
  });

  it('deletes only once the address is typed again, and sends it with the request', async () => {
    let confirm: unknown;
    renderWithDashboard(<OrganizationSettings />, { scenario: 'organizationOwner', organization: ORG_ID });
    server.use(
      http.delete(`${TEST_API_URL}/v1/organizations/${ORG_ID}`, async ({ request }) => {
        confirm = ((await request.json()) as { confirm: string }).confirm;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const danger = await screen.findByRole('region', { name: 'Delete organisation' });
    const button = within(danger).getByRole('button', { name: 'Delete organisation' });
    expect(button).toBeDisabled();
    await userEvent.type(within(danger).getByLabelText('Type acme-weather to confirm'), 'acme-weathe');
    expect(button).toBeDisabled();
    await userEvent.type(within(danger).getByLabelText('Type acme-weather to confirm'), 'r');
    await userEvent.click(button);
    await waitFor(() => expect(confirm).toBe('acme-weather'));
  });

  it('requires two-step verification of the members when an owner ticks it, and says so', async () => {
    let sent: { require_two_step: boolean } | undefined;
    renderWithDashboard(<OrganizationSettings />, { scenario: 'organizationOwner', organization: ORG_ID });
    // The API's list names the organisation as the change left it.
    const now = () => organizationAs('owner', { requireTwoStep: sent?.require_two_step ?? false });
    server.use(
      http.get(`${TEST_API_URL}/v1/organizations`, () => HttpResponse.json({ organizations: [now()], invitations: [] })),
      http.put(`${TEST_API_URL}/v1/organizations/${ORG_ID}/two-step-requirement`, async ({ request }) => {
        sent = (await request.json()) as { require_two_step: boolean };
        return HttpResponse.json(now());
      }),
    );
    const section = await screen.findByRole('region', { name: 'Two-step verification' });
    const box = within(section).getByRole('checkbox', { name: 'Require two-step verification of every member' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Members without an authenticator app then see only this organisation’s name/);
    await userEvent.click(box);
    expect(await within(section).findByText('Every member now needs two-step verification.')).toBeInTheDocument();
    expect(sent).toEqual({ require_two_step: true });
    expect(box).toBeChecked();
  });

  it('words an owner’s own missing authenticator app when they require one of the members', async () => {
    renderWithDashboard(<OrganizationSettings />, { scenario: 'organizationOwner', organization: ORG_ID });
    server.use(
      http.put(`${TEST_API_URL}/v1/organizations/${ORG_ID}/two-step-requirement`, () =>
        HttpResponse.json({ message: 'Add one first', type: 'two_step_needed_first' }, { status: 409 }),
      ),
    );
    const section = await screen.findByRole('region', { name: 'Two-step verification' });
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Require two-step verification of every member' }));
    expect(await within(section).findByText('Add an authenticator app to your own account first.')).toBeInTheDocument();
    expect(within(section).getByRole('checkbox', { name: 'Require two-step verification of every member' })).not.toBeChecked();
  });

  it('words an address the API keeps for itself', async () => {
    renderWithDashboard(<OrganizationSettings />, { scenario: 'organizationOwner', organization: ORG_ID });
    server.use(
      http.patch(`${TEST_API_URL}/v1/organizations/${ORG_ID}`, () => HttpResponse.json({ message: 'The address admin is reserved', type: 'slug_reserved', slug: 'admin' }, { status: 409 })),
    );
    const general = await screen.findByRole('region', { name: 'General' });
    const address = within(general).getByLabelText('Address');
    await userEvent.clear(address);
    await userEvent.type(address, 'admin');
    await userEvent.click(within(general).getByRole('button', { name: 'Save' }));
    expect(await within(general).findByText('That address is kept for the service itself: choose another.')).toBeInTheDocument();
  });

  it('shows a viewer the name, read-only, and neither billing details nor deletion', async () => {
    renderWithDashboard(<OrganizationSettings />, { scenario: 'organizationViewer', organization: ORG_ID });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Acme Weather GmbH'));
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Billing details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delete organisation' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Require two-step verification of every member' })).toBeDisabled();
    expect(screen.getByText(/Only owners can change this\./)).toBeInTheDocument();
  });
});
