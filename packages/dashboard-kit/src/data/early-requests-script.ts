// Imports with their extension: the host's Vite config loads this file in Node.
import { widgetGets, type WidgetDataRoutes, type WidgetDataRule } from './widget-data-routes.ts';
import { STORED_TOKEN_MARGIN_MS } from '../auth/stored-session.ts';
import { EARLY_REQUESTS_GLOBAL } from '../api/early-answers.ts';
import { API_PATHS } from '../api/paths.ts';

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

/** A GET in the script's table; a query value `{ folderFrom }` is the location's folder parameter. */
interface ScriptGet {
  path: string;
  query?: Record<string, string | number | { folderFrom: string }>;
}

function scriptGets(rule: WidgetDataRule): ScriptGet[] {
  if (rule.widget !== 'FileBrowser') return widgetGets({ widget: rule.widget });
  const gets = widgetGets({ widget: 'FileBrowser', path: '' });
  const folderFrom = rule.folderParam;
  return folderFrom ? gets.map((get) => ({ ...get, query: { ...get.query, path: { folderFrom } } })) : gets;
}

// The runtime, in ES5 for any browser: `c` is the table below. It mirrors readStoredSession's
// margin, widgetDataForLocation, normalizeFolder and earlyRequestUrl (early-requests-script.test.ts
// holds it to them). A token too close to its end is left: auth-js will send a refreshed one.
const RUNTIME = `function(c,g){try{var l=location,r=c.routes[l.pathname];if(!r)return;var s=JSON.parse(localStorage.getItem(c.key)||"null");if(!s||typeof s.access_token!=="string"||!(s.expires_at*1e3-Date.now()>c.margin))return;var p=new URLSearchParams(l.search),t=s.access_token,a={},d={};function get(path,q){var u=new URLSearchParams(),k;for(k in q)u.set(k,String(q[k]));u=u.toString();u=c.api+path+(u?"?"+u:"");a[u]=fetch(u,{headers:{authorization:"Bearer "+t,accept:"application/json"}}).then(function(x){return x.text().then(function(b){return d[u]={status:x.status,body:b,receivedAt:Date.now()}})}).catch(function(){return null})}get(c.access,{});r.forEach(function(e){if(e.when&&p.get(e.when[0])!==e.when[1])return;e.gets.forEach(function(q){var o={},k,v;for(k in q.query){v=q.query[k];o[k]=typeof v==="object"?(p.get(v.folderFrom)||"").split("/").filter(Boolean).join("/"):v}get(q.path,o)})});window[g]={token:t,startedAt:Date.now(),answers:a,settled:d};setTimeout(function(){try{Intl.DateTimeFormat().resolvedOptions();new Intl.NumberFormat(void 0,{style:"currency",currency:"USD"}).format(1)}catch(x){}},0)}catch(x){}}`;

/**
 * A classic script for the head of a host's signed-in pages (append it to DOCUMENT_INIT_SCRIPT,
 * inline, allowed by its hash): with a stored session it starts the page's access check and its
 * widgets' first GETs while the JavaScript is still arriving, and leaves the answers for the
 * kit's API client, which takes each once, for the same URL and token, within 30 s (one that
 * has arrived by the time a widget first renders, the widget renders with). Then, in
 * a task of its own, it makes the page's first Intl calls: the first date format loads the
 * browser's locale and time-zone data (20 to 40 ms on a desktop), the first money format its
 * currency data (about 2 ms more), paid while the scripts download instead of inside the
 * render that shows the page's first date or amount.
 * Signed out, on other pages, or with a token about to be refreshed, it does nothing.
 * @example `<script>${DOCUMENT_INIT_SCRIPT + earlyRequestsScript({ apiBaseUrl, storageKey, signedInPaths: ['/overview'] })}</script>`
 */
export function earlyRequestsScript(options: EarlyRequestsOptions): string {
  const routes: Record<string, { when?: readonly [string, string]; gets: ScriptGet[] }[]> = {};
  // Keyed by the pathname the browser shows, base path included.
  const base = (options.basePath ?? '').replace(/\/+$/, '');
  for (const path of options.signedInPaths) routes[base + path] = [];
  for (const [path, rules] of Object.entries(options.routes ?? {})) {
    routes[base + path] = rules.map((rule) => ({ ...(rule.when ? { when: rule.when } : {}), gets: scriptGets(rule) }));
  }
  const table = { api: options.apiBaseUrl.replace(/\/+$/, ''), key: options.storageKey, margin: STORED_TOKEN_MARGIN_MS, access: API_PATHS.access, routes };
  return `(${RUNTIME})(${JSON.stringify(table)},${JSON.stringify(EARLY_REQUESTS_GLOBAL)});\n`;
}
