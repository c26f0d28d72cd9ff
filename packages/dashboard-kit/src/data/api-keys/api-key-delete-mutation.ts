import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { sessionUserId } from '../../auth/session.logic';
import { useDashboard } from '../../provider/context';
import { useSession } from '../../provider/useSession';
import { apiKeysKeys } from './keys';

export function deleteApiKey(api: ApiClient, id: string): Promise<unknown> {
  return api.request(`/v1/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a key, then refetches the list (spec section 4); resolves once the list is fresh. */
export function useDeleteApiKey() {
  const { api, queryClient, telemetry } = useDashboard();
  const userId = sessionUserId(useSession());
  return useMutation(
    {
      mutationFn: (id: string) => deleteApiKey(api, id),
      retry: false,
      onSuccess: () => telemetry.capture('api_key_deleted'),
      onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.list(userId) }),
    },
    queryClient,
  );
}
