import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PurchasePage } from '../../api/schemas/spend';
import { useEndpointPages } from '../endpoint-query';
import { PURCHASES } from './spend-endpoints';

/**
 * The account's credit purchases, newest first, a page at a time: `data.pages` (null where the
 * API has no purchase history), `fetchNextPage()` while `hasNextPage`.
 * @example
 * const history = usePurchaseHistory();
 * const purchases = history.data?.pages.flatMap((page) => page?.purchases ?? []);
 */
export function usePurchaseHistory(): UseInfiniteQueryResult<InfiniteData<PurchasePage | null, string | null>> {
  return useEndpointPages(PURCHASES, {});
}
