/**
 * The English texts of the dashboard's shell (sidebar, top bar, menus, quick links) and the cookie notice.
 * Each section ships with the widgets that show it (ui/useMessages.ts): an app that embeds one
 * widget carries its texts alone. `// [not from spec]` marks a text the spec does not give.
 */

/** The shell, navigation and quick links. */
export const shellEn = {
  navOverview: 'Overview',
  navApiKeys: 'API Keys',
  navFiles: 'Files',
  navRequests: 'Requests', // [not from spec] the request log, where the API keeps one
  navModels: 'Models', // [not from spec] the model catalogue, where the API serves one
  navExplorer: 'Explorer', // [not from spec] the forecast explorer on the map page
  navMembers: 'Members', // [not from spec] the active organisation's
  navOrganizationSettings: 'Organisation', // [not from spec] the active organisation's settings
  navAuditLog: 'Audit log', // [not from spec]
  navDocumentation: 'Documentation',
  availableInPro: 'Available in Pro',
  searchPlaceholder: 'Search pages...',
  searchShort: 'Search', // [not from spec] the top bar's label on a phone
  noResults: 'No items found matching the query',
  quickLinksTitle: 'Quick links', // [not from spec]
  sectionPages: 'Pages', // [not from spec]
  sectionCommands: 'Commands', // [not from spec]
  commandUserPlatform: 'Go To User Platform',
  commandAccountSettings: 'Account Settings',
  commandAddCredits: 'Add Credits',
  commandDocumentation: 'Documentation',
  navLabel: 'Main', // [not from spec]
  openNavigation: 'Open navigation', // [not from spec]
  closeNavigation: 'Close navigation', // [not from spec]
  profileMenu: 'Profile menu', // [not from spec]
  menuUserPlatform: 'Go To User Platform',
  menuAccountSettings: 'Account Settings',
  menuLegal: 'Legal Terms',
  menuLanguage: 'Switch language to {language}', // [not from spec] the language's own name fills the slot
  menuLogout: 'Logout',
  switchToDark: 'Switch to dark theme', // [not from spec]
  switchToLight: 'Switch to light theme', // [not from spec]
  newTab: '(opens in a new tab)', // [not from spec]
} as const;

/** The cookie notice. */
export const cookiesEn = {
  title: 'We value your privacy',
  body: 'We use cookies to understand how the dashboard is used and to make it better. Analytics only remember you across visits if you accept.', // [not from spec]
  accept: 'Accept',
  dismiss: 'Dismiss',
} as const;

/** Theme and time. */
export const themeEn = {
  light: 'Light', // [not from spec]
  dark: 'Dark', // [not from spec]
  system: 'System', // [not from spec]
} as const;
