import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { API_PATHS } from '../../api/paths';
import { apiKeyListSchema, type ApiKeyList } from '../../api/schemas/api-keys';
import { useDashboard } from '../../provider/context';
import { startFromArrived } from '../arrived-data';
import { apiKeysKeys } from './keys';
import { KIT_QUERY_POLICY } from '../query-policy';
import { useQueryScope } from '../use-query-scope';
import type { QueryScope } from '../keys';

export function fetchApiKeys(api: ApiClient, signal?: AbortSignal): Promise<ApiKeyList> {
  return api.request(API_PATHS.apiKeys, { schema: apiKeyListSchema, signal });
}

export function apiKeysQueryOptions(api: ApiClient, scope: QueryScope) {
  return queryOptions({
    ...KIT_QUERY_POLICY,
    queryKey: apiKeysKeys.list(scope),
    queryFn: ({ signal }) => fetchApiKeys(api, signal),
    ...startFromArrived(() => api.takeArrived(API_PATHS.apiKeys, { schema: apiKeyListSchema })),
  });
}

/**
 * The signed-in user's API keys and how many may be active at once: a TanStack Query result
 * (`data`, `isPending`, `error`, `refetch`). Inside `DashboardProvider`.
 * @example
 * const { data, error } = useApiKeys();
 * const errorText = useErrorText();
 * if (error) return <p role="alert">{errorText(error).text}</p>;
 * return <ul>{data?.keys.map((key) => <li key={key.id}>{key.name}</li>)}</ul>;
 */
export function useApiKeys() {
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  return useQuery({ ...apiKeysQueryOptions(api, scope), enabled: scope.userId !== null }, queryClient);
}
