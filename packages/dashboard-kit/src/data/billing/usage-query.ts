import { useEndpoint } from '../endpoint-query';
import { USAGE } from './endpoints';

/**
 * Daily usage for the last 30 days, oldest first; `data` is null where the API does not offer it.
 * @example
 * const { data } = useCreditUsage();
 * const spent = data?.days.reduce((sum, day) => sum + day.cost_cents, 0);
 */
export function useCreditUsage() {
  return useEndpoint(USAGE);
}
