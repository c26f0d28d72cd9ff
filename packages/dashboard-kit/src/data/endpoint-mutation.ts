import { useMutation, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiClient } from '../api/client';
import { useDashboard } from '../context/context';
import { useRequestStepUp, type RequestStepUp } from '../context/step-up';
import type { MutationEndpoint } from './endpoint';
import { dataOf, endpointKey, resourceKey } from './endpoint-query';
import { keyFor, type SentRequest } from './idempotency';
import { KIT_MUTATION_POLICY } from './query-policy';
import { sendWithStepUp } from './step-up';
import { useQueryScope, type QueryScope } from '../context/context';
import { accountHeaders } from './keys';

/**
 * Sends the change (with its idempotency key, if it has one) and gives the data of its answer (or
 * the endpoint's own error). Refused for want of a recent authenticator code (STEP_UP_REQUIRED),
 * it asks for one (`stepUp`) and sends the change once more (sendWithStepUp): the refusal came
 * before the change ran, so with the same key. Declined, STEP_UP_REQUIRED is thrown: it says what was needed.
 */
export async function sendEndpoint<TVariables, TBody, TData>(
  api: ApiClient,
  endpoint: MutationEndpoint<TVariables, TBody, TData>,
  scope: Pick<QueryScope, 'organizationId'>,
  variables: TVariables,
  idempotencyKey?: string,
  stepUp?: RequestStepUp | null,
): Promise<TData> {
  const refused = endpoint.check?.(variables);
  if (refused) throw refused;
  const headers = { ...(endpoint.perUser ? undefined : accountHeaders(scope)), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined) };
  const send = () =>
    api.request(endpoint.path(variables), {
      method: endpoint.method,
      body: endpoint.body?.(variables),
      headers: Object.keys(headers).length > 0 ? headers : undefined,
      schema: endpoint.schema,
    });
  let body: TBody;
  try {
    body = await sendWithStepUp(send, { stepUp: stepUp ?? null });
  } catch (error) {
    throw endpoint.error ? endpoint.error(error) : error;
  }
  // The answer's data may itself be the endpoint's own error (a checkout without its URL): thrown as it is.
  return dataOf(endpoint, body);
}

/** What a hook adds to the endpoint's own cache rules: its telemetry, a list the answer joins. */
export interface EndpointMutationOptions<TVariables, TData> {
  /** Awaited before the mutation resolves, when it returns a promise. */
  onSuccess?: (data: TData, variables: TVariables) => void | Promise<unknown>;
  onError?: (error: Error, variables: TVariables) => void;
}

/** Refetches what a settled change of `endpoint` made stale: the resources it `invalidates`, in `scope`. */
export function invalidateAfter(queryClient: QueryClient, endpoint: Pick<MutationEndpoint<never, unknown, unknown>, 'invalidates' | 'perUser'>, scope: QueryScope): Promise<unknown> {
  return Promise.all((endpoint.invalidates ?? []).map((stale) => queryClient.invalidateQueries({ queryKey: resourceKey(stale.resource, scope, endpoint.perUser) })));
}

/**
 * The endpoint as a TanStack mutation with the kit's policy (never retried: a second POST could
 * make a second key or payment) and the endpoint's cache rules: its answer becomes the GET it
 * `answers`, the resources it `invalidates` refetch once it settles, a secret is forgotten at once.
 * An idempotent endpoint's request carries a key per distinct request: sent again after a failure
 * (its answer may have been lost), the same key; after a success, the next is another request.
 * Inside a `StepUpBoundary`, a refusal for want of a recent authenticator code asks for one and
 * sends the change once more.
 */
export function useEndpointMutation<TVariables, TBody, TData>(endpoint: MutationEndpoint<TVariables, TBody, TData>, options: EndpointMutationOptions<TVariables, TData> = {}) {
  const { api, queryClient } = useDashboard();
  const stepUp = useRequestStepUp();
  const scope = useQueryScope();
  const sent = useRef<SentRequest | null>(null);
  const idempotencyKey = (variables: TVariables) => {
    if (!endpoint.idempotent) return undefined;
    const named = endpoint.idempotent.key?.(variables);
    if (named) return named;
    sent.current = keyFor(sent.current, JSON.stringify(endpoint.body?.(variables) ?? null));
    return sent.current.key;
  };
  return useMutation(
    {
      ...KIT_MUTATION_POLICY,
      mutationFn: (variables: TVariables) => sendEndpoint(api, endpoint, scope, variables, idempotencyKey(variables), stepUp),
      ...(endpoint.secret ? { gcTime: 0 } : {}),
      onSuccess: (data, variables) => {
        sent.current = null;
        if (endpoint.answers) queryClient.setQueryData(endpointKey({ ...endpoint.answers, perUser: endpoint.perUser }, scope), data);
        return options.onSuccess?.(data, variables);
      },
      onError: (error, variables) => options.onError?.(error, variables),
      // A change the endpoint's check refused was never sent: nothing it names went stale.
      onSettled: (_data, error, variables) => (error && endpoint.check?.(variables) ? undefined : invalidateAfter(queryClient, endpoint, scope)),
    },
    queryClient,
  );
}
