import { useDashboard } from '../../context/context';
import { useEndpointMutation } from '../endpoint-mutation';
import { useEndpoint } from '../endpoint-query';
import { AUTO_RECHARGE, SAVE_AUTO_RECHARGE, SET_UP_AUTO_RECHARGE } from './spend-endpoints';

/**
 * Auto-recharge's settings and state (`data.state`: off, on, paused_monthly_limit,
 * payment_failed); `data` itself is null where the API does not offer auto-recharge.
 * @example
 * const { data } = useAutoRecharge();
 * const paused = data?.state === 'paused_monthly_limit';
 */
export function useAutoRecharge() {
  return useEndpoint(AUTO_RECHARGE);
}

/**
 * Saves the settings, on or off (turning on needs a card saved through setup); the cached state
 * takes the server's answer.
 * @example
 * const save = useSaveAutoRecharge();
 * save.mutate({ enabled: false, threshold_cents: 1_000, amount_cents: 2_500, monthly_limit_cents: 10_000 });
 */
export function useSaveAutoRecharge() {
  const { telemetry } = useDashboard();
  return useEndpointMutation(SAVE_AUTO_RECHARGE, {
    onSuccess: (saved) => telemetry.capture('auto_recharge_saved', { enabled: saved.enabled }),
  });
}

/**
 * Opens the checkout that saves a card and turns auto-recharge on with the settings; resolves
 * with its URL. Each distinct request carries an idempotency key of its own, the same again
 * (a retry) the same key; `attempt` names the key instead.
 * @example
 * const setUp = useSetUpAutoRecharge();
 * window.location.assign(await setUp.mutateAsync(settings));
 */
export function useSetUpAutoRecharge() {
  const { telemetry } = useDashboard();
  return useEndpointMutation(SET_UP_AUTO_RECHARGE, {
    onSuccess: () => telemetry.capture('auto_recharge_setup_started'),
  });
}
