import { useEndpointMutation } from '../endpoint-mutation';
import { SET_API_KEY_SPEND_CAP } from './endpoints';

/**
 * Sets a key's monthly spend cap (cents, or null for none); the key list refetches.
 * @example
 * const setCap = useSetApiKeySpendCap();
 * setCap.mutate({ id: key.id, capCents: 5_000 }); // at most €50 a month
 */
export function useSetApiKeySpendCap() {
  return useEndpointMutation(SET_API_KEY_SPEND_CAP);
}
