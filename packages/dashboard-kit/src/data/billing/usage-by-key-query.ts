import { useEndpoint } from '../endpoint-query';
import { USAGE_BY_KEY } from './endpoints';

/**
 * The last 30 days of usage with each key's days beside the account's (deleted keys included,
 * most spent first); `data` is null where the API does not offer usage by key.
 * @example
 * const { data } = useCreditUsageByKey();
 * const top = data?.keys[0]?.name;
 */
export function useCreditUsageByKey() {
  return useEndpoint(USAGE_BY_KEY);
}
