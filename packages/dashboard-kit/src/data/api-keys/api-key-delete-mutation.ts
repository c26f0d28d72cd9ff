import { useDashboard } from '../../context/context';
import { useEndpointMutation } from '../endpoint-mutation';
import { DELETE_API_KEY } from './endpoints';

/**
 * Deletes a key, then refetches the list; resolves once the list is fresh.
 * @example
 * const remove = useDeleteApiKey();
 * <button onClick={() => remove.mutate(key.id)} disabled={remove.isPending}>Delete</button>
 */
export function useDeleteApiKey() {
  const { telemetry } = useDashboard();
  return useEndpointMutation(DELETE_API_KEY, { onSuccess: () => telemetry.capture('api_key_deleted') });
}
