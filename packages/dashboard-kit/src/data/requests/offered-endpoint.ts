// Imports with their extension, no browser globals: the host's build reads this file in Node.
import * as v from 'valibot';
import { API_PATHS } from '../../api/paths.ts';
import type { GetEndpoint } from '../endpoint.ts';

/**
 * Whether the API keeps a request log (API-PROPOSAL.md), asked as one entry of
 * the last day; a 404 says it does not. Only the answer's outline is checked: the log's own
 * queries check its entries, and the shell that asks this need not carry their schema.
 */
export const REQUEST_LOG_OFFERED: GetEndpoint<unknown, true | null> = {
  keep: true,
  path: API_PATHS.requests,
  query: () => ({ limit: 1 }),
  schema: v.looseObject({ requests: v.array(v.unknown()) }),
  data: () => true,
  // Apart from the log's own resource: a new request makes the log stale, not this answer.
  resource: 'request-log-offered',
  // Whether an API keeps a log does not change while the page is open.
  staleTime: Infinity,
  optional: true,
  perUser: true,
  // The shell's Requests item and the keys panel's View requests show by it.
  firstFor: { DashboardShell: true, ApiKeysPanel: true },
};
