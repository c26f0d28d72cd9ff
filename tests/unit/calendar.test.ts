import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONTH_USAGE } from '../../packages/dashboard-kit/src/data/billing/endpoints';
import { auditQuery } from '../../packages/dashboard-kit/src/data/organizations/audit-filters';
import { requestQuery, DEFAULT_REQUEST_FILTERS } from '../../packages/dashboard-kit/src/data/requests/request-filters';
import { keyStatus } from '../../packages/dashboard-kit/src/data/api-keys/key-status.logic';
import { formatShortDate } from '../../packages/dashboard-kit/src/time/format';
import { utcDate } from '../../packages/dashboard-kit/src/time/utc-day';
import { earliestExpiryDate, expiresAtFor, expiresSoon, localDateString, presetExpiryDate } from '../../packages/dashboard-kit/src/widgets/api-keys/apiKeys.logic';
import { formatUsageDate } from '../../packages/dashboard-kit/src/widgets/credits/UsageChart';
import { checkExportRange, lastDays, lastTwelveMonths, utcToday } from '../../packages/dashboard-kit/src/widgets/credits/spend/spend.logic';
import { monthTokensOf } from '../../packages/dashboard-kit/src/widgets/explorer/cost.logic';
import { CALENDAR_EDGES, nextDayStart, utcDay } from '../calendar-edges';

// The kit's date rules at the calendar's edges, each in the zone of a user the edge is about: the
// API's days are UTC days, the calendar a user picks from and reads is their own.
const DAY_MS = 86_400_000;
const machineZone = process.env.TZ;

afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = machineZone;
});

describe.each(CALENDAR_EDGES)('at $name ($at), for a user in $zone', ({ at, zone }) => {
  const now = Date.parse(at);
  const today = utcDay(now);

  beforeEach(() => {
    // Only Date: the rules read the clock, nothing here waits on a timer.
    vi.useFakeTimers({ now, toFake: ['Date'] });
    process.env.TZ = zone;
  });

  it('lets a key expire no earlier than a date whose 23:59:59 UTC is still ahead, and presets a week of the user’s calendar', () => {
    const earliest = earliestExpiryDate(new Date());
    expect(Date.parse(expiresAtFor(true, earliest)!)).toBeGreaterThan(now);
    // Never before the user's own today either: they pick from their calendar.
    expect(earliest >= localDateString(new Date())).toBe(true);
    const preset = presetExpiryDate(new Date());
    expect(preset >= earliest).toBe(true);
    expect(Date.parse(expiresAtFor(true, preset)!) - now).toBeGreaterThan(6 * DAY_MS);
    // A key set to expire on the earliest date is active now, and marked as expiring soon.
    const key = { expires_at: new Date(expiresAtFor(true, earliest)!), is_active: true };
    expect(keyStatus(key, new Date())).toBe('active');
    expect(expiresSoon(key, new Date())).toBe(true);
  });

  it('prices the explorer’s run from the whole UTC month so far, its first day included', () => {
    const month = MONTH_USAGE.query!({ to: utcDate(Date.now()) });
    expect(month).toEqual({ from: `${today.slice(0, 8)}01`, to: today });
    const days = Array.from({ length: Number(today.slice(8)) }, (_, index) => ({ date: `${today.slice(0, 8)}${String(index + 1).padStart(2, '0')}`, tokens: 1_000 }));
    const lastMonth = { date: utcDay(Date.parse(`${today.slice(0, 8)}01T00:00:00Z`) - DAY_MS), tokens: 999_999 };
    expect(monthTokensOf([lastMonth, ...days], utcToday())).toBe(days.length * 1_000);
  });

  it('offers ranges of UTC days that end today with today counted: 30 days, and 12 months of the calendar', () => {
    expect(utcToday()).toBe(today);
    const thirty = lastDays(30, utcToday());
    expect(thirty).toEqual({ from: utcDay(now - 29 * DAY_MS), to: today });
    const year = lastTwelveMonths(utcToday());
    expect(checkExportRange(year, utcToday())).toBe(true);
    const length = (Date.parse(year.to) - Date.parse(year.from)) / DAY_MS + 1;
    // 366 days exactly when the 12 months hold a 29 February.
    const holdsLeapDay = Array.from({ length }, (_, index) => utcDay(Date.parse(year.from) + index * DAY_MS)).some((day) => day.endsWith('-02-29'));
    expect(length).toBe(holdsLeapDay ? 366 : 365);
    expect(utcDay(Date.parse(year.from) - DAY_MS).slice(5)).toBe(today.endsWith('02-29') ? '02-28' : today.slice(5));
  });

  it('asks the audit log for a UTC day from its first instant to the next day’s, and the request log for the last 24 hours to now', () => {
    const day = auditQuery({ action: null, actor: null, from: today, to: today });
    expect(Date.parse(day.from!)).toBeLessThanOrEqual(now);
    expect(Date.parse(day.to!)).toBe(nextDayStart(now));
    // 24 hours are 24 hours on the days clocks change: the span is absolute, not the user's calendar.
    expect(requestQuery(DEFAULT_REQUEST_FILTERS, Date.now())).toMatchObject({ from: new Date(now - DAY_MS).toISOString(), to: new Date(now).toISOString() });
  });

  it('labels the usage chart’s days by their UTC date, and dates in lists by the user’s', () => {
    const utcLabel = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(now);
    expect(formatUsageDate(today, 'en')).toBe(utcLabel);
    const userDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: zone }).format(now);
    expect(formatShortDate(now, zone)).toBe(userDay);
  });
});

describe('a user west of UTC as its day turns', () => {
  it('cannot pick their own today for a key’s expiry once its 23:59:59 UTC has passed', () => {
    vi.useFakeTimers({ now: Date.parse('2027-06-16T00:10:00Z'), toFake: ['Date'] });
    process.env.TZ = 'America/Los_Angeles';
    expect(localDateString(new Date())).toBe('2027-06-15');
    expect(earliestExpiryDate(new Date())).toBe('2027-06-16');
  });

  it('east of UTC, keeps their own today, which UTC has not reached', () => {
    vi.useFakeTimers({ now: Date.parse('2027-06-15T23:50:00Z'), toFake: ['Date'] });
    process.env.TZ = 'Asia/Tokyo';
    expect(earliestExpiryDate(new Date())).toBe('2027-06-16');
  });
});

describe('the explorer’s month on the 31st', () => {
  it('counts the 1st, which the last 30 days leave out', () => {
    expect(MONTH_USAGE.query!({ to: '2027-01-31' })).toEqual({ from: '2027-01-01', to: '2027-01-31' });
  });
});
