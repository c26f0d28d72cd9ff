// Imports with their extension, as every endpoints file has them.
import { requestEntrySchema, requestHistogramSchema, requestPageSchema, type RequestEntry, type RequestHistogram, type RequestPage } from '../../api/schemas/requests.ts';
import { API_PATHS } from '../../api/paths.ts';
import type { GetEndpoint, PagedEndpoint } from '../endpoint.ts';
import { filtersKey, requestQuery, type RequestLogFilters } from './request-filters.ts';

// Proposed API (API-PROPOSAL.md): the request log. Apart from offered-endpoint.ts, which the
// shell asks as it starts: these load with the log, so an app embedding another widget carries none.

/** The resource every request-log query shares (a new request makes all of it stale). */
export const REQUESTS_RESOURCE = 'requests';

/** The log for some filters a page at a time (`cursor` null: the first), newest first; null where the API keeps no log. */
export const REQUEST_PAGE: PagedEndpoint<RequestPage, RequestPage | null, { filters: RequestLogFilters }> = {
  keep: true,
  path: API_PATHS.requests,
  query: ({ filters, cursor }) => ({
    ...requestQuery(filters, Date.now()),
    ...(cursor === null ? {} : { cursor }),
  }),
  schema: requestPageSchema,
  resource: REQUESTS_RESOURCE,
  key: ({ filters }) => ['pages', ...filtersKey(filters)],
  nextCursor: (page) => page?.next_cursor,
  optional: true,
};

/** Counts per time bucket and status class over the filters' span. */
export const REQUEST_HISTOGRAM: GetEndpoint<RequestHistogram, RequestHistogram | null, RequestLogFilters> = {
  path: `${API_PATHS.requests}/histogram`,
  query: (filters) => requestQuery(filters, Date.now()),
  schema: requestHistogramSchema,
  resource: REQUESTS_RESOURCE,
  key: (filters) => ['histogram', ...filtersKey(filters)],
  optional: true,
};

/** One request in full, by the id its answer carried; null for an id the log does not hold (another user's, older than the log keeps, or no log at all). */
export const REQUEST_ONE: GetEndpoint<RequestEntry, RequestEntry | null, string> = {
  path: (id) => `${API_PATHS.requests}/${encodeURIComponent(id)}`,
  schema: requestEntrySchema,
  resource: REQUESTS_RESOURCE,
  key: (id) => ['one', id],
  optional: true,
};

/** The live tail's path: server-sent events (data/requests/request-tail.ts). */
export const REQUEST_TAIL_PATH = `${API_PATHS.requests}/tail`;
