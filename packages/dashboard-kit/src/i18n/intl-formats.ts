/**
 * Intl formatters, made once per locale and options: constructing one costs far more than
 * using it (a usage table formats 30 days of figures on every render).
 */
type Format = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.PluralRules | Intl.ListFormat | Intl.DisplayNames;
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

export function listFormat(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return cached('list', locale, options, () => new Intl.ListFormat(locale, options));
}

export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

/** A region's name (ISO 3166 alpha-2) in the reader's language, else its code: the one way the kit names a country. */
export function regionName(code: string, locale: string): string {
  return cached('region', locale, {}, () => new Intl.DisplayNames([locale], { type: 'region' })).of(code) ?? code;
}

/** A money amount in the configured currency, as the locale writes it: `€42.50` in English, `42,50 €` in German. */
export function formatMoney(value: number, currency: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency }).format(value);
}

/**
 * Digits after the decimal point of a request's cost: the API counts in millionths of a cent, and
 * six digits show a small request's cost as more than zero (720 tokens at €0.40 a million cost
 * €0.000288), in the request log's table and in a request's detail alike.
 */
export const TOKEN_COST_DIGITS = 6;

/** What a request cost, from the API's millionths of a cent: `€0.000288` in English, `0,000288 €` in German. */
export function formatTokenCost(costMicrocents: number, currency: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: TOKEN_COST_DIGITS }).format(costMicrocents / 100_000_000);
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
