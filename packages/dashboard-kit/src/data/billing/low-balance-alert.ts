import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { API_PATHS } from '../../api/paths';
import { lowBalanceAlertSchema, type LowBalanceAlert } from '../../api/schemas/billing';
import { sessionUserId } from '../../auth/session.logic';
import { useDashboard } from '../../provider/context';
import { useSession } from '../../provider/useSession';
import { startFromArrived } from '../arrived-data';
import { billingKeys } from './keys';
import { unlessMissing } from './optional-endpoint';

export function lowBalanceAlertQueryOptions(api: ApiClient, userId: string | null) {
  return queryOptions({
    queryKey: billingKeys.lowBalanceAlert(userId),
    queryFn: ({ signal }) => unlessMissing(api.request(API_PATHS.lowBalanceAlert, { schema: lowBalanceAlertSchema, signal })),
    ...startFromArrived(() => api.takeArrived(API_PATHS.lowBalanceAlert, { schema: lowBalanceAlertSchema })),
  });
}

/** The low-balance threshold; `data` is null where the API does not offer the alert. */
export function useLowBalanceAlertQuery() {
  const { api, queryClient } = useDashboard();
  const userId = sessionUserId(useSession());
  return useQuery({ ...lowBalanceAlertQueryOptions(api, userId), enabled: userId !== null }, queryClient);
}

/** Saves the threshold (cents, or null for no alert); the cached setting takes the server's answer. */
export function useSaveLowBalanceAlert() {
  const { api, queryClient, telemetry } = useDashboard();
  const userId = sessionUserId(useSession());
  return useMutation(
    {
      mutationFn: (thresholdCents: number | null) =>
        api.request<LowBalanceAlert>(API_PATHS.lowBalanceAlert, { method: 'PUT', body: { threshold_cents: thresholdCents }, schema: lowBalanceAlertSchema }),
      retry: false,
      onSuccess: (saved) => {
        queryClient.setQueryData(billingKeys.lowBalanceAlert(userId), saved);
        telemetry.capture('low_balance_alert_saved', { enabled: saved.threshold_cents !== null });
      },
    },
    queryClient,
  );
}
