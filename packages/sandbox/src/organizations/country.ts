/** Region codes CLDR names that are no country: unknown, the EU, the eurozone, the UN, outlying Oceania, and the pseudo-locales' regions. */
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO', 'XA', 'XB']);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Whether `code` is a country's ISO 3166-1 alpha-2 code (as the platform's CLDR data knows them). */
export function isKnownCountry(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && regionNames.of(code) !== undefined;
}
