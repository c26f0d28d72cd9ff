import { useEndpoint } from '../endpoint-query';
import { PRICING } from './endpoints';

/**
 * The token prices by volume band and model group, kept fresh for 10 minutes.
 * @example
 * const { data } = usePricing();
 * const bands = data?.volume_bands ?? [];
 */
export function usePricing() {
  return useEndpoint(PRICING);
}
