import { queryOptions, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTransitionInfiniteQuery, useTransitionQuery } from './transition-query';
import * as v from 'valibot';
import { isSuccess, parseBody, type ApiClient, type RequestOptions } from '../api/client';
import { arrivedEarlyAnswer, earlyRequestUrl, takeEarlyAnswer } from '../api/early-answers';
import { isDashboardError } from '../api/errors';
import { useDashboard } from '../context/context';
import { pathOf, type GetEndpoint, type PagedEndpoint } from './endpoint';
import { accountHeaders, scopeKey, userScope } from './keys';
import type { QueryScope } from '../context/context';
import { KIT_QUERY_POLICY } from './query-policy';
import { KEPT_META } from './kept-answers';
import { useQueryScope } from '../context/context';

/** No argument for an endpoint without params. */
type ParamsArgument<TParams> = [TParams] extends [void] ? [] : [params: TParams];

/** The scope an endpoint's data is cached and asked in: the active account's, or the user's own for a per-user one. */
export function scopeOf(endpoint: { perUser?: true }, scope: QueryScope): QueryScope {
  return endpoint.perUser ? userScope(scope) : scope;
}

function keyOf<TParams>(endpoint: Pick<GetEndpoint<unknown, unknown, TParams>, 'resource' | 'key' | 'perUser'>, scope: QueryScope, params: TParams): readonly unknown[] {
  return [...scopeKey(scopeOf(endpoint, scope)), endpoint.resource, ...(endpoint.key?.(params) ?? [])];
}

/** The key every query of a resource starts with, for this provider, user and account (`perUser`: the user's own). */
export function resourceKey(resource: string, scope: QueryScope, perUser?: true): readonly unknown[] {
  return [...scopeKey(scopeOf({ perUser }, scope)), resource];
}

/** Whether the endpoint's query may run in `scope`: someone is signed in, and the account it reads is known. */
export function runsIn(endpoint: { perUser?: true }, scope: QueryScope): boolean {
  return scope.userId !== null && scopeOf(endpoint, scope).organizationId !== undefined;
}

/** What callers get from a valid answer: the endpoint's `data` of it, or the answer itself (a GET's or a change's). */
export function dataOf<TBody, TData>(endpoint: { data?: (body: TBody) => TData }, body: TBody): TData {
  return endpoint.data ? endpoint.data(body) : (body as unknown as TData);
}

/** The endpoint's cache key for this provider, user and account. */
export function endpointKey<TBody, TData, TParams>(endpoint: Pick<GetEndpoint<TBody, TData, TParams>, 'resource' | 'key' | 'perUser'>, scope: QueryScope, ...argument: ParamsArgument<TParams>): readonly unknown[] {
  return keyOf(endpoint, scope, argument[0] as TParams);
}

/** An optional endpoint's 404 means "not offered": its data is null, not an error. */
function notOffered(endpoint: Pick<GetEndpoint<unknown, unknown, unknown>, 'optional'>, status: number | undefined): boolean {
  return endpoint.optional === true && status === 404;
}

/** A successful answer's data, when the body has the endpoint's shape. */
function answerData<TBody, TData, TParams>(endpoint: GetEndpoint<TBody, TData, TParams>, body: unknown): { data: TData } | undefined {
  const parsed = v.safeParse(endpoint.schema, body);
  return parsed.success ? { data: dataOf(endpoint, parsed.output) } : undefined;
}

/**
 * Asks the endpoint (or reads the answer already `received` for it), checks the answer's
 * shape, and gives its data (or the endpoint's own error).
 */
export async function fetchEndpoint<TBody, TData, TParams>(
  api: ApiClient,
  endpoint: GetEndpoint<TBody, TData, TParams>,
  scope: Pick<QueryScope, 'organizationId'>,
  params: TParams,
  { signal, received }: Pick<RequestOptions<TBody>, 'signal' | 'received'> = {},
): Promise<TData> {
  try {
    const headers = endpoint.perUser ? undefined : accountHeaders(scope);
    return dataOf(endpoint, await api.request(pathOf(endpoint, params), { query: endpoint.query?.(params), schema: endpoint.schema, signal, received, headers }));
  } catch (error) {
    if (isDashboardError(error) && notOffered(endpoint, error.status)) return null as TData;
    if (endpoint.error && !signal?.aborted) throw endpoint.error(error);
    throw error;
  }
}

