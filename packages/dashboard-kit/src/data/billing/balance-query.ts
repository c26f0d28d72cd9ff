import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { API_PATHS } from '../../api/paths';
import { balanceSchema, type Balance } from '../../api/schemas/billing';
import { sessionUserId } from '../../auth/session.logic';
import { useDashboard } from '../../provider/context';
import { useSession } from '../../provider/useSession';
import { startFromArrived } from '../arrived-data';
import { billingKeys } from './keys';

export function fetchBalance(api: ApiClient, signal?: AbortSignal): Promise<Balance> {
  return api.request(API_PATHS.balance, { schema: balanceSchema, signal });
}

export function balanceQueryOptions(api: ApiClient, userId: string | null) {
  return queryOptions({
    queryKey: billingKeys.balance(userId),
    queryFn: ({ signal }) => fetchBalance(api, signal),
    ...startFromArrived(() => api.takeArrived(API_PATHS.balance, { schema: balanceSchema })),
  });
}

export function useBalanceQuery() {
  const { api, queryClient } = useDashboard();
  const userId = sessionUserId(useSession());
  return useQuery({ ...balanceQueryOptions(api, userId), enabled: userId !== null }, queryClient);
}
