import type { KeyCapMessages } from './key-cap-messages';
import type { SpendMessages } from './spend-messages';

/**
 * The kit's English message catalogue: every user-facing text in one typed place.
 *
 * Texts quoted by the product spec are copied word for word. Texts the spec does not
 * give are marked with `// [not from spec]` on the line (or block) that holds them, so a
 * reviewer can tell the two apart and a translator knows which are ours to reword.
 * Hosts translate through `<DashboardProvider localization={...}>` (a deep partial).
 */
export const en = {
  common: {
    loading: 'Loading...', // [not from spec]
    dismiss: 'Dismiss',
    cancel: 'Cancel',
    copy: 'Copy', // [not from spec]
    copied: 'Copied!',
    close: 'Close', // [not from spec]
    retry: 'Try again',
    refresh: 'Refresh', // [not from spec]
  },

  /** API client errors. */
  apiErrors: {
    REQUEST_TIMEOUT: 'The request timed out. Please try again.',
    NETWORK_ERROR: 'Unable to connect to the server.',
    BAD_REQUEST: 'The request was invalid.',
    UNAUTHORIZED: 'Authentication required.',
    FORBIDDEN: "You don't have permission to access this resource.",
    NOT_FOUND: 'The requested resource was not found.',
    RATE_LIMITED: 'Too many requests. Please wait before trying again.',
    SERVER_ERROR: 'An unexpected server error occurred.',
    UNKNOWN_ERROR: 'An unexpected error occurred.',
    NO_AUTH_TOKEN: 'No authentication token available',
    // [not from spec] beyond the spec (API-PROPOSAL.md): a 402 for a key at its monthly cap.
    KEY_SPEND_CAP_REACHED: 'This API key has reached its monthly spend cap. Raise the cap or wait for the month to turn.',
  },
  apiErrorSuggestions: {
    UNAUTHORIZED: 'Please log in again.', // [not from spec] wording of "suggests logging in again"
  },

  /** The login screen. */
  login: {
    titleSignIn: 'Sign in',
    titleSignUp: 'Create an Account',
    titleForgottenPassword: 'Reset Password',
    titleUpdatePassword: 'Update Password',
    buttonSignIn: 'Sign in',
    buttonSignUp: 'Get started',
    buttonSendReset: 'Send reset instructions',
    buttonUpdatePassword: 'Update password',
    buttonGoogle: 'Continue with Google',
    linkForgotPassword: 'Forgot your password?',
    linkSignUp: 'New to the product? Get started',
    linkSignIn: 'Already have an account? Sign in',
    linkRememberPassword: 'Remember your password? Sign in',
    emailLabel: 'Email', // [not from spec]
    passwordLabel: 'Password', // [not from spec]
    newPasswordLabel: 'New password', // [not from spec]
    emailPlaceholder: 'you@company.com', // [not from spec]
    or: 'or', // [not from spec]
    working: 'Please wait...', // [not from spec]
    invalidCredentials: 'No account found with this email, or incorrect password. Try "Get started" to create an account.',
    emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
    welcomeBack: "Welcome back! You've been signed in to your existing account.",
    alreadyRegistered: 'This email is already registered. Please check your password and try signing in instead.',
    checkEmailConfirm: 'Check your email to confirm your account',
    checkEmailReset: 'Check your email for the password reset link',
    passwordUpdated: 'Your password has been updated.', // [not from spec]
    genericError: 'An error occurred',
    rateLimited: 'Too many requests. Please wait before trying again.',
    invalidSession: 'Invalid session - please try again',
    invalidView: 'Invalid auth view',
    tagline: 'Forecast data for developers, traders and meteorologists.', // [not from spec]
  },

  /** The email-link interstitial. */
  interstitial: {
    heading: 'Redirecting you to the product',
    buttonSignup: 'Sign up',
    buttonRecovery: 'Reset password',
    buttonInvite: 'Accept invitation',
    buttonMagiclink: 'Sign in automatically',
    explanation: 'Click the button below to continue.', // [not from spec]
    unknownLink: 'This link is not one we recognise. Please request a new email.', // [not from spec]
    backToSignIn: 'Back to sign in', // [not from spec]
  },

  /** The profile wizard. */
  profile: {
    title: 'Complete your profile', // [not from spec]
    intro: 'Two quick steps so we can tailor the dashboard to how you work.', // [not from spec]
    stepOf: 'Step {step} of 2', // [not from spec]
    step1Heading: 'About you', // [not from spec]
    step2Heading: 'How you use forecasts', // [not from spec]
    displayNameLabel: 'Display name', // [not from spec]
    countryLabel: 'Country', // [not from spec]
    countryPlaceholder: 'Select your country', // [not from spec]
    howFoundLabel: 'How did you find us?', // [not from spec]
    howFoundPlaceholder: 'Select an option', // [not from spec]
    accountTypeLabel: 'Account type', // [not from spec]
    private: 'Private Individual',
    business: 'Business/Organization',
    companyLabel: 'Company name', // [not from spec]
    roleLabel: 'Role', // [not from spec]
    rolePlaceholder: 'Select your role', // [not from spec]
    next: 'Next',
    back: 'Back',
    complete: 'Complete Profile',
    saving: 'Saving...',
    displayNameRequired: 'Display name is required',
    countryRequired: 'Country is required',
    howFoundRequired: 'Please tell us how you found us',
    userTypeRequired: 'User type is required',
    companyRequired: 'Company name is required for business accounts',
    roleRequired: 'Role description is required',
    saveFailed: 'Failed to save user information',
    countryOther: 'Other',
  },

  /** The profile's how-found options, keyed by the value stored (always the English one). */
  howFoundOptions: {
    'Invited by the team': 'Invited by the team',
    'Direct (typed URL)': 'Direct (typed URL)',
    'Google Search': 'Google Search',
    LinkedIn: 'LinkedIn',
    'Twitter/X': 'Twitter/X',
    Facebook: 'Facebook',
    Reddit: 'Reddit',
    'Word of mouth': 'Word of mouth',
    'Conference/Event': 'Conference/Event',
    'Blog/Article': 'Blog/Article',
    Other: 'Other',
  },

  /** The profile's roles, keyed by the value stored. */
  roleOptions: {
    Trader: 'Trader',
    Meteorologist: 'Meteorologist',
    Analyst: 'Analyst',
    Developer: 'Developer',
    Executive: 'Executive',
    Investor: 'Investor',
    Other: 'Other',
  },

  /** Error screens. */
  errorScreens: {
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
  },

  /** The /waitlist and /payment-required landing pages (their content is not in the spec). */
  accountStatus: {
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
  },
  /** The 404 page. */
  notFound: {
    code: '404',
    title: 'Page Not Found',
    body: "The page you're looking for doesn't exist or has been updated in the meantime.",
    home: 'Return Home',
  },
  comingSoon: {
    title: '{page} is coming soon', // [not from spec]
    body: 'This part of the dashboard is not available yet.', // [not from spec]
    back: 'Back to Overview', // [not from spec]
  },

  /** Error screens: the access error page. */
  accessError: {
    title: 'Something went wrong',
    body: "We couldn't load your account's access details. Please try again.", // [not from spec]
    retry: 'Try again',
    supportPrefix: 'If this keeps happening, contact', // [not from spec]
  },

  /** API keys. */
  keys: {
    title: 'API Keys',
    description: 'Keys let your applications call the forecasting API. Keep them secret; delete any you no longer use.', // [not from spec]
    newKey: 'New API Key',
    count: 'API Keys: {count}/{limit}',
    limitReached: 'Delete unused keys to create new ones',
    empty: 'No API keys to display',
    loading: 'Loading API keys', // [not from spec]
    unknownError: 'An unknown error occurred',
    columnName: 'Name',
    columnId: 'Key ID',
    columnCreated: 'Created',
    columnExpires: 'Expires',
    columnStatus: 'Status',
    columnActions: 'Actions',
    columnLastUsed: 'Last used', // [not from spec] beyond the spec: API-PROPOSAL.md
    columnSpend: 'Spend, 30 days', // [not from spec] beyond the spec: usage by key, API-PROPOSAL.md
    longUnused: 'Unused for 90 days', // [not from spec] beyond the spec: a candidate for deletion
    roll: 'Roll', // [not from spec] beyond the spec: API-PROPOSAL.md, replace a key with a grace period
    rollTitle: 'Roll API Key', // [not from spec]
    rollIntro: 'A new key named "{name}" replaces this one. Its secret is shown once. How long should the old key keep working?', // [not from spec]
    rollGraceLegend: 'Old key keeps working for', // [not from spec]
    rollGrace0: 'No grace period: it stops now', // [not from spec]
    rollGrace1: '1 hour', // [not from spec]
    rollGrace24: '24 hours', // [not from spec]
    rollGrace168: '7 days', // [not from spec]
    rollSubmit: 'Roll key', // [not from spec]
    rolling: 'Rolling...', // [not from spec]
    rolled: 'API key "{name}" rolled. The old key stops working {when}.', // [not from spec] live-region announcement
    rolledNow: 'now', // [not from spec] {when} with no grace period
    never: 'Never', // [not from spec]
    statusActive: 'Active',
    statusInactive: 'Inactive',
    statusExpired: 'Expired',
    expiresSoon: 'Expires soon', // [not from spec] beyond the spec: expiring within 7 days
    delete: 'Delete', // [not from spec]
    confirm: 'Confirm?',
    cancelDeletion: 'Cancel deletion',
    deleting: 'Deleting...',
    deleted: 'API key "{name}" deleted.', // [not from spec] live-region announcement
    createTitle: 'Create New API Key',
    nameLabel: 'Key Name',
    namePlaceholder: 'e.g. Production API Key',
    setExpiration: 'Set expiration',
    expirationLabel: 'Expiration date', // [not from spec]
    expirationHint: 'The key stops working at 23:59:59 UTC on this date.', // [not from spec]
    create: 'Create',
    creating: 'Creating...',
    createdTitle: 'New API Key Created',
    keyIdLabel: 'Key ID',
    secretLabel: 'Secret',
    copy: 'Copy', // [not from spec]
    copyKeyId: 'Copy Key ID', // [not from spec]
    copySecret: 'Copy Secret', // [not from spec]
    copied: 'Copied!',
    download: 'Download Key Details',
    saveWarning: "Make sure to save both your Key ID and Secret now. You won't be able to see the Secret again!",
    activationNote: 'Note: It may take up to 5 minutes before your new API key becomes active.',
    done: 'Done', // [not from spec]
    cardExpires: 'Expires', // [not from spec]
  },

  /** The CLI authorization page. */
  cli: {
    title: 'CLI Authentication Request',
    request: 'The command-line tool is requesting an API key named "{name}".', // [not from spec] the spec says only that the text names the key
    destination: 'The key will be sent to {destination} on this computer. Only continue if you just started this from your terminal.', // [not from spec]
    authorize: 'Authorize',
    cancel: 'Cancel',
    loading: 'Authenticating CLI...',
    success: 'Authentication Successful',
    returnToKeys: 'Return to Keys',
    missingParams: 'Missing callback URL or API key name',
    // Beyond the spec: where the key may be sent.
    badCallback: 'The CLI callback must be an http:// address on this computer (127.0.0.1, localhost or [::1]). No key was created.', // [not from spec]
  },

  /** Credits. */
  credits: {
    title: 'API Credits',
    description: 'Prepaid credits pay for API requests as you make them.', // [not from spec]
    loading: 'Loading credits', // [not from spec]
    loadFailed: 'Failed to load credits',
    refresh: 'Refresh', // [not from spec]
    remaining: 'Credits Remaining',
    getStarted: 'Get Started - Add Credits',
    addCredits: 'Add Credits',
    paymentSuccess: 'Payment successful. Your credits have been added.', // [not from spec]
    modalTitle: 'Add Credits',
    amountLabel: 'Amount', // [not from spec]
    amountHint: 'Whole amounts only, minimum 1.', // [not from spec]
    presetsLabel: 'Choose an amount', // [not from spec]
    invalidAmount: 'Please enter a valid whole dollar amount',
    pay: 'Continue to payment', // [not from spec]
    processing: 'Processing...',
    checkoutFailed: 'Failed to create checkout session',
    noCheckoutUrl: 'No checkout URL provided',
    paymentFailed: 'Failed to start payment',
    // Beyond the spec (issue 15, API-PROPOSAL.md): usage, runway and the low-balance alert.
    usageTitle: 'Usage, last 30 days', // [not from spec]
    usageLoading: 'Loading usage', // [not from spec]
    usageFailed: 'Usage could not be loaded.', // [not from spec]
    usageEmpty: 'No API usage in the last 30 days yet. Once your applications call the API, their daily spend shows here.', // [not from spec]
    averageSpend: 'Average daily spend: {amount}', // [not from spec]
    // [not from spec] issue 15's wording; 0 is a balance that lasts less than a day.
    runway: 'At your 30-day average, your credits last {days, plural, =0 {less than a day} one {about # day} other {about # days}}',
    chartLabel: 'Daily API spend, last 30 days: {total} in total, the most {max} on {date}', // [not from spec]
    showTable: 'Show as table', // [not from spec]
    usageTableRegion: 'Daily usage, scrollable', // [not from spec] the table's scroll area
    showChart: 'Show as chart', // [not from spec]
    columnDate: 'Date', // [not from spec]
    columnTokens: 'Tokens', // [not from spec]
    columnRequests: 'Requests', // [not from spec]
    columnCost: 'Cost', // [not from spec]
    alertTitle: 'Low-balance alert', // [not from spec]
    alertLabel: 'Email me when my balance falls below', // [not from spec]
    alertHint: 'A whole amount. Leave it empty for no alert.', // [not from spec]
    alertSave: 'Save alert', // [not from spec]
    alertSaving: 'Saving...', // [not from spec]
    alertSaved: 'Alert saved: we email you when your balance falls below {amount}.', // [not from spec]
    alertRemoved: 'Alert removed.', // [not from spec]
    alertInvalid: 'Enter a whole amount of at least 1, or leave it empty', // [not from spec]
    alertFailed: 'Failed to save the alert', // [not from spec]
  },

  /** Token pricing and the calculator. */
  pricing: {
    title: 'Token Pricing',
    forecastModels: 'Forecast Models',
    marketAggregates: 'Market Aggregates',
    howCalculated: 'How are tokens calculated?',
    loading: 'Loading pricing', // [not from spec]
    loadFailed: 'Failed to load pricing data: {detail}',
    minimumCharge: 'Every API request is charged at least 720 tokens.', // [not from spec] wording of the spec's minimum charge
    perMillion: 'per 1M tokens', // [not from spec]
    volumeColumn: 'Monthly volume (tokens)', // [not from spec]
    pro: 'Pro',
    viewBenchmark: 'Live benchmark', // [not from spec]
    viewAggregates: 'Open market aggregates', // [not from spec]
    aggregatesPrice: '{price} per {volume} tokens', // [not from spec]
    aggregatesBody: 'Market aggregates (population, wind and solar capacity weighted) are priced flat by volume.', // [not from spec]
    researchPreview: 'RESEARCH PREVIEW',
    resolution: 'Resolution', // [not from spec]
    updates: 'Updates', // [not from spec]
    calculatorTitle: 'Token calculator', // [not from spec]
    points: 'Points', // [not from spec]
    steps: 'Forecasting steps', // [not from spec]
    parameters: 'Parameters', // [not from spec]
    runsPerDay: 'Runs per day', // [not from spec]
    daysPerMonth: 'Days per month', // [not from spec]
    model: 'Model', // [not from spec]
    tokensPerRequest: 'Tokens per request', // [not from spec]
    monthlyTokens: 'Monthly tokens', // [not from spec]
    monthlyCost: 'Monthly cost', // [not from spec]
    band: 'Volume band', // [not from spec]
    minimumApplied: 'The 720-token minimum per request applies.', // [not from spec]
    formula: 'Monthly tokens = points × steps × parameters × runs per day × days per month.', // [not from spec]
    chartTitle: 'Monthly cost by monthly tokens', // [not from spec]
    chartYou: 'You', // [not from spec]
    chartYouAt: 'You: {volume} tokens, {cost}', // [not from spec] the chart's description
  },

  /** The account page. */
  account: {
    title: 'Account', // [not from spec]
    loggedOut: 'Please log in to view your account.',
    tabsLabel: 'Account sections', // [not from spec]
    tabProfile: 'Profile',
    tabPreferences: 'Preferences',
    tabCredits: 'API Credits',
    tabPricing: 'Token Pricing',
    tabSubscription: 'Subscription', // [not from spec]
    tabHelp: 'Need Help?',
    verified: 'Verified',
    phone: 'Phone', // [not from spec]
    email: 'Email', // [not from spec]
    timezoneLabel: 'Display time zone', // [not from spec]
    timezoneHint: 'Dates across the dashboard are shown in this zone.', // [not from spec]
    languageLabel: 'Language', // [not from spec]
    languageHint: 'Texts, numbers and dates across the dashboard follow it.', // [not from spec]
    helpBody: 'Questions about your account, billing or the API? Write to us and we will get back to you.', // [not from spec]
    subscriptionTitle: 'Subscription', // [not from spec]
    role: 'Plan', // [not from spec]
    trialStarted: 'Trial started', // [not from spec]
    trialLength: 'Trial length', // [not from spec]
    trialDays: '{days, plural, one {# day} other {# days}}', // [not from spec]
    daysLeft: 'Days left', // [not from spec]
    subscriptionState: 'Subscription', // [not from spec]
    active: 'Active', // [not from spec]
    inactive: 'Not active', // [not from spec]
    subscriptionStart: 'Started', // [not from spec]
    subscriptionEnd: 'Ends', // [not from spec]
    upgrade: 'Locked features need a paid plan. Contact us to upgrade.', // [not from spec]
    notSet: '—', // [not from spec]
  },

  /** The file browser. */
  files: {
    title: 'Files', // [not from spec]
    root: 'Files', // [not from spec] the breadcrumb of the top folder
    back: 'Back', // [not from spec]
    forward: 'Forward', // [not from spec]
    refresh: 'Refresh', // [not from spec]
    copyCurrentUrl: 'Copy URL of this folder', // [not from spec]
    copyUrl: 'Copy URL',
    copied: 'Copied!',
    parent: '..',
    empty: 'This directory is empty',
    loading: 'Loading folder', // [not from spec]
    errorTitle: 'Error loading content',
    fetchFailed: 'Failed to fetch directory contents',
    suggestion: 'Try refreshing, or log in again.', // [not from spec] wording of the spec's suggestion
    columnName: 'Name', // [not from spec]
    columnSize: 'Size', // [not from spec]
    columnModified: 'Modified', // [not from spec]
    /** Read after the column's name: "Name, sorted A to Z; …". */
    sortAscending: 'sorted A to Z; activate to sort Z to A', // [not from spec]
    sortDescending: 'sorted Z to A; activate to sort A to Z', // [not from spec]
    filterLabel: 'Filter this folder', // [not from spec]
    filterPlaceholder: 'Filter by name', // [not from spec]
    zarrHint: 'Part of a Zarr store: open the store with a Zarr reader instead of browsing into it.', // [not from spec]
    count: '{shown} of {total, plural, one {# item} other {# items}}', // [not from spec]
    listLabel: 'Folder contents', // [not from spec]
    forbiddenLink: 'See plans with file access', // [not from spec]
  },

  /** The cookie notice. */
  cookies: {
    title: 'We value your privacy',
    body: 'We use cookies to understand how the dashboard is used and to make it better. Analytics only remember you across visits if you accept.', // [not from spec]
    accept: 'Accept',
    dismiss: 'Dismiss',
  },

  /** The shell, navigation and quick links. */
  shell: {
    navOverview: 'Overview',
    navApiKeys: 'API Keys',
    navFiles: 'Files',
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
  },

  /** The overview page. */
  overview: {
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
  },

  /** The legal page (three external links). */
  legal: {
    title: 'Legal', // [not from spec]
    intro: 'The terms that apply to your use of the dashboard and the API.', // [not from spec]
    documentation: 'Legal documentation', // [not from spec]
    imprint: 'Imprint', // [not from spec]
    privacy: 'Data privacy', // [not from spec]
  },

  /** Theme and time. */
  theme: {
    light: 'Light', // [not from spec]
    dark: 'Dark', // [not from spec]
    system: 'System', // [not from spec]
  },
  timezoneGroups: {
    utc: 'UTC', // [not from spec]
    americas: 'Americas',
    europe: 'Europe',
    asiaPacific: 'Asia and Pacific',
    australia: 'Australia',
  },
} as const;

