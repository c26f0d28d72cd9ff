import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '../api/client';
import { useDashboard } from '../context/context';
import { endpointQueryOptions } from './endpoint-query';
import type { QueryScope } from '../context/context';
import { useQueryScope } from '../context/context';
import type { WidgetDataRequest } from './widget-data-routes';

export type { WidgetDataRequest };

/** Runs the queries the widget itself will run, with the same keys and freshness, so it finds the data waiting. */
async function prefetch(queryClient: QueryClient, request: WidgetDataRequest, api: ApiClient, scope: QueryScope): Promise<unknown> {
  const { firstGets } = await import('./first-gets');
  return Promise.all(firstGets(request).map(({ endpoint, params }) => queryClient.prefetchQuery(endpointQueryOptions(endpoint, api, scope, params))));
}

/**
 * Starts loading the named widgets' data as soon as the session is known, while the host
 * still waits for something else (the access check, a lazy page chunk): the widget then
 * mounts onto data already there or in flight, instead of asking only once it renders.
 * Errors are left for the widget to show; nothing is fetched signed out.
 * @example usePrefetchWidgetData(location.pathname === '/api-keys' ? [{ widget: 'ApiKeysPanel' }] : [])
 */
export function usePrefetchWidgetData(requests: readonly WidgetDataRequest[]): void {
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  // By value: a host building the list on each render must not prefetch on each render.
  const key = JSON.stringify(requests);
  useEffect(() => {
    if (scope.userId === null) return undefined;
    // In a task of its own: the effects of the commit that knows the session (hydration's, on a
    // prerendered page) are one task already.
    const timer = setTimeout(() => {
      for (const request of JSON.parse(key) as WidgetDataRequest[]) void prefetch(queryClient, request, api, scope);
    }, 0);
    return () => clearTimeout(timer);
  }, [api, queryClient, scope, key]);
}
