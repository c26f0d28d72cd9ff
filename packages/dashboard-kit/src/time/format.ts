import { dateTimeFormat } from '../i18n/intl-formats';

/** Thrown by the formatters for an invalid time value or a zone Intl does not know. */
export class DateFormatError extends RangeError {
  override readonly name = 'DateFormatError';
}

function formatter(zone: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return dateTimeFormat(locale, { ...options, timeZone: zone });
  } catch {
    throw new DateFormatError(`Unknown time zone: ${zone}`);
  }
}

function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new DateFormatError('Invalid time value');
  return date;
}

/** Short month, day, year, e.g. "Mar 4, 2026" (in German "4. März 2026"). */
export function formatShortDate(value: Date | string | number, zone: string, locale = 'en-US'): string {
  return formatter(zone, locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(toDate(value));
}

/** A list's date and time to the second, without the year: "Dec 1, 01:45:46 PM" (in German "1. Dez., 13:45:46"). */
export function formatListDateTime(value: Date | string | number, zone: string, locale = 'en-US'): string {
  return formatter(zone, locale, LIST_DATE_TIME).format(toDate(value));
}

const LIST_DATE_TIME: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' };

/**
 * The most characters `formatListDateTime` writes in this locale: a column sized to it shows every
 * time whole (a cut "01:45:46 …" hides whether it is AM or PM). Each month's name at a two-digit
 * day, before and after noon.
 */
export function listDateTimeLength(zone: string, locale = 'en-US'): number {
  const format = formatter(zone, locale, LIST_DATE_TIME);
  let longest = 0;
  for (let month = 0; month < 12; month += 1) {
    for (const hour of [10, 22]) longest = Math.max(longest, format.format(Date.UTC(2026, month, 28, hour, 58, 58)).length);
  }
  return longest;
}

/** The hover text: full date and time with the zone, e.g. "March 4, 2026 at 11:59:59 PM UTC". */
export function formatFullDateTime(value: Date | string | number, zone: string, locale = 'en-US'): string {
  return formatter(zone, locale, {
    dateStyle: 'long',
    timeStyle: 'long',
  }).format(toDate(value));
}
