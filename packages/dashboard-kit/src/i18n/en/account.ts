/**
 * The English texts of the account tabs.
 * Each section ships with the widgets that show it (ui/useMessages.ts): an app that embeds one
 * widget carries its texts alone. `// [not from spec]` marks a text the spec does not give.
 */

/** The account page. */
export const accountEn = {
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
  editProfile: 'Edit profile', // [not from spec]
  editProfileTitle: 'Edit your profile', // [not from spec]
  saveProfile: 'Save changes', // [not from spec]
  cancelEdit: 'Cancel', // [not from spec]
  profileSaved: 'Your profile is saved.', // [not from spec]
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
} as const;

export const timezoneGroupsEn = {
  utc: 'UTC', // [not from spec]
  americas: 'Americas',
  europe: 'Europe',
  asiaPacific: 'Asia and Pacific',
  australia: 'Australia',
} as const;
