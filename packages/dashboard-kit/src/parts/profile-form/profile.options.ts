/** The 28 countries of the profile form. */
export const COUNTRY_OPTIONS = [
  'United States', 'Canada', 'UK', 'Germany', 'France', 'Italy', 'Spain', 'Netherlands', 'Belgium', 'Switzerland',
  'Austria', 'Sweden', 'Norway', 'Denmark', 'Finland', 'Australia', 'New Zealand', 'Japan', 'South Korea', 'Singapore',
  'Hong Kong', 'India', 'Brazil', 'Mexico', 'Argentina', 'Chile', 'South Africa', 'Other',
] as const;

/** Each country's ISO 3166 region, so other languages name it through `Intl.DisplayNames`. */
export const COUNTRY_REGIONS: Record<Exclude<(typeof COUNTRY_OPTIONS)[number], 'Other'>, string> = {
  'United States': 'US', Canada: 'CA', UK: 'GB', Germany: 'DE', France: 'FR', Italy: 'IT', Spain: 'ES', Netherlands: 'NL',
  Belgium: 'BE', Switzerland: 'CH', Austria: 'AT', Sweden: 'SE', Norway: 'NO', Denmark: 'DK', Finland: 'FI', Australia: 'AU',
  'New Zealand': 'NZ', Japan: 'JP', 'South Korea': 'KR', Singapore: 'SG', 'Hong Kong': 'HK', India: 'IN', Brazil: 'BR',
  Mexico: 'MX', Argentina: 'AR', Chile: 'CL', 'South Africa': 'ZA',
};

/** How-found options. */
export const HOW_FOUND_OPTIONS = [
  'Invited by the team', 'Direct (typed URL)', 'Google Search', 'LinkedIn', 'Twitter/X', 'Facebook', 'Reddit',
  'Word of mouth', 'Conference/Event', 'Blog/Article', 'Other',
] as const;

/** Role options. */
export const ROLE_OPTIONS = ['Trader', 'Meteorologist', 'Analyst', 'Developer', 'Executive', 'Investor', 'Other'] as const;

export const USER_TYPES = ['private', 'business'] as const;
export type UserType = (typeof USER_TYPES)[number];
