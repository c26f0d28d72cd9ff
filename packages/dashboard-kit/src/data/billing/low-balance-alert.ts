import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '../../api/paths';
import { lowBalanceAlertSchema, type LowBalanceAlert } from '../../api/schemas/billing';
import { useDashboard } from '../../provider/context';
import { endpointKey, useEndpoint } from '../endpoint-query';
import { LOW_BALANCE_ALERT } from '../endpoints';
import { KIT_MUTATION_POLICY } from '../query-policy';
import { useQueryScope } from '../use-query-scope';

/**
 * The low-balance alert's threshold (`data.threshold_cents`, null for no alert); `data` itself is
 * null where the API does not offer the alert.
 * @example
 * const { data } = useLowBalanceAlert();
 */
export function useLowBalanceAlert() {
  return useEndpoint(LOW_BALANCE_ALERT);
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
        queryClient.setQueryData(endpointKey(LOW_BALANCE_ALERT, scope), saved);
        telemetry.capture('low_balance_alert_saved', { enabled: saved.threshold_cents !== null });
      },
    },
    queryClient,
  );
}
