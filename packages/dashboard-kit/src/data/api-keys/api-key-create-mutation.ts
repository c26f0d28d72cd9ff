import { isDashboardError } from '../../api/errors';
import type { ApiKeyList } from '../../api/schemas/api-keys';
import { useDashboard } from '../../context/context';
import { useEndpointMutation } from '../endpoint-mutation';
import { endpointKey } from '../endpoint-query';
import { API_KEYS, CREATE_API_KEY } from './endpoints';
import { useQueryScope } from '../../context/context';

/**
 * Creates a key. On success the new key (without its secret) joins the cached list at once.
 * When the answer is lost on the way back (network error or timeout), the
 * key may exist on the server: the list is refetched so it shows up, and nothing is
 * retried, so it is never made twice. The answer holds the key's secret, shown once: forget it
 * with `reset()` when the user is done.
 * @example
 * const create = useCreateApiKey();
 * const created = await create.mutateAsync({ name: 'Nightly job', expires_at: null });
 * showOnce(created.secret);
 */
export function useCreateApiKey() {
  const { queryClient, telemetry } = useDashboard();
  const scope = useQueryScope();
  return useEndpointMutation(CREATE_API_KEY, {
    onSuccess: (created) => {
      const { secret: _secret, ...withoutSecret } = created;
      queryClient.setQueryData<ApiKeyList>(endpointKey(API_KEYS, scope), (list) => (list ? { ...list, keys: [...list.keys, withoutSecret] } : list));
      telemetry.capture('api_key_created', { has_expiry: created.expires_at !== null });
    },
    onError: (error) => {
      if (isDashboardError(error) && (error.code === 'NETWORK_ERROR' || error.code === 'REQUEST_TIMEOUT')) {
        void queryClient.invalidateQueries({ queryKey: endpointKey(API_KEYS, scope) });
      }
    },
  });
}
