// Data only, imports with their extension: the app renders from it, and the build (in Node)
// derives its page files, prerendered pages and early requests from it.
import type { DashboardPaths } from 'dashboard-kit';
import type { WidgetDataRule } from 'dashboard-kit/host';
import { PUBLIC_PATHS } from '../build/kit-build-time.ts';

/** The modules pages live in, the one table of them: each a chunk of its own (lazy-pages.ts loads it by this file), by the name Vite's build manifest gives it. */
export const PAGE_MODULES = {
  authPages: 'src/pages/AuthPages.tsx',
  twoStepPage: 'src/pages/TwoStepPage.tsx',
  onboardingPages: 'src/pages/OnboardingPages.tsx',
  infoPages: 'src/pages/InfoPages.tsx',
  apiKeysPage: 'src/pages/ApiKeysPage.tsx',
  cliAuthPage: 'src/pages/CliAuthPage.tsx',
  accountPage: 'src/pages/AccountPage.tsx',
  browsePage: 'src/pages/BrowsePage.tsx',
  logsPage: 'src/pages/LogsPage.tsx',
  organizationPages: 'src/pages/OrganizationPages.tsx',
  modelsPage: 'src/pages/ModelsPage.tsx',
  mapPage: 'src/pages/MapPage.tsx',
} as const;

export type PageModule = keyof typeof PAGE_MODULES;

/**
 * What is drawn around a page: `sign-in`, the page main, where a crash shows the Authentication
 * Error (Try Again, Go to Login); `main`, the page main; `shell`, the dashboard shell; `whole`,
 * nothing: the account-status screens have their own header, main and footer.
 */
export type Frame = 'sign-in' | 'main' | 'shell' | 'whole';

/** A page: an export of a page module (with the props it is rendered with), the entry's error screen, or a redirect. */
export type PageSource = { module: PageModule; name: string; props?: Readonly<Record<string, string>> } | { errorScreen: true } | { redirect: string };

export interface RouteEntry {
  frame: Frame;
  page: PageSource;
  /** The widgets the page shows first: their data is asked for before the page's chunk arrives. */
  widgets?: readonly WidgetDataRule[];
  /** The kit's name for this page (`config.paths`), where the kit links to it. */
  kitPath?: keyof DashboardPaths;
  /** false: a signed-in page left out of prerendering (its HTML is the preloading shell alone): the CLI's, whose every word comes from its address. */
  prerender?: false;
}

const page = (module: PageModule, name: string, props?: Record<string, string>): PageSource => ({ module, name, props });
const interstitial: RouteEntry = { frame: 'sign-in', page: page('authPages', 'InterstitialPage') };
const placeholder = (name: string): RouteEntry => ({ frame: 'shell', page: page('infoPages', 'PlaceholderPage', { name }) });

