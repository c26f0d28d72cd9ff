/** The 28 countries of the profile form. */
export const COUNTRY_OPTIONS = [
  'United States', 'Canada', 'UK', 'Germany', 'France', 'Italy', 'Spain', 'Netherlands', 'Belgium', 'Switzerland',
  'Austria', 'Sweden', 'Norway', 'Denmark', 'Finland', 'Australia', 'New Zealand', 'Japan', 'South Korea', 'Singapore',
  'Hong Kong', 'India', 'Brazil', 'Mexico', 'Argentina', 'Chile', 'South Africa', 'Other',
] as const;

/** How-found options. */
export const HOW_FOUND_OPTIONS = [
  'Invited by the team', 'Direct (typed URL)', 'Google Search', 'LinkedIn', 'Twitter/X', 'Facebook', 'Reddit',
  'Word of mouth', 'Conference/Event', 'Blog/Article', 'Other',
] as const;

/** Role options. */
export const ROLE_OPTIONS = ['Trader', 'Meteorologist', 'Analyst', 'Developer', 'Executive', 'Investor', 'Other'] as const;

export const USER_TYPES = ['private', 'business'] as const;
export type UserType = (typeof USER_TYPES)[number];
