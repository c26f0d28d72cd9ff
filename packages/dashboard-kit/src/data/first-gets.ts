// Imports with their extension: the host's Vite config loads this file in Node.
import { pathOf, type GetEndpoint } from './endpoint.ts';
import { GET_ENDPOINTS } from './endpoints.ts';
import type { WidgetDataRequest } from './widget-data-routes.ts';

// Apart from the routes' table: every endpoint a widget asks for first, with their schemas and
// texts, is what only a signed-in page needs. The prefetch loads it once a session exists, so the
// sign-in page's first load does not carry it.

/** A GET of the provider API: the path and the query, as the API client is given them. */
export interface ApiGet {
  path: string;
  query?: Record<string, string | number>;
}

/** The endpoints a widget asks for as it mounts (their `firstFor`), with the params it asks with. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- endpoints of different types
export function firstGets(request: WidgetDataRequest): { endpoint: GetEndpoint<any, any, any>; params: unknown }[] {
  return GET_ENDPOINTS.flatMap((endpoint) => {
    const first = endpoint.firstFor?.[request.widget];
    if (!first) return [];
    const paramsFor = first as true | ((request: { path: string }) => unknown);
    return [{ endpoint, params: paramsFor === true ? undefined : paramsFor({ path: 'path' in request ? request.path : '' }) }];
  });
}

/** The GETs a widget makes as it mounts, the ones worth starting before it does. */
export function widgetGets(request: WidgetDataRequest): ApiGet[] {
  return firstGets(request).map(({ endpoint, params }) => ({ path: pathOf(endpoint, params), ...(endpoint.query ? { query: endpoint.query(params) } : {}) }));
}
