import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { API_PATHS } from '../../api/paths';
import { balanceSchema, type Balance } from '../../api/schemas/billing';
import { useDashboard } from '../../provider/context';
import { startFromArrived } from '../arrived-data';
import { billingKeys } from './keys';
import { KIT_QUERY_POLICY } from '../query-policy';
import { useQueryScope } from '../use-query-scope';
import type { QueryScope } from '../keys';

export function fetchBalance(api: ApiClient, signal?: AbortSignal): Promise<Balance> {
  return api.request(API_PATHS.balance, { schema: balanceSchema, signal });
}

export function balanceQueryOptions(api: ApiClient, scope: QueryScope) {
  return queryOptions({
    ...KIT_QUERY_POLICY,
    queryKey: billingKeys.balance(scope),
    queryFn: ({ signal }) => fetchBalance(api, signal),
    ...startFromArrived(() => api.takeArrived(API_PATHS.balance, { schema: balanceSchema })),
  });
}

/**
 * The prepaid credit balance (`data.balance`, null before the first purchase).
 * @example
 * const { data } = useCreditBalance();
 * const balance = data?.balance ?? 0;
 */
export function useCreditBalance() {
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  return useQuery({ ...balanceQueryOptions(api, scope), enabled: scope.userId !== null }, queryClient);
}
