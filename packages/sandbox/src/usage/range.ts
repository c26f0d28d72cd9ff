/** A period of whole UTC days, both ends included, as `YYYY-MM-DD`. */
export interface UsageRange {
  from: string;
  to: string;
}

/** The longest range an answer or an export covers: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
// Year 0000 is no date Postgres takes (its calendar has no year 0): refused here like any other bad date.
const DATE = /^(?!0000)\d{4}-\d{2}-\d{2}$/;
const DAYS_MESSAGE = 'days must be a whole number from 1 to 90';
export const RANGE_MESSAGE = `from and to must be dates (YYYY-MM-DD), from not after to, to not after today, at most ${MAX_RANGE_DAYS} days`;

/** Today's date in UTC, the API's day. */
export const utcToday = (now: Date) => now.toISOString().slice(0, 10);

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days in a range, both ends counted. */
export const rangeLength = (range: UsageRange) => Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;

/** A real calendar date in `YYYY-MM-DD` (2026-02-30 is not one). */
function isDate(value: string | undefined): value is string {
  return value !== undefined && DATE.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value);
}

export type RangeResult = { ok: true; range: UsageRange } | { ok: false; message: string };

/**
 * Reads `from` and `to` (a range up to a year), or else `days` (the last 1 to 90 days up to
 * today, 30 when neither is given), as the usage answer and the export take them.
 */
export function parseUsageRange(query: { days?: string; from?: string; to?: string }, today: string, options = { allowDays: true }): RangeResult {
  const { days, from, to } = query;
  if (!options.allowDays && days !== undefined) return { ok: false, message: 'The export takes from and to, not days' };
  if (from !== undefined || to !== undefined || !options.allowDays) {
    if (days !== undefined) return { ok: false, message: 'Use days or from and to, not both' };
    if (!isDate(from) || !isDate(to) || from > to || to > today) return { ok: false, message: RANGE_MESSAGE };
    const range = { from, to };
    return rangeLength(range) > MAX_RANGE_DAYS ? { ok: false, message: RANGE_MESSAGE } : { ok: true, range };
  }
  const count = days === undefined ? 30 : /^\d+$/.test(days) ? Number(days) : Number.NaN;
  if (!(count >= 1 && count <= 90)) return { ok: false, message: DAYS_MESSAGE };
  return { ok: true, range: { from: addDays(today, 1 - count), to: today } };
}
