import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { RequestPage } from '../../api/schemas/requests';
import { useDashboard, useQueryScope } from '../../context/context';
import { endpointQueryOptions, useEndpoint, useEndpointPages } from '../endpoint-query';
import { REQUEST_HISTOGRAM, REQUEST_ONE, REQUEST_PAGE } from './endpoints';
import type { RequestLogFilters } from './request-filters';
import { useTransitionQuery } from '../transition-query';

/**
 * The signed-in user's requests for `filters`, newest first, a page at a time: `data.pages`
 * (null where the API keeps no log), `fetchNextPage()` while `hasNextPage`.
 * @example
 * const log = useRequestLog({ range: '24h', status: ['4xx'], outcomes: [] });
 * const failed = log.data?.pages.flatMap((page) => page?.requests ?? []);
 */
export function useRequestLog(filters: RequestLogFilters): UseInfiniteQueryResult<InfiniteData<RequestPage | null, string | null>> {
  return useEndpointPages(REQUEST_PAGE, { filters });
}

/**
 * Counts per time bucket and status class over the filters' span, for a histogram; `data` is
 * null where the API keeps no log.
 * @example
 * const { data } = useRequestHistogram({ range: '7d', status: [], outcomes: [] });
 * const failures = data?.buckets.reduce((sum, bucket) => sum + bucket['4xx'] + bucket['5xx'], 0);
 */
export function useRequestHistogram(filters: RequestLogFilters) {
  return useEndpoint(REQUEST_HISTOGRAM, filters);
}

/**
 * One request in full by the id its answer's `Request-Id` carried; `data` is null for an id the
 * log does not hold (another user's, older than the log keeps, or no log at all).
 * @example
 * const { data: request } = useLoggedRequest('req_W1x…');
 */
export function useLoggedRequest(id: string | null) {
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  return useTransitionQuery({ ...endpointQueryOptions(REQUEST_ONE, api, scope, id ?? ''), enabled: scope.userId !== null && id !== null }, queryClient);
}
