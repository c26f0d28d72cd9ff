import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { pricingSchema, type Pricing } from '../../api/schemas/billing';
import { sessionUserId } from '../../auth/session.logic';
import { useDashboard } from '../../provider/context';
import { useSession } from '../../provider/useSession';
import { billingKeys } from './keys';

export function fetchPricing(api: ApiClient, signal?: AbortSignal): Promise<Pricing> {
  return api.request('/v1/billing/api-credits/pricing', { schema: pricingSchema, signal });
}

/** Prices change rarely: kept fresh for 10 minutes. */
export function usePricingQuery() {
  const { api, queryClient } = useDashboard();
  const userId = sessionUserId(useSession());
  return useQuery(
    queryOptions({ queryKey: billingKeys.pricing(userId), queryFn: ({ signal }) => fetchPricing(api, signal), enabled: userId !== null, staleTime: 600_000 }),
    queryClient,
  );
}
