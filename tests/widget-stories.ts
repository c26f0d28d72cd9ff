// Data only, no imports: the Playwright walks read it in Node, the component tests beside the registry.

/** A story's id from its title and its export's name in kebab case ('Widgets/ApiKeysPanel', 'with-keys'). */
export function storyId(title: string, state: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--${state}`;
}

/** A widget's stories, as the walks across stories take them. */
export interface WidgetStories {
  /** The title of its stories: the story, axe and German walks go through every story. */
  title: string;
  /** The states the visual walk photographs, in both themes at 390 and 1440 px. */
  visual: readonly string[];
  /** The states it photographs in German and right to left (the ar-XB pseudo-locale) as well. */
  localized: readonly string[];
}

/**
 * Every widget of the registry (tests/widget-registry.tsx) by name, with its stories, or why it
 * has none; the registry's test holds the two to the same names, so a new widget is photographed,
 * in German and right to left too.
 */
export const WIDGET_STORIES: Readonly<Record<string, WidgetStories | { none: string }>> = {
  ApiKeysPanel: {
    title: 'Widgets/ApiKeysPanel',
    visual: ['with-keys', 'last-used', 'spend', 'spend-caps', 'spend-cap-dialog', 'row-menu', 'confirm-delete-from-menu'],
    localized: ['with-keys', 'spend-caps'],
  },
  StepUpBoundary: { title: 'Widgets/ApiKeysPanel', visual: ['step-up-before-creating'], localized: ['step-up-before-creating'] },
  CreditsPanel: { title: 'Widgets/CreditsPanel', visual: ['balance', 'usage-and-runway'], localized: ['usage-and-runway'] },
  SpendControl: { title: 'Widgets/SpendControl', visual: ['overview', 'auto-recharge-paused', 'auto-recharge-payment-failed'], localized: ['overview'] },
  PricingCalculator: { title: 'Widgets/PricingCalculator', visual: ['defaults'], localized: ['defaults'] },
  PricingTables: { title: 'Widgets/PricingTables', visual: ['forecast-models'], localized: ['forecast-models'] },
  FileBrowser: { title: 'Widgets/FileBrowser', visual: ['with-files'], localized: ['with-files'] },
  RequestLog: { title: 'Widgets/RequestLog', visual: ['rows', 'unknown-model-explained', 'empty'], localized: ['rows', 'spend-cap-explained'] },
  AccountSecurity: { title: 'Widgets/AccountSecurity', visual: ['two-step-on', 'google-connected'], localized: ['two-step-on', 'google-connected'] },
  AccountTabs: { title: 'Widgets/AccountTabs', visual: ['profile'], localized: ['profile'] },
  CliAuthPanel: { title: 'Widgets/CliAuthPanel', visual: ['request'], localized: ['request'] },
  CookieNotice: { title: 'Shell/CookieNotice', visual: ['shown'], localized: ['shown'] },
  ThemeToggle: { title: 'Shell/ThemeToggle', visual: ['default'], localized: ['default'] },
  QuickLinksDialog: { title: 'Shell/QuickLinksDialog', visual: ['all-links'], localized: ['all-links'] },
  DashboardShell: { title: 'Shell/DashboardShell', visual: ['default', 'navigation-drawer-open', 'api-keys-page'], localized: ['default', 'api-keys-page'] },
  LoginScreen: { title: 'Screens/LoginScreen', visual: ['sign-in'], localized: ['sign-in'] },
  TwoStepScreen: { title: 'Screens/TwoStepScreen', visual: ['asking-for-the-code'], localized: ['asking-for-the-code'] },
  ProfileWizard: { title: 'Screens/ProfileWizard', visual: ['step-one'], localized: ['step-one'] },
  EmailInterstitial: { title: 'Screens/EmailInterstitial', visual: ['confirm-sign-up'], localized: ['confirm-sign-up'] },
  AuthCallback: { none: 'it shows the loading screen while it hands the user on (Screens/LoadingScreen)' },
  AccountStatusScreen: { title: 'Screens/AccountStatusScreen', visual: ['waitlist'], localized: ['waitlist'] },
  OrganizationSwitcher: { title: 'Shell/OrganizationSwitcher', visual: ['menu-open', 'invitation-waiting', 'create-organization'], localized: ['menu-open'] },
  OrganizationBanner: { title: 'Shell/OrganizationBanner', visual: ['invitation', 'not-member', 'two-step-required', 'from-link'], localized: ['invitation', 'from-link'] },
  OrganizationMembers: { title: 'Widgets/OrganizationMembers', visual: ['owner', 'viewer', 'remove-member', 'invite-refused'], localized: ['owner'] },
  OrganizationSettings: { title: 'Widgets/OrganizationSettings', visual: ['owner', 'viewer', 'invalid-vat-id'], localized: ['owner'] },
  AuditLog: { title: 'Widgets/AuditLog', visual: ['events', 'not-allowed', 'personal-account'], localized: ['events'] },
  ModelCatalogue: { title: 'Widgets/ModelCatalogue', visual: ['catalogue'], localized: ['catalogue'] },
  ForecastExplorer: { title: 'Widgets/ForecastExplorer', visual: ['one-model', 'ensemble', 'outside-area'], localized: ['one-model'] },
};

/** The story ids of one walk across the registry's widgets, each once. */
export function registryStoryIds(walk: 'visual' | 'localized'): string[] {
  const ids = Object.values(WIDGET_STORIES).flatMap((stories) => ('none' in stories ? [] : stories[walk].map((state) => storyId(stories.title, state))));
  return [...new Set(ids)];
}
