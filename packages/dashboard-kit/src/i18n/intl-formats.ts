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

/**
 * A number typed as the locale writes it: a decimal comma in German (`2,5`), Arabic-Indic
 * digits, grouping and spaces ignored, the minus sign either way. NaN when the text is not a number.
 */
export function parseNumber(text: string, locale: string): number {
  const parts = numberFormat(locale).formatToParts(-12345.6);
  const symbol = (type: Intl.NumberFormatPartTypes, fallback: string) => parts.find((part) => part.type === type)?.value ?? fallback;
  const normalized = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .split(symbol('group', ',')).join('')
    .replace(symbol('decimal', '.'), '.')
    .replace(/^[\u2212\u2012-\u2014\u200e\u200f\u061c]+/, '-')
    // Arabic-Indic digits (as ar-EG writes them) read as 0-9: both blocks start at a multiple of 16.
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 15));
  return normalized === '' ? NaN : Number(normalized);
}
