import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { TEST_API_URL } from '../../../../tests/msw/fixtures';
import { server } from '../../../../tests/msw/server';
import { renderWithDashboard } from '../../../../tests/render';
import { AccountTabs } from '../widgets/account/AccountTabs';
import { ApiKeysPanel } from '../widgets/api-keys/ApiKeysPanel';
import { CreditsPanel } from '../widgets/credits/CreditsPanel';
import { FileBrowser } from '../widgets/file-browser/FileBrowser';
import { PricingCalculator } from '../widgets/pricing/PricingCalculator';

/** Each widget and the call its content comes from. */
const WIDGETS: { name: string; element: ReactElement; path: string }[] = [
  { name: 'ApiKeysPanel', element: <ApiKeysPanel />, path: '/v1/api-keys' },
  { name: 'CreditsPanel', element: <CreditsPanel />, path: '/v1/billing/api-credits/balance' },
  { name: 'PricingCalculator', element: <PricingCalculator />, path: '/v1/billing/api-credits/pricing' },
  { name: 'FileBrowser', element: <FileBrowser />, path: '/v1/files/browse' },
  { name: 'AccountTabs', element: <AccountTabs />, path: '/v1/profile/access' },
];

/** Counts the GETs of `path`; answers with `status` when given, else as the default scenario does. */
function countGets(path: string, status?: number): () => number {
  let count = 0;
  server.use(
    http.get(`${TEST_API_URL}${path}`, () => {
      count += 1;
      return status === undefined ? undefined : HttpResponse.json({ detail: 'refused' }, { status });
    }),
  );
  return () => count;
}

/** As a host renders it: its own client, provided to its own queries too (which mounts it, so it follows window focus). */
function renderInHost(element: ReactElement, queryClient: QueryClient) {
  return renderWithDashboard(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>, { queryClient });
}

// A host that brings its own client (as the README invites) gets TanStack's defaults: three
// retries and a refetch on every window focus. The kit's queries must not take them.
describe.each(WIDGETS)('$name under a host’s plain new QueryClient()', ({ element, path }) => {
  it.each([403, 404])('asks once when the API answers %i', async (status) => {
    const gets = countGets(path, status);
    const queryClient = new QueryClient();
    renderInHost(element, queryClient);
    // A retry would keep the query fetching through its back-off (a second or more).
    await waitFor(() => expect(gets() > 0 && queryClient.isFetching() === 0).toBe(true));
    expect(gets()).toBe(1);
  });

  it('refetches nothing when the window regains focus', async () => {
    const gets = countGets(path);
    const queryClient = new QueryClient();
    renderInHost(element, queryClient);
    await waitFor(() => expect(gets() > 0 && queryClient.isFetching() === 0).toBe(true));
    const before = gets();
    // As if the visitor came back after the answers went stale.
    await act(() => queryClient.invalidateQueries({ refetchType: 'none' }));
    // The client refetches once it has resumed paused mutations: a microtask after the event.
    await act(async () => void window.dispatchEvent(new Event('visibilitychange')));
    expect(queryClient.isFetching()).toBe(0);
    expect(gets()).toBe(before);
  });
});
