import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PurchasePage } from '../../api/schemas/spend';
import { useDashboard } from '../../context/context';
import { fetchEndpoint, resourceKey } from '../endpoint-query';
import { PURCHASES } from '../spend-endpoints';
import { KIT_QUERY_POLICY } from '../query-policy';
import { useQueryScope } from '../../context/context';

/**
 * The account's credit purchases, newest first, a page at a time: `data.pages` (null where the
 * API has no purchase history), `fetchNextPage()` while `hasNextPage`.
 * @example
 * const history = usePurchaseHistory();
 * const purchases = history.data?.pages.flatMap((page) => page?.purchases ?? []);
 */
export function usePurchaseHistory(): UseInfiniteQueryResult<InfiniteData<PurchasePage | null, string | null>> {
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  return useInfiniteQuery(
    {
      ...KIT_QUERY_POLICY,
      queryKey: [...resourceKey(PURCHASES.resource, scope), 'purchases', 'pages'],
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => fetchEndpoint(api, PURCHASES, pageParam, { signal }),
      getNextPageParam: (page) => page?.next_cursor ?? undefined,
      enabled: scope.userId !== null,
    },
    queryClient,
  );
}
