import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { API_PATHS } from '../../api/paths';
import { pricingSchema, type Pricing } from '../../api/schemas/billing';
import { sessionUserId } from '../../auth/session.logic';
import { useDashboard } from '../../provider/context';
import { useSession } from '../../provider/useSession';
import { startFromArrived } from '../arrived-data';
import { billingKeys } from './keys';

export function fetchPricing(api: ApiClient, signal?: AbortSignal): Promise<Pricing> {
  return api.request(API_PATHS.pricing, { schema: pricingSchema, signal });
}

/** Prices change rarely: kept fresh for 10 minutes. */
export function pricingQueryOptions(api: ApiClient, userId: string | null) {
  return queryOptions({
    queryKey: billingKeys.pricing(userId),
    queryFn: ({ signal }) => fetchPricing(api, signal),
    staleTime: 600_000,
    ...startFromArrived(() => api.takeArrived(API_PATHS.pricing, { schema: pricingSchema })),
  });
}

export function usePricingQuery() {
  const { api, queryClient } = useDashboard();
  const userId = sessionUserId(useSession());
  return useQuery({ ...pricingQueryOptions(api, userId), enabled: userId !== null }, queryClient);
}
