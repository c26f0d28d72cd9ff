/**
 * Intl formatters, made once per locale and options: constructing one costs far more than
 * using it (a usage table formats 30 days of figures on every render).
 */
type Format = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.PluralRules;
const cache = new Map<string, Format>();

function cached<T extends Format>(kind: string, locale: string, options: object, create: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = create();
    cache.set(key, format);
  }
  return format;
}

/** A number format; throws RangeError for options Intl refuses (an unknown currency), as the constructor does. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A date-time format; throws RangeError for options Intl refuses (an unknown zone), as the constructor does. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function pluralRules(locale: string): Intl.PluralRules {
  return cached('plural', locale, {}, () => new Intl.PluralRules(locale));
}

export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

/** A money amount in the configured currency, as the locale writes it: `€42.50` in English, `42,50 €` in German. */
export function formatMoney(value: number, currency: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency }).format(value);
}
