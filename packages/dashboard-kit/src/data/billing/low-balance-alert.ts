import { useDashboard } from '../../context/context';
import { useEndpointMutation } from '../endpoint-mutation';
import { useEndpoint } from '../endpoint-query';
import { LOW_BALANCE_ALERT, SAVE_LOW_BALANCE_ALERT } from './endpoints';

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
  const { telemetry } = useDashboard();
  return useEndpointMutation(SAVE_LOW_BALANCE_ALERT, { onSuccess: (saved) => telemetry.capture('low_balance_alert_saved', { enabled: saved.threshold_cents !== null }) });
}
