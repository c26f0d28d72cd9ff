import { useInfiniteQuery, useQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import type { RequestEntry, RequestPage } from '../../api/schemas/requests';
import { isDashboardApiError } from '../../api/errors';
import { useDashboard } from '../../context/context';
import { fetchEndpoint, resourceKey, useEndpoint } from '../endpoint-query';
import { KIT_QUERY_POLICY } from '../query-policy';
import { useQueryScope } from '../../context/context';
import { REQUEST_HISTOGRAM, REQUEST_ONE, REQUEST_PAGE, requestPath } from './request-endpoints';
import { filtersKey, type RequestLogFilters } from './request-filters';

/**
 * The signed-in user's requests for `filters`, newest first, a page at a time: `data.pages`
 * (null where the API keeps no log), `fetchNextPage()` while `hasNextPage`.
 * @example
 * const log = useRequestLog({ range: '24h', status: ['4xx'], outcomes: [] });
 * const failed = log.data?.pages.flatMap((page) => page?.requests ?? []);
 */
export function useRequestLog(filters: RequestLogFilters): UseInfiniteQueryResult<InfiniteData<RequestPage | null, string | null>> {
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  return useInfiniteQuery(
    {
      ...KIT_QUERY_POLICY,
      queryKey: [...resourceKey(REQUEST_PAGE.resource, scope), 'pages', ...filtersKey(filters)],
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => fetchEndpoint(api, REQUEST_PAGE, { filters, cursor: pageParam }, { signal }),
      getNextPageParam: (page) => page?.next_cursor ?? undefined,
      enabled: scope.userId !== null,
    },
    queryClient
  );
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
  return useQuery(
    {
      ...KIT_QUERY_POLICY,
      queryKey: [...resourceKey(REQUEST_ONE.resource, scope), ...REQUEST_ONE.key(id ?? '')],
      queryFn: async ({ signal }): Promise<RequestEntry | null> => {
        try {
          return await api.request(requestPath(id!), {
            schema: REQUEST_ONE.schema,
            signal,
          });
        } catch (error) {
          if (isDashboardApiError(error) && error.status === 404) return null;
          throw error;
        }
      },
      enabled: scope.userId !== null && id !== null,
    },
    queryClient
  );
}
