// Imports with their extension: the host's Vite config loads this file in Node.
import { pathOf, type GetEndpoint } from './endpoint.ts';
import { GET_ENDPOINTS } from './endpoints.ts';

/** A widget whose first data a host can ask for before the widget mounts. */
export type WidgetDataRequest =
  | { widget: 'ApiKeysPanel' }
  | { widget: 'CreditsPanel' }
  | { widget: 'PricingCalculator' }
  | { widget: 'FileBrowser'; path: string }
  | { widget: 'DashboardShell' };

/** One widget a host page shows first, as a rule on the page's location. */
export interface WidgetDataRule {
  widget: WidgetDataRequest['widget'];
  /** Only when the location's search parameter has this value, e.g. `['tab', 'credits']`. */
  when?: readonly [param: string, value: string];
  /** FileBrowser: the search parameter that names the folder it opens (absent: the top folder). */
  folderParam?: string;
}

/** The widgets each page (by pathname) shows first: one table for the prefetch and the early-requests script. */
export type WidgetDataRoutes = Readonly<Record<string, readonly WidgetDataRule[]>>;

/**
 * The widget data a location's page shows first, by the host's table.
 * @example widgetDataForLocation({ '/browse': [{ widget: 'FileBrowser', folderParam: 'path' }] }, '/browse', '?path=a') // [{ widget: 'FileBrowser', path: 'a' }]
 */
export function widgetDataForLocation(routes: WidgetDataRoutes, pathname: string, search: string): WidgetDataRequest[] {
  const params = new URLSearchParams(search);
  return (routes[pathname] ?? [])
    .filter((rule) => !rule.when || params.get(rule.when[0]) === rule.when[1])
    .map((rule): WidgetDataRequest =>
      rule.widget === 'FileBrowser' ? { widget: 'FileBrowser', path: rule.folderParam ? (params.get(rule.folderParam) ?? '') : '' } : { widget: rule.widget },
    );
}

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
