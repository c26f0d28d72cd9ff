import { useMemo, useState } from 'react';
import { useApiKeys } from '../../data/api-keys/api-keys-query';
import { useRequestHistogram, useRequestLog } from '../../data/requests/request-log-query';
import { requestFiltersFromSearch, requestFiltersToSearch, type RequestLogFilters } from '../../data/requests/request-filters';
import { useRequestTail } from '../../data/requests/use-request-tail';
import { useAddressState } from '../../ui/useAddressState';
import { histogramWithArrivals, logRows } from './requestLog.logic';

export interface RequestLogViewOptions {
  /** Controlled filters; without them the log keeps its filters in the page's URL. */
  filters?: RequestLogFilters;
  onFiltersChange?: (filters: RequestLogFilters) => void;
}

/**
 * Everything the request log shows: its filters, the histogram, the rows (live arrivals above the
 * pages), live mode with pause, and the request whose details are open.
 */
export function useRequestLogView(options: RequestLogViewOptions) {
  // Uncontrolled, the filters live in the page's address: a shared or reloaded link shows the same.
  const [urlFilters, setUrlFilters] = useAddressState(requestFiltersFromSearch, requestFiltersToSearch);
  const filters = options.filters ?? urlFilters;
  const setFilters = options.onFiltersChange ?? setUrlFilters;
  const log = useRequestLog(filters);
  const histogram = useRequestHistogram(filters);
  const keys = useApiKeys();
  const [live, setLive] = useState(false);
  const [pausedAt, setPausedAt] = useState<number | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  const pages = useMemo(() => log.data?.pages ?? [], [log.data]);
  const newest = pages[0]?.requests[0]?.cursor;
  const tail = useRequestTail(filters, {
    follow: live && log.isSuccess,
    after: newest,
  });
  // Paused, the table keeps what it showed; what arrives since waits, counted, until resumed.
  const shown = pausedAt === null ? tail.arrivals : tail.arrivals.slice(tail.arrivals.length - pausedAt);
  const waiting = tail.arrivals.length - shown.length;
  const rows = useMemo(() => logRows(shown, pages), [shown, pages]);
  const counted = useMemo(() => (histogram.data ? histogramWithArrivals(histogram.data, shown) : histogram.data), [histogram.data, shown]);

  const offered = !(log.isSuccess && pages[0] === null);
  const models = useMemo(
    () => [...new Set([...rows.map((row) => row.model).filter((model): model is string => model !== null), ...(filters.model ? [filters.model] : [])])].sort(),
    [rows, filters.model]
  );

  return {
    filters,
    setFilters: (next: RequestLogFilters) => {
      setPausedAt(null);
      setFilters(next);
    },
    log,
    histogram: { ...histogram, data: counted },
    keys: keys.data?.keys ?? [],
    models,
    rows,
    offered,
    retentionDays: pages[0]?.retention_days ?? 30,
    live: {
      on: live,
      state: tail.state,
      paused: pausedAt !== null,
      arrived: tail.arrivals.length,
      waiting,
      toggle: () => {
        setLive(!live);
        setPausedAt(null);
        tail.clear();
      },
      pause: () => setPausedAt(tail.arrivals.length),
      resume: () => setPausedAt(null),
    },
    open: rows.find((row) => row.id === openId) ?? null,
    setOpenId,
  };
}

export type RequestLogView = ReturnType<typeof useRequestLogView>;
