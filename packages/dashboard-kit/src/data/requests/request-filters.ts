// Imports with their extension, as every endpoints file has them: the host's build reads these in Node.
import { STATUS_CLASSES, type StatusClass } from '../../api/schemas/requests.ts';

/** The spans the log offers, newest end at now. */
export const REQUEST_RANGES = ['1h', '24h', '7d', '30d'] as const;
export type RequestRange = (typeof REQUEST_RANGES)[number];

const RANGE_MS: Record<RequestRange, number> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

/** What the request log shows: a span up to now, and any of status classes, outcomes, a key, a model. */
export interface RequestLogFilters {
  range: RequestRange;
  /** Empty: every class. */
  status: readonly StatusClass[];
  /** Empty: every outcome. */
  outcomes: readonly string[];
  keyId?: string;
  model?: string;
}

/** What the log shows unless told otherwise: the last 24 hours, every request. */
export const DEFAULT_REQUEST_FILTERS: RequestLogFilters = {
  range: '24h',
  status: [],
  outcomes: [],
};

/** The log's query for `filters` at `now`: the span as instants, the rest as the API names them. */
export function requestQuery(filters: RequestLogFilters, now: number): Record<string, string> {
  return {
    from: new Date(now - RANGE_MS[filters.range]).toISOString(),
    to: new Date(now).toISOString(),
    ...tailQuery(filters),
  };
}

/** A tail's query: the filters but the span (a tail has no end). */
export function tailQuery(filters: RequestLogFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.status.length > 0) query.status = filters.status.join(',');
  if (filters.outcomes.length > 0) query.outcome = filters.outcomes.join(',');
  if (filters.keyId) query.key_id = filters.keyId;
  if (filters.model) query.model = filters.model;
  return query;
}

/** The part of a cache key that tells filters apart (the span by name: its instants move with the clock). */
export function filtersKey(filters: RequestLogFilters): readonly unknown[] {
  return [filters.range, [...filters.status].sort().join(','), [...filters.outcomes].sort().join(','), filters.keyId ?? '', filters.model ?? ''];
}

const OUTCOME = /^[a-z_]{1,64}$/;
const ID = /^[\w.-]{1,128}$/;

/**
 * The filters a URL's query string names (`range`, `status`, `outcome`, `key`, `model`), anything
 * unknown left out, so a shared or reloaded link shows what it showed.
 */
export function requestFiltersFromSearch(search: string): RequestLogFilters {
  const params = new URLSearchParams(search);
  const list = (name: string) => (params.get(name) ?? '').split(',').filter(Boolean);
  const range = params.get('range');
  const keyId = params.get('key') ?? '';
  const model = params.get('model') ?? '';
  return {
    range: (REQUEST_RANGES as readonly string[]).includes(range ?? '') ? (range as RequestRange) : DEFAULT_REQUEST_FILTERS.range,
    status: list('status').filter((value): value is StatusClass => (STATUS_CLASSES as readonly string[]).includes(value)),
    outcomes: list('outcome').filter((value) => OUTCOME.test(value)),
    ...(ID.test(keyId) ? { keyId } : {}),
    ...(ID.test(model) ? { model } : {}),
  };
}

/** The URL's query for the filters (defaults left out), the other parameters of `search` kept: the state first, as the audit log's helper takes it. */
export function requestFiltersToSearch(filters: RequestLogFilters, search = ''): string {
  const params = new URLSearchParams(search);
  const set = (name: string, value: string) => (value ? params.set(name, value) : params.delete(name));
  set('range', filters.range === DEFAULT_REQUEST_FILTERS.range ? '' : filters.range);
  set('status', filters.status.join(','));
  set('outcome', filters.outcomes.join(','));
  set('key', filters.keyId ?? '');
  set('model', filters.model ?? '');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** @deprecated Since 0.1; removed in 1.0.0. The former name of `requestFiltersFromSearch`. */
export const filtersFromSearch = requestFiltersFromSearch;

/** @deprecated Since 0.1; removed in 1.0.0. `requestFiltersToSearch(filters, search)` is the same, its arguments in the order every address helper takes them. */
export function searchWithFilters(search: string, filters: RequestLogFilters): string {
  return requestFiltersToSearch(filters, search);
}
