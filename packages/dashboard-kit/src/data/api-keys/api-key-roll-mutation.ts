import { useDashboard } from '../../context/context';
import { useEndpointMutation } from '../endpoint-mutation';
import { ROLL_API_KEY } from './endpoints';

/**
 * Rolls a key: a new key with the same name, the old one ending after the grace period. Never
 * retried (a second roll would make a second key); afterwards, or when the answer is lost, the
 * list is refetched so both keys show with their real expiry. The answer holds the new secret.
 * @example
 * const roll = useRollApiKey();
 * const rolled = await roll.mutateAsync({ id: key.id, graceHours: 24 });
 */
export function useRollApiKey() {
  const { telemetry } = useDashboard();
  return useEndpointMutation(ROLL_API_KEY, { onSuccess: (_rolled, { graceHours }) => telemetry.capture('api_key_rolled', { grace_hours: graceHours }) });
}
