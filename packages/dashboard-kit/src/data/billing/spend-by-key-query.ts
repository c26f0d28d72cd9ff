import { useEndpoint } from '../endpoint-query';
import { SPEND_BY_KEY } from './endpoints';

/**
 * What each key spent in the last 30 days beside the account's days (deleted keys included,
 * most spent first), without each key's days; `data` is null where the API does not offer usage
 * by key. Lighter than `useCreditUsageByKey` where totals are enough (a key table).
 * @example
 * const { data } = useCreditSpendByKey();
 * const cents = data?.keys.find((key) => key.id === id)?.cost_cents ?? 0;
 */
export function useCreditSpendByKey() {
  return useEndpoint(SPEND_BY_KEY);
}
