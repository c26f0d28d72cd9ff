import type { WidgetDataRoutes } from 'dashboard-kit/host';

/**
 * The widgets each page shows first (routes.tsx, AccountTabs' ?tab=, BrowsePage's ?path=):
 * the guard asks for their data while the access check and the page's chunk are on their
 * way, and the early-requests script (document-init-plugin.ts) before the JavaScript arrives.
 */
export const ROUTE_WIDGET_DATA: WidgetDataRoutes = {
  '/api-keys': [{ widget: 'ApiKeysPanel' }],
  '/browse': [{ widget: 'FileBrowser', folderParam: 'path' }],
  '/account': [
    { widget: 'CreditsPanel', when: ['tab', 'credits'] },
    { widget: 'PricingCalculator', when: ['tab', 'pricing'] },
  ],
};
