import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '../api/client';
import { useDashboard } from '../provider/context';
import { normalizeFolder } from './files/folder-path';
import { apiKeysQueryOptions } from './api-keys/api-keys-query';
import { balanceQueryOptions } from './billing/balance-query';
import { pricingQueryOptions } from './billing/pricing-query';
import { lowBalanceAlertQueryOptions } from './billing/low-balance-alert';
import { usageQueryOptions } from './billing/usage-query';
import { folderQueryOptions } from './files/files-query';
import type { QueryScope } from './keys';
import { useQueryScope } from './use-query-scope';
import type { WidgetDataRequest } from './widget-data-routes';

export type { WidgetDataRequest };

/** Runs the query the widget itself will run, with the same key and freshness, so it finds the data waiting. */
function prefetch(queryClient: QueryClient, request: WidgetDataRequest, api: ApiClient, scope: QueryScope): Promise<void> {
  switch (request.widget) {
    case 'ApiKeysPanel':
      return queryClient.prefetchQuery(apiKeysQueryOptions(api, scope));
    case 'CreditsPanel':
      return Promise.all([
        queryClient.prefetchQuery(balanceQueryOptions(api, scope)),
        queryClient.prefetchQuery(usageQueryOptions(api, scope)),
        queryClient.prefetchQuery(lowBalanceAlertQueryOptions(api, scope)),
      ]).then(() => undefined);
    case 'PricingCalculator':
      return queryClient.prefetchQuery(pricingQueryOptions(api, scope));
    case 'FileBrowser':
      return queryClient.prefetchQuery(folderQueryOptions(api, scope, normalizeFolder(request.path)));
  }
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
    if (scope.userId === null) return;
    for (const request of JSON.parse(key) as WidgetDataRequest[]) void prefetch(queryClient, request, api, scope);
  }, [api, queryClient, scope, key]);
}
