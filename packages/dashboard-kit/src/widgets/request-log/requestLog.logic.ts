import type { HistogramBucket, RequestEntry, RequestHistogram, RequestPage, StatusClass } from '../../api/schemas/requests';
import type { RequestLogFilters, RequestRange } from '../../data/requests/request-filters';
import type { BadgeTone } from '../../ui/Badge';

/** How a status class's badge looks: the words say it too. */
export const STATUS_TONE: Record<StatusClass, BadgeTone> = { '2xx': 'success', '4xx': 'warning', '5xx': 'danger' };

/** The catalogue's words for each span. */
export const RANGE_TEXT = { '1h': 'range1h', '24h': 'range24h', '7d': 'range7d', '30d': 'range30d' } as const satisfies Record<RequestRange, string>;

/** A status's class as the log counts it (a 3xx or 1xx, which the API never answers, counts as 2xx). */
export function statusClassOf(status: number): StatusClass {
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  return '2xx';
}

/**
 * The rows the table shows: what arrived live (newest first) above the loaded pages, each
 * request once (a page reloaded after an arrival holds it too).
 */
export function logRows(arrivals: readonly RequestEntry[], pages: readonly (RequestPage | null)[]): RequestEntry[] {
  const seen = new Set<string>();
  const rows: RequestEntry[] = [];
  for (const entry of [...arrivals, ...pages.flatMap((page) => page?.requests ?? [])]) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    rows.push(entry);
  }
  return rows;
}

/** The histogram with live arrivals counted in their buckets (arrivals past its end open no bucket). */
export function histogramWithArrivals(histogram: RequestHistogram, arrivals: readonly RequestEntry[]): RequestHistogram {
  if (arrivals.length === 0 || histogram.buckets.length === 0) return histogram;
  const size = histogram.bucket_seconds * 1000;
  const first = histogram.buckets[0]!.start.getTime();
  const buckets = histogram.buckets.map((bucket) => ({ ...bucket }));
  for (const entry of arrivals) {
    const index = Math.floor((entry.created_at.getTime() - first) / size);
    const bucket = buckets[Math.min(index, buckets.length - 1)];
    if (bucket && index >= 0) bucket[statusClassOf(entry.status)] += 1;
  }
  return { ...histogram, buckets };
}

export interface HistogramTotals {
  '2xx': number;
  '4xx': number;
  '5xx': number;
  all: number;
  /** The largest bucket's total: the bars' scale. */
  peak: number;
}

export function histogramTotals(buckets: readonly HistogramBucket[]): HistogramTotals {
  const totals = { '2xx': 0, '4xx': 0, '5xx': 0, all: 0, peak: 0 };
  for (const bucket of buckets) {
    const all = bucket['2xx'] + bucket['4xx'] + bucket['5xx'];
    totals['2xx'] += bucket['2xx'];
    totals['4xx'] += bucket['4xx'];
    totals['5xx'] += bucket['5xx'];
    totals.all += all;
    totals.peak = Math.max(totals.peak, all);
  }
  return totals;
}

/** A place as the table shows it: latitude and longitude to two decimals; unknown parts as a dash. */
export function placeOf(entry: Pick<RequestEntry, 'lat' | 'lon'>, format: (value: number) => string): string {
  if (entry.lat === null && entry.lon === null) return '–';
  const part = (value: number | null) => (value === null ? '–' : format(value));
  return `${part(entry.lat)}, ${part(entry.lon)}`;
}

/** What an empty log offers: the curl of a first request with a key (none: make a key first), or only that nothing matches. */
export type EmptyLogOffer<K> = { kind: 'first-request'; key: K | undefined } | { kind: 'no-matches' };

/**
 * An empty log filtered to nothing but a key (a key's "View requests") greets with that key's
 * first request; unfiltered, with the first usable key's. Narrowed by status, outcome or model,
 * or to a key that can make no request, it only says nothing matches.
 */
export function emptyLogOffer<K extends { id: string }>(filters: RequestLogFilters, keys: readonly K[], usable: (key: K) => boolean): EmptyLogOffer<K> {
  if (filters.status.length > 0 || filters.outcomes.length > 0 || filters.model !== undefined) return { kind: 'no-matches' };
  if (filters.keyId === undefined) return { kind: 'first-request', key: keys.find(usable) };
  const key = keys.find((candidate) => candidate.id === filters.keyId);
  return key && usable(key) ? { kind: 'first-request', key } : { kind: 'no-matches' };
}
