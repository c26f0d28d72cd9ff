import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { API_PATHS } from '../../api/paths';
import { pricingSchema, type Pricing } from '../../api/schemas/billing';
import { useDashboard } from '../../provider/context';
import { startFromArrived } from '../arrived-data';
import { billingKeys } from './keys';
import { KIT_QUERY_POLICY } from '../query-policy';
import { useQueryScope } from '../use-query-scope';
import type { QueryScope } from '../keys';

export function fetchPricing(api: ApiClient, signal?: AbortSignal): Promise<Pricing> {
  return api.request(API_PATHS.pricing, { schema: pricingSchema, signal });
}

/** Prices change rarely: kept fresh for 10 minutes. */
export function pricingQueryOptions(api: ApiClient, scope: QueryScope) {
  return queryOptions({
    ...KIT_QUERY_POLICY,
    queryKey: billingKeys.pricing(scope),
    queryFn: ({ signal }) => fetchPricing(api, signal),
    staleTime: 600_000,
    ...startFromArrived(() => api.takeArrived(API_PATHS.pricing, { schema: pricingSchema })),
  });
}

/**
 * The token prices by volume band and model group, kept fresh for 10 minutes.
 * @example
 * const { data } = usePricing();
 * const bands = data?.volume_bands ?? [];
 */
export function usePricing() {
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  return useQuery({ ...pricingQueryOptions(api, scope), enabled: scope.userId !== null }, queryClient);
}
