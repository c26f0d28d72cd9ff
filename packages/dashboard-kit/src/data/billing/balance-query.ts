import { useEndpoint } from '../endpoint-query';
import { BALANCE } from './endpoints';

/**
 * The prepaid credit balance (`data.balance`, null before the first purchase).
 * @example
 * const { data } = useCreditBalance();
 * const balance = data?.balance ?? 0;
 */
export function useCreditBalance() {
  return useEndpoint(BALANCE);
}
