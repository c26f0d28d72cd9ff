import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { API_PATHS } from '../../api/paths';
import { lowBalanceAlertSchema, type LowBalanceAlert } from '../../api/schemas/billing';
import { useDashboard } from '../../provider/context';
import { startFromArrived } from '../arrived-data';
import { billingKeys } from './keys';
import { unlessMissing } from './optional-endpoint';
import { KIT_QUERY_POLICY, KIT_MUTATION_POLICY } from '../query-policy';
import { useQueryScope } from '../use-query-scope';
import type { QueryScope } from '../keys';

export function lowBalanceAlertQueryOptions(api: ApiClient, scope: QueryScope) {
  return queryOptions({
    ...KIT_QUERY_POLICY,
    queryKey: billingKeys.lowBalanceAlert(scope),
    queryFn: ({ signal }) => unlessMissing(api.request(API_PATHS.lowBalanceAlert, { schema: lowBalanceAlertSchema, signal })),
    ...startFromArrived(() => api.takeArrived(API_PATHS.lowBalanceAlert, { schema: lowBalanceAlertSchema })),
  });
}

/**
 * The low-balance alert's threshold (`data.threshold_cents`, null for no alert); `data` itself is
 * null where the API does not offer the alert.
 * @example
 * const { data } = useLowBalanceAlert();
 */
export function useLowBalanceAlert() {
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  return useQuery({ ...lowBalanceAlertQueryOptions(api, scope), enabled: scope.userId !== null }, queryClient);
}

/**
 * Saves the threshold (cents, or null for no alert); the cached setting takes the server's answer.
 * @example
 * const save = useSaveLowBalanceAlert();
 * save.mutate(5_000); // alert below €50
 */
export function useSaveLowBalanceAlert() {
  const { api, queryClient, telemetry } = useDashboard();
  const scope = useQueryScope();
  return useMutation(
    {
      ...KIT_MUTATION_POLICY,
      mutationFn: (thresholdCents: number | null) =>
        api.request<LowBalanceAlert>(API_PATHS.lowBalanceAlert, { method: 'PUT', body: { threshold_cents: thresholdCents }, schema: lowBalanceAlertSchema }),
      onSuccess: (saved) => {
        queryClient.setQueryData(billingKeys.lowBalanceAlert(scope), saved);
        telemetry.capture('low_balance_alert_saved', { enabled: saved.threshold_cents !== null });
      },
    },
    queryClient,
  );
}
