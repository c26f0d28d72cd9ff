import { regionName } from '../../i18n/intl-formats';

/** The countries an organisation's billing address may be in (ISO 3166 alpha-2): the EU's, whose VAT ids the API checks, then others. */
export const BILLING_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'CH', 'GB', 'NO', 'IS', 'LI', 'US', 'CA', 'AU', 'NZ', 'JP', 'KR', 'SG', 'HK', 'IN', 'BR', 'MX', 'AR', 'CL', 'ZA', 'AE', 'IL',
] as const;

/** The countries as a select's options, named in the user's language and in its order. */
export function billingCountryOptions(locale: string): { value: string; label: string }[] {
  return BILLING_COUNTRIES.map((code) => ({ value: code, label: regionName(code, locale) })).sort((a, b) => a.label.localeCompare(b.label, locale));
}
