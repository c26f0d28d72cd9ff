// Imports with their extension: the host's Vite config loads this file in Node.
import type { WidgetDataRoutes, WidgetDataRule } from './widget-data-routes.ts';
import { widgetGets } from './first-gets.ts';
import { API_PATHS } from '../api/paths.ts';
import type { EarlyGet, EarlyRequestsTable } from '../api/early-answers.ts';
import { EARLY_REQUESTS_RUNTIME } from './early-requests-runtime.generated.ts';

export interface EarlyRequestsOptions {
  /** The provider API's base URL, as the provider's `config.apiBaseUrl`. */
  apiBaseUrl: string;
  /** Where the Supabase auth client keeps the session (its `storageKey`, `sb-<ref>-auth-token`). */
  storageKey: string;
  /** The signed-in pages by pathname: each one's access check starts early. */
  signedInPaths: readonly string[];
  /** The widgets those pages show first (the table the host gives `widgetDataForLocation`). */
  routes?: WidgetDataRoutes;
  /** Where the dashboard is mounted (the provider's `config.basePath`): the pages' paths are below it. @default '' */
  basePath?: string;
}

function earlyGets(rule: WidgetDataRule): EarlyGet[] {
  if (rule.widget !== 'FileBrowser') return widgetGets({ widget: rule.widget });
  const gets = widgetGets({ widget: 'FileBrowser', path: '' });
  const folderFrom = rule.folderParam;
  return folderFrom ? gets.map((get) => ({ ...get, query: { ...get.query, path: { folderFrom } } })) : gets;
}

/**
 * A classic script for the head of a host's signed-in pages (append it to DOCUMENT_INIT_SCRIPT,
 * inline, allowed by its hash): with a stored session it starts the page's access check and its
 * widgets' first GETs while the JavaScript is still arriving, and leaves the answers for the
 * kit's queries, which take each once, for the same user, within 30 s (one that has arrived by
 * the time a widget first renders, the widget renders with). When the access check answers and
 * the route guard's rules let the page show for this session, it reveals the page's prerendered
 * HTML (PREVIEW_ATTRIBUTE), before the app's scripts have arrived. Then, in
 * a task of its own, it makes the page's first Intl calls: the first date format loads the
 * browser's locale and time-zone data (20 to 40 ms on a desktop), the first money format its
 * currency data (about 2 ms more), paid while the scripts download instead of inside the
 * render that shows the page's first date or amount.
 * Signed out, on other pages, or with a token about to be refreshed, it does nothing.
 * @example `<script>${DOCUMENT_INIT_SCRIPT + earlyRequestsScript({ apiBaseUrl, storageKey, signedInPaths: ['/overview'] })}</script>`
 */
export function earlyRequestsScript(options: EarlyRequestsOptions): string {
  const routes: EarlyRequestsTable['routes'] = {};
  // Keyed by the pathname the browser shows, base path included.
  const base = (options.basePath ?? '').replace(/\/+$/, '');
  for (const path of options.signedInPaths) routes[base + path] = [];
  for (const [path, rules] of Object.entries(options.routes ?? {})) {
    routes[base + path] = rules.map((rule) => ({ ...(rule.when ? { when: rule.when } : {}), gets: earlyGets(rule) }));
  }
  const table: EarlyRequestsTable = { api: options.apiBaseUrl.replace(/\/+$/, ''), storageKey: options.storageKey, access: API_PATHS.access, base, routes };
  return `(function(EARLY_REQUESTS_TABLE){${EARLY_REQUESTS_RUNTIME}})(${JSON.stringify(table)});\n`;
}
