/** The key, credits, pricing, file-browser, request-log, security and shell stories in German and right to left (the ar-XB pseudo-locale). */
export const LOCALIZED_STORIES = [
  'shell-dashboardshell--default',
  'shell-dashboardshell--api-keys-page',
  'widgets-apikeyspanel--with-keys',
  'widgets-apikeyspanel--spend-caps',
  'widgets-creditspanel--usage-and-runway',
  'widgets-spendcontrol--overview',
  'widgets-pricingtables--forecast-models',
  'widgets-pricingcalculator--defaults',
  'widgets-filebrowser--with-files',
  'widgets-requestlog--rows',
  'widgets-requestlog--spend-cap-explained',
  'screens-twostepscreen--asking-for-the-code',
  'widgets-accountsecurity--two-step-on',
  'widgets-accountsecurity--google-connected',
];
