import type { WidgetDataRequest } from 'dashboard-kit';

/**
 * The widget data a location's page shows first (routes.tsx, AccountTabs' ?tab=, BrowsePage's
 * ?path=): the guard asks for it while the access check and the page's chunk are on their way.
 */
export function widgetDataFor(pathname: string, search: string): WidgetDataRequest[] {
  const params = new URLSearchParams(search);
  switch (pathname) {
    case '/api-keys':
      return [{ widget: 'ApiKeysPanel' }];
    case '/browse':
      return [{ widget: 'FileBrowser', path: params.get('path') ?? '' }];
    case '/account':
      if (params.get('tab') === 'credits') return [{ widget: 'CreditsPanel' }];
      if (params.get('tab') === 'pricing') return [{ widget: 'PricingCalculator' }];
      return [];
    default:
      return [];
  }
}
