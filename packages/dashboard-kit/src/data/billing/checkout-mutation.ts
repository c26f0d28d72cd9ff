import { useDashboard } from '../../context/context';
import { useEndpointMutation } from '../endpoint-mutation';
import { CHECKOUT } from './endpoints';

/**
 * Starts a checkout for an amount of credits; resolves with the payment page's URL. Fails with
 * a `DashboardError` whose code says which of the three failures it was (`checkoutFailed`,
 * `noCheckoutUrl`, `paymentFailed`), or, the code declined, `STEP_UP_REQUIRED`.
 * @example
 * const checkout = useCheckout();
 * window.location.assign(await checkout.mutateAsync(2_500));
 */
export function useCheckout() {
  const { telemetry } = useDashboard();
  return useEndpointMutation(CHECKOUT, { onSuccess: (_url, amountInCents) => telemetry.capture('credits_checkout_started', { amount_in_cents: amountInCents }) });
}
