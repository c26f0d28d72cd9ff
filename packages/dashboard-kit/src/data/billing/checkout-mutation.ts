import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { CheckoutError, isDashboardApiError } from '../../api/errors';
import { checkoutSchema } from '../../api/schemas/billing';
import { useDashboard } from '../../provider/context';
import { KIT_MUTATION_POLICY } from '../query-policy';


/**
 * POST buy-more: the server refused ('Failed to create checkout session'), answered without
 * a URL ('No checkout URL provided'), or could not be reached ('Failed to start payment').
 */
export async function startCheckout(api: ApiClient, amountInCents: number): Promise<string> {
  let response;
  try {
    response = await api.request('/v1/billing/api-credits/buy-more', { method: 'POST', body: { amount_in_cents: amountInCents }, schema: checkoutSchema });
  } catch (error) {
    const reachedServer = isDashboardApiError(error) && error.status !== undefined;
    throw new CheckoutError(reachedServer ? 'checkoutFailed' : 'paymentFailed', error);
  }
  if (!response.checkout_url) throw new CheckoutError('noCheckoutUrl');
  return response.checkout_url;
}

/**
 * Starts a checkout for an amount of credits; resolves with the payment page's URL. Fails with
 * a `CheckoutError` naming which of the three failures it was.
 * @example
 * const checkout = useCheckout();
 * window.location.assign(await checkout.mutateAsync(2_500));
 */
export function useCheckout() {
  const { api, queryClient, telemetry } = useDashboard();
  return useMutation(
    {
      ...KIT_MUTATION_POLICY,
      mutationFn: (amountInCents: number) => startCheckout(api, amountInCents),
      onSuccess: (_url, amountInCents) => telemetry.capture('credits_checkout_started', { amount_in_cents: amountInCents }),
    },
    queryClient,
  );
}
