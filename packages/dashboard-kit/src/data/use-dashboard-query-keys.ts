import { useMemo } from 'react';
import { dashboardQueryKeys, type DashboardQueryKeys } from './query-keys';
import { useQueryScope } from '../context/context';

/**
 * The query keys of this provider's data for the signed-in user: to invalidate, read or watch
 * the kit's cache from your own code, for example after your app changed something the kit shows.
 * @example
 * const keys = useDashboardQueryKeys();
 * const queryClient = useQueryClient();
 * await queryClient.invalidateQueries({ queryKey: keys.balance });
 */
export function useDashboardQueryKeys(): DashboardQueryKeys {
  const scope = useQueryScope();
  return useMemo(() => dashboardQueryKeys(scope), [scope]);
}
