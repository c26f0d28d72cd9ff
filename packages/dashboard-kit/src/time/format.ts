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

/** The hover text: full date and time with the zone, e.g. "March 4, 2026 at 11:59:59 PM UTC". */
export function formatFullDateTime(value: Date | string | number, zone: string, locale = 'en-US'): string {
  return formatter(zone, locale, {
    dateStyle: 'long',
    timeStyle: 'long',
  }).format(toDate(value));
}