/**
 * The head script's answer to this GET (earlyRequestsScript), asked for the scope's user: one
 * that has arrived with the endpoint's shape (or, for an optional endpoint, a 404: null) is the
 * query's initial data, from when it arrived,
 * so a widget's first render shows it; any other is the query's first attempt, read as if the
 * kit had asked (errors and the 401 retry included). Each answer is used once.
 */
function earlyAnswerOptions<TBody, TData, TParams>(endpoint: GetEndpoint<TBody, TData, TParams>, api: ApiClient, scope: QueryScope, params: TParams) {
  const url = earlyRequestUrl(api.baseUrl, pathOf(endpoint, params), endpoint.query?.(params));
  // The head script asks for the personal account: its answers are an organisation's data never.
  const userId = scopeOf(endpoint, scope).organizationId === null ? scope.userId : null;
  let receivedAt: number | undefined;
  return {
    initialData: (): TData | undefined => {
      if (userId === null) return undefined;
      const arrived = arrivedEarlyAnswer(url, userId);
      if (!arrived) return undefined;
      // "Not offered" is an answer too: a widget need not wait to know it.
      const usable = notOffered(endpoint, arrived.status) ? { data: null as TData } : isSuccess(arrived.status) ? answerData(endpoint, parseBody(arrived.body)) : undefined;
      if (!usable) return undefined;
      takeEarlyAnswer(url, userId);
      receivedAt = arrived.receivedAt;
      return usable.data;
    },
    initialDataUpdatedAt: () => receivedAt,
    queryFn: (context: { signal: AbortSignal }): Promise<TData> => {
      const received = userId === null ? undefined : takeEarlyAnswer(url, userId);
      // Waiting for an answer is never aborted (TanStack aborts only a fetch that read its
      // signal): a widget unmounting meanwhile, as in StrictMode's replay, loses nothing.
      return fetchEndpoint(api, endpoint, scope, params, received ? { received } : { signal: context.signal });
    },
  };
}

/**
 * The TanStack Query options for an endpoint: the kit's policy with the endpoint's freshness
 * and retry, its key, and the head script's answer when there is one.
 */
export function endpointQueryOptions<TBody, TData, TParams>(endpoint: GetEndpoint<TBody, TData, TParams>, api: ApiClient, scope: QueryScope, params: TParams) {
  return queryOptions<TData, Error, TData, readonly unknown[]>({
    ...KIT_QUERY_POLICY,
    ...(endpoint.staleTime === undefined ? {} : { staleTime: endpoint.staleTime }),
    ...(endpoint.retry === false ? { retry: false } : {}),
    queryKey: keyOf(endpoint, scope, params),
    ...(endpoint.keep ? { meta: KEPT_META } : {}),
    ...earlyAnswerOptions(endpoint, api, scope, params),
  });
}

/** The endpoint's query for the signed-in user (idle while signed out), as a TanStack Query result. */
export function useEndpoint<TBody, TData, TParams>(endpoint: GetEndpoint<TBody, TData, TParams>, ...argument: ParamsArgument<TParams>) {
  const params = argument[0] as TParams;
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  return useTransitionQuery({ ...endpointQueryOptions(endpoint, api, scope, params), enabled: runsIn(endpoint, scope) }, queryClient);
}

/**
 * A paged endpoint's list for the signed-in user as one TanStack infinite query (idle while signed
 * out): its key is the endpoint's for `params`, each next page is asked with the cursor the last
 * one named.
 */
export function useEndpointPages<TBody, TData, TParams extends object>(endpoint: PagedEndpoint<TBody, TData, TParams>, params: TParams): UseInfiniteQueryResult<InfiniteData<TData, string | null>> {
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  return useTransitionInfiniteQuery(
    {
      ...KIT_QUERY_POLICY,
      queryKey: keyOf(endpoint, scope, { ...params, cursor: null }),
      ...(endpoint.keep ? { meta: KEPT_META } : {}),
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => fetchEndpoint(api, endpoint, scope, { ...params, cursor: pageParam }, { signal }),
      getNextPageParam: (page) => endpoint.nextCursor(page) ?? undefined,
      enabled: runsIn(endpoint, scope),
    },
    queryClient,
  );
}
