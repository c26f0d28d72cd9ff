/**
 * The English texts of the profile wizard and its options.
 * Each section ships with the widgets that show it (ui/useMessages.ts): an app that embeds one
 * widget carries its texts alone. `// [not from spec]` marks a text the spec does not give.
 */

/** The profile wizard. */
export const profileEn = {
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
} as const;

/** The profile's how-found options, keyed by the value stored (always the English one). */
export const howFoundOptionsEn = {
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
} as const;

/** The profile's roles, keyed by the value stored. */
export const roleOptionsEn = {
  Trader: 'Trader',
  Meteorologist: 'Meteorologist',
  Analyst: 'Analyst',
  Developer: 'Developer',
  Executive: 'Executive',
  Investor: 'Investor',
  Other: 'Other',
} as const;
