import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { useDashboard } from '../../provider/context';
import { endpointKey } from '../endpoint-query';
import { API_KEYS } from '../endpoints';
import { KIT_MUTATION_POLICY } from '../query-policy';
import { useQueryScope } from '../use-query-scope';

export function deleteApiKey(api: ApiClient, id: string): Promise<unknown> {
  return api.request(`/v1/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deletes a key, then refetches the list; resolves once the list is fresh.
 * @example
 * const remove = useDeleteApiKey();
 * <button onClick={() => remove.mutate(key.id)} disabled={remove.isPending}>Delete</button>
 */
export function useDeleteApiKey() {
  const { api, queryClient, telemetry } = useDashboard();
  const scope = useQueryScope();
  return useMutation(
    {
      ...KIT_MUTATION_POLICY,
      mutationFn: (id: string) => deleteApiKey(api, id),
      onSuccess: () => telemetry.capture('api_key_deleted'),
      onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(API_KEYS, scope) }),
    },
    queryClient,
  );
}
