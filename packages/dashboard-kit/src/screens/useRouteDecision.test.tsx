import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../../../tests/fakes/fake-auth-client';
import { developerAccess, TEST_API_URL } from '../../../../tests/msw/fixtures';
import { server } from '../../../../tests/msw/server';
import { renderWithDashboard } from '../../../../tests/render';
import { ACCESS } from '../data/access/endpoints';
import { useEndpoint } from '../data/endpoint-query';
import { useRouteDecision, type RouteLocation } from './useRouteDecision';

// The guard as a host's router uses it: nothing around it but DashboardProvider, the access
// record answered by the MSW scenario.

const COMPLETE_PROFILE = { full_name: 'Dev Sandbox', country: 'Germany', how_found_us: 'Google Search', user_type: 'private', role_description: 'Developer' };

function Decision({ location }: { location: RouteLocation }) {
  const decision = useRouteDecision(location);
  return <output aria-label="decision">{decision.kind === 'redirect' ? `redirect ${decision.to}` : decision.kind}</output>;
}

function AccessQueryStatus() {
  return <output aria-label="access query">query {useEndpoint(ACCESS).status}</output>;
}

const at = (pathname: string, search = '', hash = ''): RouteLocation => ({ pathname, search, hash });

describe('useRouteDecision', () => {
  it('sends a signed-out visitor to sign in, carrying the whole location', async () => {
    renderWithDashboard(<Decision location={at('/api-keys', '?sort=new', '#top')} />, { session: null });
    expect(await screen.findByText('redirect /login?next=%2Fapi-keys%3Fsort%3Dnew%23top')).toBeInTheDocument();
  });

  it('shows the spinner while the access record loads, then lets the page through', async () => {
    renderWithDashboard(<Decision location={at('/api-keys')} />, { session: makeSession({ metadata: COMPLETE_PROFILE }) });
    expect(screen.getByLabelText('decision')).toHaveTextContent('spinner');
    expect(await screen.findByText('render')).toBeInTheDocument();
  });

  it('keeps the page when a later refetch of the access record fails, and shows the access error when it never loaded', async () => {
    const { queryClient, unmount } = renderWithDashboard(
      <>
        <Decision location={at('/api-keys')} />
        <AccessQueryStatus />
      </>,
      { session: makeSession({ metadata: COMPLETE_PROFILE }) },
    );
    expect(await screen.findByText('render')).toBeInTheDocument();
    server.use(http.get(`${TEST_API_URL}/v1/profile/access`, () => HttpResponse.error()));
    await act(() => queryClient.refetchQueries());
    // The query's own status, rendered beside the decision, says the refetch has failed.
    expect(await screen.findByText('query error')).toBeInTheDocument();
    expect(screen.getByLabelText('decision')).toHaveTextContent('render');
    unmount();
    renderWithDashboard(<Decision location={at('/api-keys')} />, { session: makeSession({ metadata: COMPLETE_PROFILE }) });
    expect(await screen.findByText('access-error', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('sends a user whose profile is incomplete to the wizard', async () => {
    renderWithDashboard(<Decision location={at('/overview')} />, { session: makeSession({ metadata: {} }) });
    expect(await screen.findByText('redirect /complete-profile?next=%2Foverview')).toBeInTheDocument();
  });

  it('follows the access record: a waitlisted user is sent to the waitlist page', async () => {
    server.use(http.get(`${TEST_API_URL}/v1/profile/access`, () => HttpResponse.json({ ...developerAccess, role: 'user:waitlist', features: [], permissions: {} })));
    renderWithDashboard(<Decision location={at('/api-keys')} />, { session: makeSession({ metadata: COMPLETE_PROFILE }) });
    expect(await screen.findByText('redirect /waitlist')).toBeInTheDocument();
  });
});
