import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ORG_ID, organizationAs } from '../../../../../tests/msw/organization-scenarios';
import { TEST_API_URL } from '../../../../../tests/msw/fixtures';
import { server } from '../../../../../tests/msw/server';
import { makeFactor, makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { renderWithDashboard } from '../../../../../tests/render';
import { useAccountPermission, useActiveAccount } from '../../context/context';
import type { OrganizationRole } from '../../api/schemas/organizations';
import { useApiKeys } from '../../data/api-keys/api-keys-query';
import { OrganizationBanner } from './OrganizationBanner';
import { OrganizationSwitcher } from './OrganizationSwitcher';

/** The active account's keys, as a widget would ask for them, and a way to ask again (a user's next call). */
function KeyCount() {
  const keys = useApiKeys();
  return (
    <>
      <output aria-label="Keys">{keys.data?.keys.length ?? ''}</output>
      <button type="button" onClick={() => void keys.refetch()}>
        Ask again
      </button>
    </>
  );
}

function MayWriteKeys() {
  const { allowed } = useAccountPermission('keys:write');
  return <output aria-label="May write keys">{allowed ? 'yes' : 'no'}</output>;
}

function ActiveName() {
  const { organization } = useActiveAccount();
  return <output aria-label="Acting for">{organization === undefined ? 'looking up' : (organization?.name ?? 'personal')}</output>;
}

describe('OrganizationSwitcher', () => {
  it('renders nothing where the API has no organisations', async () => {
    const { container } = renderWithDashboard(<OrganizationSwitcher />);
    await waitFor(() => expect(container.querySelector('.dk-organization-switcher')).toBeNull());
    expect(screen.queryByRole('button', { name: /Switch account/ })).not.toBeInTheDocument();
  });

  it('switches between the personal account and an organisation, putting it in the address', async () => {
    const { navigate } = renderWithDashboard(
      <>
        <OrganizationSwitcher />
        <ActiveName />
      </>,
      { scenario: 'organizationOwner', url: '/api-keys' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Switch account, now Personal account' }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(screen.getByRole('menuitemradio', { name: 'Personal account' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: /Acme Weather GmbH/ }));
    expect(menu).not.toBeInTheDocument();
    expect(navigate).toHaveBeenLastCalledWith('/api-keys?org=acme-weather');
    expect(screen.getByRole('status', { name: 'Acting for' })).toHaveTextContent('Acme Weather GmbH');
    expect(screen.getByRole('button', { name: 'Switch account, now Acme Weather GmbH' })).toBeInTheDocument();
  });

  it('counts the invitations waiting on its button, and the banner accepts one, making it the account acted for', async () => {
    renderWithDashboard(
      <>
        <OrganizationSwitcher />
        <OrganizationBanner />
        <ActiveName />
      </>,
      { scenario: 'organizationInvited', url: '/overview' },
    );
    expect(await screen.findByRole('button', { name: 'Switch account, now Personal account, 1 invitation waiting' })).toBeInTheDocument();
    expect(await screen.findByText('hank@globex.example invited you to join Globex Forecasting as Developer.')).toBeInTheDocument();
    const joined = { ...organizationAs('developer'), id: 'org-globex', name: 'Globex Forecasting', slug: 'globex' };
    server.use(
      http.post(`${TEST_API_URL}/v1/invitations/inv_for_me/accept`, () => HttpResponse.json({ organization: joined })),
      // Once joined, the list names it and the invitation is gone.
      http.get(`${TEST_API_URL}/v1/organizations`, () => HttpResponse.json({ organizations: [organizationAs('owner'), joined], invitations: [] })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Acting for' })).toHaveTextContent('Globex Forecasting'));
  });

  it('says why an invitation taken from its menu was refused, and stays in the account acted for', async () => {
    renderWithDashboard(
      <>
        <OrganizationSwitcher />
        <ActiveName />
      </>,
      { scenario: 'organizationInvited', url: '/overview' },
    );
    server.use(http.post(`${TEST_API_URL}/v1/invitations/inv_for_me/accept`, () => HttpResponse.json({ message: 'no seat', type: 'seat_limit_reached' }, { status: 409 })));
    await userEvent.click(await screen.findByRole('button', { name: /Switch account, now Personal account/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Join Globex Forecasting/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The organisation has no free seat. Ask an admin to free one, then accept again.');
    expect(screen.getByRole('status', { name: 'Acting for' })).toHaveTextContent('personal');
  });

  it('returns a member removed from the organisation they act for to their personal account at their next call, and says so', async () => {
    let removed = false;
    server.use(
      http.get(`${TEST_API_URL}/v1/organizations`, () => HttpResponse.json({ organizations: removed ? [] : [organizationAs('developer')], invitations: [] })),
      http.get(`${TEST_API_URL}/v1/api-keys`, ({ request }) =>
        request.headers.get('organization-id') === ORG_ID && removed
          ? HttpResponse.json({ message: 'You are not a member of this organisation', type: 'organization_access_denied' }, { status: 403 })
          : HttpResponse.json({ keys: [], active_key_limit: 20 }),
      ),
    );
    const { navigate } = renderWithDashboard(
      <>
        <OrganizationBanner />
        <ActiveName />
        <KeyCount />
      </>,
      { url: '/api-keys?org=acme-weather' },
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'Acting for' })).toHaveTextContent('Acme Weather GmbH'));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Keys' })).toHaveTextContent('0'));
    removed = true;
    await userEvent.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(await screen.findByText('You no longer have access to Acme Weather GmbH. You are back in your personal account.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Acting for' })).toHaveTextContent('personal');
    expect(navigate).toHaveBeenLastCalledWith('/api-keys', { replace: true });
  });

  it('tells a member without an authenticator app that the organisation requires one, and where to add it; not one who has one', async () => {
    const first = renderWithDashboard(<OrganizationBanner />, { scenario: 'organizationRequiresTwoStep', organization: ORG_ID });
    expect(await screen.findByText(/Acme Weather GmbH requires two-step verification of its members/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an authenticator app' })).toHaveAttribute('href', expect.stringContaining('tab=security'));
    first.unmount();
    renderWithDashboard(
      <>
        <OrganizationBanner />
        <ActiveName />
      </>,
      { scenario: 'organizationRequiresTwoStep', organization: ORG_ID, session: makeSession({ factors: [makeFactor()] }) },
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'Acting for' })).toHaveTextContent('Acme Weather GmbH'));
    expect(screen.queryByText(/requires two-step verification/)).not.toBeInTheDocument();
  });

  it('acts for an organisation a link names without remembering it, until the user keeps it', async () => {
    const first = renderWithDashboard(
      <>
        <OrganizationBanner />
        <ActiveName />
      </>,
      { scenario: 'organizationOwner', url: '/api-keys?org=acme-weather' },
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'Acting for' })).toHaveTextContent('Acme Weather GmbH'));
    expect(screen.getByText('You are working in Acme Weather GmbH on this page: the link you opened named it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Personal account' })).toBeInTheDocument();
    first.unmount();
    // Another page without the link's parameter: the account chosen before, not the link's.
    const second = renderWithDashboard(<ActiveName />, { scenario: 'organizationOwner', url: '/api-keys' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Acting for' })).toHaveTextContent('personal'));
    second.unmount();

    renderWithDashboard(
      <>
        <OrganizationBanner />
        <ActiveName />
      </>,
      { scenario: 'organizationOwner', url: '/api-keys?org=acme-weather' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Stay in Acme Weather GmbH' }));
    expect(screen.queryByText(/the link you opened named it/)).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Acting for' })).toHaveTextContent('Acme Weather GmbH');
  });

  it('names the organisation an invitation’s link joined, and remembers it', async () => {
    const first = renderWithDashboard(
      <>
        <OrganizationBanner />
        <ActiveName />
      </>,
      { scenario: 'organizationOwner', url: '/overview?org=acme-weather&invitation=accepted' },
    );
    expect(await screen.findByText('You joined Acme Weather GmbH. It is now your current account.')).toBeInTheDocument();
    expect(screen.queryByText(/the link you opened named it/)).not.toBeInTheDocument();
    first.unmount();
    renderWithDashboard(<ActiveName />, { scenario: 'organizationOwner', url: '/overview' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Acting for' })).toHaveTextContent('Acme Weather GmbH'));
  });

  it('follows a change of role when the API refuses the old one, and when the window is back in focus', async () => {
    let role: OrganizationRole = 'developer';
    server.use(
      http.get(`${TEST_API_URL}/v1/organizations`, () => HttpResponse.json({ organizations: [organizationAs(role)], invitations: [] })),
      // A refusal of the role the dashboard still thinks the member has.
      http.get(`${TEST_API_URL}/v1/api-keys`, () =>
        role === 'developer'
          ? HttpResponse.json({ keys: [], active_key_limit: 20 })
          : HttpResponse.json({ message: 'Your role (billing) cannot do this', type: 'insufficient_role', permission: 'read', role }, { status: 403 }),
      ),
    );
    renderWithDashboard(
      <>
        <MayWriteKeys />
        <KeyCount />
      </>,
      { url: '/api-keys?org=acme-weather' },
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'May write keys' })).toHaveTextContent('yes'));
    role = 'billing';
    await userEvent.click(screen.getByRole('button', { name: 'Ask again' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'May write keys' })).toHaveTextContent('no'));
    // Made developer again while the window was elsewhere (a few seconds): back in focus, the dashboard asks.
    role = 'developer';
    const later = Date.now() + 5_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      await waitFor(() => expect(screen.getByRole('status', { name: 'May write keys' })).toHaveTextContent('yes'));
    } finally {
      clock.mockRestore();
    }
  });
});
