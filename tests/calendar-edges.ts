/**
 * The instants where a date rule is most easily got wrong, tried by the calendar sweeps (the
 * sandbox's in tests/sandbox/calendar.contract.test.ts, the kit's in tests/unit/calendar.test.ts).
 * `zone` is the user's time zone where the edge is about one: the sandbox counts UTC days, the
 * dashboard shows the user's.
 */
export interface CalendarEdge {
  name: string;
  /** An ISO 8601 instant, as SANDBOX_CLOCK takes it. */
  at: string;
  zone: string;
}

export const CALENDAR_EDGES: readonly CalendarEdge[] = [
  { name: 'the 1st of a month, 00:30 UTC', at: '2027-03-01T00:30:00Z', zone: 'UTC' },
  { name: 'the last day of a month, 23:30 UTC', at: '2027-04-30T23:30:00Z', zone: 'UTC' },
  { name: '31 December, 23:30 UTC', at: '2026-12-31T23:30:00Z', zone: 'UTC' },
  { name: '29 February 2028', at: '2028-02-29T12:00:00Z', zone: 'Europe/Berlin' },
  // The day Europe/Berlin's clocks go forward (01:00 UTC) and back (01:00 UTC): 23 and 25 hours.
  { name: 'clocks going forward in Europe/Berlin', at: '2027-03-28T00:30:00Z', zone: 'Europe/Berlin' },
  { name: 'clocks going back in Europe/Berlin', at: '2027-10-31T00:30:00Z', zone: 'Europe/Berlin' },
  // America/New_York's: forward at 07:00 UTC, back at 06:00 UTC.
  { name: 'clocks going forward in America/New_York', at: '2027-03-14T06:30:00Z', zone: 'America/New_York' },
  { name: 'clocks going back in America/New_York', at: '2027-11-07T05:30:00Z', zone: 'America/New_York' },
  // At UTC's day's turn, a user ahead of UTC is well into the next day, one behind still in the last.
  { name: 'Asia/Tokyo as UTC’s day turns', at: '2027-06-15T23:50:00Z', zone: 'Asia/Tokyo' },
  { name: 'America/Los_Angeles as UTC’s day turns', at: '2027-06-16T00:10:00Z', zone: 'America/Los_Angeles' },
];

const DAY_MS = 86_400_000;

/** The UTC calendar date of an instant. */
export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The first instant of the next UTC month: when a month's spend starts again. */
export function nextMonthStart(time: number): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** The first instant of the next UTC day. */
export const nextDayStart = (time: number) => (Math.floor(time / DAY_MS) + 1) * DAY_MS;
