import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { useDashboard } from '../context/context';
import type { MutationEndpoint } from './endpoint';
import { dataOf, endpointKey, resourceKey } from './endpoint-query';
import { KIT_MUTATION_POLICY } from './query-policy';
import { useQueryScope } from './use-query-scope';

/** Sends the change and gives the data of its answer (or the endpoint's own error). */
export async function sendEndpoint<TVariables, TBody, TData>(api: ApiClient, endpoint: MutationEndpoint<TVariables, TBody, TData>, variables: TVariables): Promise<TData> {
  let body: TBody;
  try {
    body = await api.request(endpoint.path(variables), { method: endpoint.method, body: endpoint.body?.(variables), headers: endpoint.headers?.(variables), schema: endpoint.schema });
  } catch (error) {
    throw endpoint.error ? endpoint.error(error) : error;
  }
  return dataOf(endpoint, body);
}

/** What a hook adds to the endpoint's own cache rules: its telemetry, a list the answer joins. */
export interface EndpointMutationOptions<TVariables, TData> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

/**
 * The endpoint as a TanStack mutation with the kit's policy (never retried: a second POST could
 * make a second key or payment) and the endpoint's cache rules: its answer becomes the GET it
 * `answers`, the resources it `invalidates` refetch once it settles, a secret is forgotten at once.
 */
export function useEndpointMutation<TVariables, TBody, TData>(endpoint: MutationEndpoint<TVariables, TBody, TData>, options: EndpointMutationOptions<TVariables, TData> = {}) {
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  return useMutation(
    {
      ...KIT_MUTATION_POLICY,
      mutationFn: (variables: TVariables) => sendEndpoint(api, endpoint, variables),
      ...(endpoint.secret ? { gcTime: 0 } : {}),
      onSuccess: (data, variables) => {
        if (endpoint.answers) queryClient.setQueryData(endpointKey(endpoint.answers, scope), data);
        options.onSuccess?.(data, variables);
      },
      onError: (error, variables) => options.onError?.(error, variables),
      onSettled: () => Promise.all((endpoint.invalidates ?? []).map((stale) => queryClient.invalidateQueries({ queryKey: resourceKey(stale.resource, scope) }))),
    },
    queryClient,
  );
}
