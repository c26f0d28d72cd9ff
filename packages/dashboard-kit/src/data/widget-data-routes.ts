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
