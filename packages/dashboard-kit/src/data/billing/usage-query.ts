import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { API_PATHS, USAGE_DAYS } from '../../api/paths';
import { usageSchema, type Usage } from '../../api/schemas/billing';
import { useDashboard } from '../../provider/context';
import { startFromArrived } from '../arrived-data';
import { billingKeys } from './keys';
import { unlessMissing } from './optional-endpoint';
import { KIT_QUERY_POLICY } from '../query-policy';
import { useQueryScope } from '../use-query-scope';
import type { QueryScope } from '../keys';

const usageGet = { query: { days: USAGE_DAYS }, schema: usageSchema };

export function fetchUsage(api: ApiClient, signal?: AbortSignal): Promise<Usage | null> {
  return unlessMissing(api.request(API_PATHS.usage, { ...usageGet, signal }));
}

export function usageQueryOptions(api: ApiClient, scope: QueryScope) {
  return queryOptions({
    ...KIT_QUERY_POLICY,
    queryKey: billingKeys.usage(scope),
    queryFn: ({ signal }) => fetchUsage(api, signal),
    ...startFromArrived(() => api.takeArrived(API_PATHS.usage, usageGet)),
  });
}

/**
 * Daily usage for the last 30 days, oldest first; `data` is null where the API does not offer it.
 * @example
 * const { data } = useCreditUsage();
 * const spent = data?.days.reduce((sum, day) => sum + day.cost_cents, 0);
 */
export function useCreditUsage() {
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  return useQuery({ ...usageQueryOptions(api, scope), enabled: scope.userId !== null }, queryClient);
}
