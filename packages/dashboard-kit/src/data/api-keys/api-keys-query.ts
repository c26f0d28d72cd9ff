import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { API_PATHS } from '../../api/paths';
import { apiKeyListSchema, type ApiKeyList } from '../../api/schemas/api-keys';
import { sessionUserId } from '../../auth/session.logic';
import { useDashboard } from '../../provider/context';
import { useSession } from '../../provider/useSession';
import { startFromArrived } from '../arrived-data';
import { apiKeysKeys } from './keys';

export function fetchApiKeys(api: ApiClient, signal?: AbortSignal): Promise<ApiKeyList> {
  return api.request(API_PATHS.apiKeys, { schema: apiKeyListSchema, signal });
}

export function apiKeysQueryOptions(api: ApiClient, userId: string | null) {
  return queryOptions({
    queryKey: apiKeysKeys.list(userId),
    queryFn: ({ signal }) => fetchApiKeys(api, signal),
    ...startFromArrived(() => api.takeArrived(API_PATHS.apiKeys, { schema: apiKeyListSchema })),
  });
}

/** The signed-in user's keys and active key limit. */
export function useApiKeysQuery() {
  const { api, queryClient } = useDashboard();
  const userId = sessionUserId(useSession());
  return useQuery({ ...apiKeysQueryOptions(api, userId), enabled: userId !== null }, queryClient);
}