/** The core catalogue's shape with every text a string, so a translation may say anything. */
export type CoreMessages = { [Group in keyof typeof en]: { [Key in keyof (typeof en)[Group]]: string } };

/**
 * The texts the widgets speak: every core text, and spend control's and the key caps' where a
 * catalogue carries them (English's come with the widgets that show them: spend-messages.ts,
 * key-cap-messages.ts).
 */
export type Messages = CoreMessages & { spend?: SpendMessages; keyCaps?: KeyCapMessages };

/** A language's complete catalogue: every text, spend control's and the key caps' included. Type a new language with it. */
export type Catalogue = CoreMessages & { spend: SpendMessages; keyCaps: KeyCapMessages };

/** A partial catalogue, as hosts pass it to `localization`. */
export type Localization = { [K in keyof CoreMessages]?: Partial<CoreMessages[K]> } & {
  spend?: Partial<SpendMessages>;
  keyCaps?: Partial<KeyCapMessages>;
};

/** Merges a host's partial catalogue over the English one (one level of sections). */
export function mergeMessages(base: Messages, overrides: Localization | undefined): Messages {
  if (!overrides) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const section of Object.keys(overrides) as (keyof Messages)[]) {
    merged[section] = { ...base[section], ...overrides[section] };
  }
  return merged as Messages;
}
