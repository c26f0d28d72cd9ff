import type { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FakeAuthClient, makeSession } from '../../../../tests/fakes/fake-auth-client';
import { testConfig, testQueryClient } from '../../../../tests/config';
import { developerAccess, TEST_API_URL } from '../../../../tests/msw/fixtures';
import { server } from '../../../../tests/msw/server';
import { ApiKeysPanel } from '../widgets/api-keys/ApiKeysPanel';
import { DashboardProvider } from './DashboardProvider';

const OTHER_API_URL = 'https://api-b.dashboard.test';

/** The user a request's bearer token names (the token's `sub`). */
function userOf(request: Request): string {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  return (JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub;
}

/**
 * Each API answers with keys named after itself and the user asking (`A: user-a`), or with
 * `status`; counts its key listings.
 */
function serveKeys(apiUrl: string, label: string, status?: number): () => number {
  let count = 0;
  server.use(
    http.get(`${apiUrl}/v1/profile/access`, () => HttpResponse.json(developerAccess)),
    http.get(`${apiUrl}/v1/api-keys`, ({ request }) => {
      count += 1;
      if (status) return HttpResponse.json({ detail: 'refused' }, { status });
      const key = { id: `key_${label}`, name: `${label}: ${userOf(request)}`, created_at: '2026-03-04T10:15:00Z', expires_at: null, is_active: true };
      return HttpResponse.json({ keys: [key], active_key_limit: 20 });
    }),
  );
  return () => count;
}

interface Side {
  label: string;
  apiUrl: string;
  auth: FakeAuthClient;
  queryClient: QueryClient;
}

/** Two providers side by side, each in a region named after it, as two widgets of one host page. */
function renderSides(sides: readonly Side[]) {
  render(
    <>
      {sides.map(({ label, apiUrl, auth, queryClient }) => (
        <section key={label} aria-label={`provider ${label}`}>
          <DashboardProvider config={{ ...testConfig, apiBaseUrl: apiUrl }} auth={auth} queryClient={queryClient}>
            <ApiKeysPanel />
          </DashboardProvider>
        </section>
      ))}
    </>,
  );
  return (label: string) => within(screen.getByRole('region', { name: `provider ${label}` }));
}

describe.each([
  { clients: 'one shared QueryClient', shared: true },
  { clients: 'a QueryClient each', shared: false },
])('two providers on one page, $clients', ({ shared }) => {
  const clients = () => {
    const first = testQueryClient();
    return [first, shared ? first : testQueryClient()] as const;
  };

  /** One user signed in to both providers, A on the test API and B on the other. */
  const renderOneUserOnTwoApis = () => {
    const [clientA, clientB] = clients();
    const session = makeSession({ id: 'user-1' });
    return renderSides([
      { label: 'A', apiUrl: TEST_API_URL, auth: new FakeAuthClient(session), queryClient: clientA },
      { label: 'B', apiUrl: OTHER_API_URL, auth: new FakeAuthClient(session), queryClient: clientB },
    ]);
  };

  it('same user, different API bases: each shows its own API’s keys', async () => {
    serveKeys(TEST_API_URL, 'A');
    serveKeys(OTHER_API_URL, 'B');
    const side = renderOneUserOnTwoApis();
    expect(await side('A').findByText('A: user-1')).toBeInTheDocument();
    expect(await side('B').findByText('B: user-1')).toBeInTheDocument();
    expect(side('A').queryByText('B: user-1')).toBeNull();
  });

  it('a 404 from one API leaves the other provider’s keys as they are', async () => {
    const listingsA = serveKeys(TEST_API_URL, 'A');
    serveKeys(OTHER_API_URL, 'B', 404);
    const side = renderOneUserOnTwoApis();
    expect(await side('B').findByRole('alert')).toBeInTheDocument();
    expect(await side('A').findByText('A: user-1')).toBeInTheDocument();
    expect(side('A').queryByRole('alert')).toBeNull();
    expect(listingsA()).toBe(1);
  });

  it('same API, different users: each shows its own user’s keys, and a user change in one leaves the other alone', async () => {
    serveKeys(TEST_API_URL, 'API');
    const [clientA, clientB] = clients();
    const authA = new FakeAuthClient(makeSession({ id: 'user-a', email: 'a@x.test' }));
    const side = renderSides([
      { label: 'A', apiUrl: TEST_API_URL, auth: authA, queryClient: clientA },
      { label: 'B', apiUrl: TEST_API_URL, auth: new FakeAuthClient(makeSession({ id: 'user-b', email: 'b@x.test' })), queryClient: clientB },
    ]);
    expect(await side('A').findByText('API: user-a')).toBeInTheDocument();
    expect(await side('B').findByText('API: user-b')).toBeInTheDocument();

    act(() => authA.emit('SIGNED_IN', makeSession({ id: 'user-c', email: 'c@x.test' })));
    expect(await side('A').findByText('API: user-c')).toBeInTheDocument();
    // B's user did not change: its keys stay on screen, from the cache it already had.
    expect(side('B').getByText('API: user-b')).toBeInTheDocument();
    const bQueries = clientB.getQueryCache().findAll().filter((query) => query.queryKey.includes('user-b'));
    expect(bQueries.length).toBeGreaterThan(0);
    expect(bQueries.every((query) => query.state.data !== undefined && query.state.dataUpdateCount === 1)).toBe(true);
  });
});
