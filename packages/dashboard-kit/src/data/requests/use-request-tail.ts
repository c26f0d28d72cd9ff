import { useCallback, useEffect, useState } from 'react';
import type { RequestEntry } from '../../api/schemas/requests';
import { useDashboard } from '../../context/context';
import { useQueryScope } from '../../context/context';
import { filtersKey, type RequestLogFilters } from './request-filters';
import type { TailState } from './request-tail';

// The tail's reader (with its event-stream parser) comes when a reader first follows the log.
const loadTail = () => import('./request-tail');

/** The most arrivals a tail holds; older ones are in the log's pages. */
export const MAX_ARRIVALS = 5_000;

export interface RequestTailResult {
  /** `off` while not following. */
  state: TailState | 'off';
  /** What arrived since following began, newest first. */
  arrivals: readonly RequestEntry[];
  /** Forgets the arrivals (they are in the log's pages once it reloads). */
  clear(): void;
}

/**
 * Follows the signed-in user's log live while `follow` is true: new requests matching `filters`,
 * newest first, from after `after` (the cursor of the newest entry the reader has) on.
 * @example
 * const tail = useRequestTail(filters, { follow: true, after: newest?.cursor });
 * tail.arrivals.length; // requests made since
 */
export function useRequestTail(filters: RequestLogFilters, { follow, after }: { follow: boolean; after?: string }): RequestTailResult {
  const { api } = useDashboard();
  const { userId, organizationId } = useQueryScope();
  const [state, setState] = useState<TailState>('connecting');
  const [arrivals, setArrivals] = useState<readonly RequestEntry[]>([]);
  const filtersId = JSON.stringify(filtersKey(filters));

  useEffect(() => {
    if (!follow || userId === null || organizationId === undefined) return undefined;
    const controller = new AbortController();
    void loadTail().then(({ followRequests }) => {
      if (controller.signal.aborted) return;
      return followRequests(
        api,
        filters,
        {
          onRequest: (entry) => setArrivals((current) => [entry, ...current.filter((known) => known.id !== entry.id)].slice(0, MAX_ARRIVALS)),
          onState: setState,
        },
        controller.signal,
        { after, organizationId }
      );
    });
    return () => {
      controller.abort();
      setArrivals([]);
      setState('connecting');
    };
    // The filters' identity is their key: a new object with the same filters restarts nothing. A
    // new `after` (the list reloaded with newer entries) starts after those, losing nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, follow, userId, organizationId, filtersId, after]);

  const clear = useCallback(() => setArrivals([]), []);
  return { state: follow && userId !== null ? state : 'off', arrivals, clear };
}