/** Every page of the dashboard by its path: the one table routes, chunks, prerendering and early requests come from. */
export const ROUTE_MANIFEST: Readonly<Record<string, RouteEntry>> = {
  '/login': { frame: 'sign-in', page: page('authPages', 'LoginPage'), kitPath: 'login' },
  '/auth': { frame: 'sign-in', page: page('authPages', 'LoginPage') },
  '/callback': { frame: 'sign-in', page: page('authPages', 'CallbackPage') },
  '/login/two-step': { frame: 'sign-in', page: page('twoStepPage', 'TwoStepPage') },
  '/login/confirm': interstitial,
  '/login/recover': interstitial,
  '/login/accept-invitation': interstitial,
  '/login/magic-link': interstitial,
  '/login/email-change': interstitial,
  '/error': { frame: 'main', page: { errorScreen: true } },
  '/complete-profile': { frame: 'main', page: page('onboardingPages', 'CompleteProfilePage') },
  '/waitlist': { frame: 'whole', page: page('onboardingPages', 'WaitlistPage') },
  '/payment-required': { frame: 'whole', page: page('onboardingPages', 'PaymentRequiredPage') },
  '/': { frame: 'whole', page: { redirect: '/overview' } },
  '/overview': { frame: 'shell', page: page('infoPages', 'OverviewPage'), kitPath: 'overview' },
  '/api-keys': { frame: 'shell', page: page('apiKeysPage', 'ApiKeysPage'), widgets: [{ widget: 'ApiKeysPanel' }], kitPath: 'apiKeys' },
  '/cli-auth': { frame: 'shell', page: page('cliAuthPage', 'CliAuthPage'), prerender: false },
  '/account': {
    frame: 'shell',
    page: page('accountPage', 'AccountPage'),
    widgets: [
      { widget: 'CreditsPanel', when: ['tab', 'credits'] },
      { widget: 'PricingCalculator', when: ['tab', 'pricing'] },
    ],
    kitPath: 'account',
  },
  // Not prerendered yet: its hydration still mismatches the file browser's HTML (docs/performance.md, section 6).
  '/browse': { frame: 'shell', page: page('browsePage', 'BrowsePage'), widgets: [{ widget: 'FileBrowser', folderParam: 'path' }], kitPath: 'files' },
  '/logs': { frame: 'shell', page: page('logsPage', 'LogsPage'), kitPath: 'requests' },
  '/legal': { frame: 'shell', page: page('infoPages', 'LegalPage'), kitPath: 'legal' },
  '/organization/members': { frame: 'shell', page: page('organizationPages', 'MembersPage'), kitPath: 'members' },
  '/organization/settings': { frame: 'shell', page: page('organizationPages', 'OrganizationSettingsPage'), kitPath: 'organizationSettings' },
  '/audit-log': { frame: 'shell', page: page('organizationPages', 'AuditLogPage'), kitPath: 'auditLog' },
  '/live-benchmarking': placeholder('Live Benchmarking'),
  '/power': placeholder('Power Forecast'),
  '/market-aggregates': placeholder('Market Aggregates'),
  '/models': { frame: 'shell', page: page('modelsPage', 'ModelsPage'), kitPath: 'models' },
  '/map': { frame: 'shell', page: page('mapPage', 'MapPage'), kitPath: 'explorer' },
  '/oracle': placeholder('Oracle'),
};

const entries = Object.entries(ROUTE_MANIFEST);

/** The public pages (the kit's guard lets anyone open them): the same for every visitor, so the build prerenders them. */
export const PUBLIC_PAGES: readonly string[] = PUBLIC_PATHS.filter((path) => path in ROUTE_MANIFEST);

/** The pages behind sign-in that render a page module: each gets an HTML file of its own that preloads its chunks. */
export const SIGNED_IN_PAGES: readonly string[] = entries
  .filter(([path, entry]) => 'module' in entry.page && !PUBLIC_PAGES.includes(path))
  .map(([path]) => path);

/** The signed-in pages whose HTML holds the page as it renders before the session is known (build/prerender-plugin.ts). */
export const PRERENDERED_SIGNED_IN_PAGES: readonly string[] = SIGNED_IN_PAGES.filter((path) => ROUTE_MANIFEST[path]!.prerender !== false);

/** What a page in the shell asks first besides its own widgets': whether the sidebar has a Requests item. */
const SHELL_DATA: readonly WidgetDataRule[] = [{ widget: 'DashboardShell' }];

/** The widgets each page shows first, by path (`widgetDataForLocation` reads it), the shell's included. */
export const ROUTE_WIDGET_DATA: Readonly<Record<string, readonly WidgetDataRule[]>> = Object.fromEntries(
  entries.flatMap(([path, entry]) => {
    const rules = [...(entry.frame === 'shell' ? SHELL_DATA : []), ...(entry.widgets ?? [])];
    return rules.length > 0 ? [[path, rules]] : [];
  }),
);

/** The kit's `config.paths`: where this host serves the pages the kit links to. */
export const KIT_PATHS = Object.fromEntries(entries.flatMap(([path, entry]) => (entry.kitPath ? [[entry.kitPath, path]] : []))) as unknown as DashboardPaths;
