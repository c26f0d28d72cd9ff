/**
 * The English texts of the overview, legal, status and error screens.
 * Each section ships with the widgets that show it (ui/useMessages.ts): an app that embeds one
 * widget carries its texts alone. `// [not from spec]` marks a text the spec does not give.
 */

/** Error screens. */
export const errorScreensEn = {
  pageTitle: 'Page Error',
  authTitle: 'Authentication Error',
  dashboardTitle: 'Dashboard Error',
  body: 'Something unexpected happened while showing this page.', // [not from spec]
  tryAgain: 'Try Again',
  goBack: 'Go Back',
  dashboard: 'Dashboard',
  goToLogin: 'Go to Login',
  goToOverview: 'Go to Overview',
  refresh: 'Refresh page', // [not from spec]
  persists: 'If this problem persists, please contact support.',
} as const;

/** The /waitlist and /payment-required landing pages (their content is not in the spec). */
export const accountStatusEn = {
  productName: 'Developer Dashboard', // [not from spec]
  logout: 'Logout',
  waitlistTitle: "You're on the waitlist", // [not from spec]
  waitlistBody: 'Thanks for signing up. API access is opening in stages, and your account is in the queue.', // [not from spec]
  waitlistNext: "We'll email {email} as soon as your access is ready. There is nothing else you need to do.", // [not from spec]
  paymentTitle: 'Choose a plan to get started', // [not from spec]
  paymentBody: 'Your account is set up. Access to the forecasting API starts with a subscription.', // [not from spec]
  paymentNext: 'Contact us and we will activate the right plan for {email}. This page opens the dashboard as soon as it is active.', // [not from spec]
  contactSupport: 'Contact support', // [not from spec]
  questions: 'Questions? Write to', // [not from spec]
} as const;

/** The 404 page. */
export const notFoundEn = {
  code: '404',
  title: 'Page Not Found',
  body: "The page you're looking for doesn't exist or has been updated in the meantime.",
  home: 'Return Home',
} as const;

export const comingSoonEn = {
  title: '{page} is coming soon', // [not from spec]
  body: 'This part of the dashboard is not available yet.', // [not from spec]
  back: 'Back to Overview', // [not from spec]
} as const;

/** Error screens: the access error page. */
export const accessErrorEn = {
  title: 'Something went wrong',
  body: "We couldn't load your account's access details. Please try again.", // [not from spec]
  retry: 'Try again',
  supportPrefix: 'If this keeps happening, contact', // [not from spec]
} as const;

/** The overview page. */
export const overviewEn = {
  title: 'Overview', // [not from spec]
  intro: 'Everything you need to build with the forecasting API: your keys, the documentation and your usage, in one place.', // [not from spec]
  gettingStarted: 'Getting Started',
  stepKeys: 'Get your API keys', // [not from spec]
  stepKeysBody: 'Create a key to authenticate your requests.', // [not from spec]
  stepDocs: 'Explore the documentation', // [not from spec]
  stepDocsBody: 'Learn the endpoints, parameters and forecast models.', // [not from spec]
  stepMonitor: 'Monitor your performance', // [not from spec]
  stepMonitorBody: 'Follow your usage and credits in the User Dashboard.', // [not from spec]
  quickLinks: 'Quick Links', // [not from spec]
  linkApiKeys: 'API Keys',
  linkDocs: 'API Documentation',
  userDashboard: 'Go to User Dashboard',
} as const;

/** The legal page (three external links). */
export const legalEn = {
  title: 'Legal', // [not from spec]
  intro: 'The terms that apply to your use of the dashboard and the API.', // [not from spec]
  documentation: 'Legal documentation', // [not from spec]
  imprint: 'Imprint', // [not from spec]
  privacy: 'Data privacy', // [not from spec]
} as const;
