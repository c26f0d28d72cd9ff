import {
  InfiniteQueryObserver,
  notifyManager,
  QueryObserver,
  type DefaultError,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { startTransition, useEffect, useReducer, useState } from 'react';

type AnyObserver = QueryObserver<unknown, DefaultError, unknown, unknown, QueryKey>;
type ObserverClass = new (client: QueryClient, options: never) => AnyObserver;

/**
 * TanStack Query's own hook (useBaseQuery) with one change: a new answer re-renders its readers in
 * a transition. TanStack subscribes through useSyncExternalStore, and React renders every store
 * update at a priority that never yields: an answer arriving while the page is on screen (a list of
 * keys, the balance and its chart) was rendered and committed in one task of 100 to 300 ms on a
 * phone, holding back any press made meanwhile. In a transition React renders it in slices of a
 * few milliseconds, and a press goes first. What a render shows is the observer's result as of
 * that render, as in TanStack's hook; no suspense and no error boundaries (the kit uses neither
 * for queries).
 */
function useObservedQuery(options: object, Observer: ObserverClass, queryClient: QueryClient): unknown {
  const defaulted = queryClient.defaultQueryOptions(options as never);
  // As TanStack's hook: the first result already says a fetch is on its way, where one will start.
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new Observer(queryClient, defaulted as never));
  const result = observer.getOptimisticResult(defaulted as never);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    observer.setOptions(defaulted as never);
  }, [defaulted, observer]);
  useEffect(() => {
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => startTransition(rerender)));
    // What changed between the render and this subscription is told to the listener now.
    observer.updateResult();
    return unsubscribe;
  }, [observer]);
  // Tracked as TanStack tracks it: a reader is told only of the fields it read.
  return defaulted.notifyOnChangeProps ? result : observer.trackResult(result as never);
}

/** `useQuery`, its new answers rendered in a transition (useObservedQuery). */
export function useTransitionQuery<TData, TQueryKey extends QueryKey>(options: UseQueryOptions<TData, Error, TData, TQueryKey>, queryClient: QueryClient): UseQueryResult<TData, Error> {
  return useObservedQuery(options, QueryObserver as unknown as ObserverClass, queryClient) as UseQueryResult<TData, Error>;
}

/** `useInfiniteQuery`, its new pages rendered in a transition (useObservedQuery). */
export function useTransitionInfiniteQuery<TData, TQueryKey extends QueryKey, TPageParam>(
  options: UseInfiniteQueryOptions<TData, Error, InfiniteData<TData, TPageParam>, TQueryKey, TPageParam>,
  queryClient: QueryClient,
): UseInfiniteQueryResult<InfiniteData<TData, TPageParam>> {
  return useObservedQuery(options, InfiniteQueryObserver as unknown as ObserverClass, queryClient) as UseInfiniteQueryResult<InfiniteData<TData, TPageParam>>;
}
