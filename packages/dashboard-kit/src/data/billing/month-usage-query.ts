import { useEndpoint } from '../endpoint-query';
import { MONTH_USAGE } from './endpoints';

/**
 * The month of `today` (a UTC date: useUtcToday) so far, day by day (UTC days, as the API counts a
 * month: what sets the price band of the next request); `data` is null where the API does not offer usage.
 * @example
 * const { data } = useMonthUsage(useUtcToday());
 * const monthTokens = data?.days.reduce((sum, day) => sum + day.tokens, 0) ?? 0;
 */
export function useMonthUsage(today: string) {
  return useEndpoint(MONTH_USAGE, { to: today });
}
