import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { isDashboardApiError } from '../api/errors';
import { useDashboard } from '../provider/context';
import { startFromArrived } from './arrived-data';
import type { GetEndpoint } from './endpoint';
import { scopeKey, type QueryScope } from './keys';
import { KIT_QUERY_POLICY } from './query-policy';
import { useQueryScope } from './use-query-scope';

/** No argument for an endpoint without params. */
type ParamsArgument<TParams> = [TParams] extends [void] ? [] : [params: TParams];

function keyOf<TParams>(endpoint: Pick<GetEndpoint<unknown, unknown, TParams>, 'key'>, scope: QueryScope, params: TParams): readonly unknown[] {
  return [...scopeKey(scope), ...endpoint.key(params)];
}

/** What the API client is asked, for the request and for an answer the head script already has. */
function requestOf<TBody, TData, TParams>(endpoint: GetEndpoint<TBody, TData, TParams>, params: TParams) {
  return { query: endpoint.query?.(params), schema: endpoint.schema };
}

function dataOf<TBody, TData, TParams>(endpoint: GetEndpoint<TBody, TData, TParams>, body: TBody): TData {
  return endpoint.data ? endpoint.data(body) : (body as unknown as TData);
}

/** The endpoint's cache key for this provider and user. */
export function endpointKey<TBody, TData, TParams>(endpoint: GetEndpoint<TBody, TData, TParams>, scope: QueryScope, ...argument: ParamsArgument<TParams>): readonly unknown[] {
  return keyOf(endpoint, scope, argument[0] as TParams);
}

/** Asks the endpoint, checks the answer's shape, and gives its data (or the endpoint's own error). */
export async function fetchEndpoint<TBody, TData, TParams>(api: ApiClient, endpoint: GetEndpoint<TBody, TData, TParams>, params: TParams, signal?: AbortSignal): Promise<TData> {
  try {
    return dataOf(endpoint, await api.request(endpoint.path, { ...requestOf(endpoint, params), signal }));
  } catch (error) {
    if (endpoint.optional && isDashboardApiError(error) && error.status === 404) return null as TData;
    if (endpoint.error && !signal?.aborted) throw endpoint.error(error);
    throw error;
  }
}

/**
 * The TanStack Query options for an endpoint: the kit's policy with the endpoint's freshness
 * and retry, its key, and a first render from an answer the head script already has.
 */
export function endpointQueryOptions<TBody, TData, TParams>(endpoint: GetEndpoint<TBody, TData, TParams>, api: ApiClient, scope: QueryScope, params: TParams) {
  return queryOptions<TData, Error, TData, readonly unknown[]>({
    ...KIT_QUERY_POLICY,
    ...(endpoint.staleTime === undefined ? {} : { staleTime: endpoint.staleTime }),
    ...(endpoint.retry === false ? { retry: false } : {}),
    queryKey: keyOf(endpoint, scope, params),
    queryFn: ({ signal }) => fetchEndpoint(api, endpoint, params, signal),
    ...startFromArrived(() => {
      const arrived = api.takeArrived(endpoint.path, requestOf(endpoint, params));
      return arrived && { ...arrived, data: dataOf(endpoint, arrived.data) };
    }),
  });
}

/** The endpoint's query for the signed-in user (idle while signed out), as a TanStack Query result. */
export function useEndpoint<TBody, TData, TParams>(endpoint: GetEndpoint<TBody, TData, TParams>, ...argument: ParamsArgument<TParams>) {
  const params = argument[0] as TParams;
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  return useQuery({ ...endpointQueryOptions(endpoint, api, scope, params), enabled: scope.userId !== null }, queryClient);
}
