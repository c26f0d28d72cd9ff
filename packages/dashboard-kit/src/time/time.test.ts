import { describe, expect, it } from 'vitest';
import { DateFormatError, formatFullDateTime, formatListDateTime, formatShortDate, listDateTimeLength } from './format';
import { initialTimezone, isListedTimezone } from './timezone.logic';
import { TIMEZONES } from './timezones';

describe('timezone list', () => {
  it('has 22 distinct zones Intl knows, UTC among them', () => {
    const ids = TIMEZONES.map((zone) => zone.id);
    expect(new Set(ids).size).toBe(22);
    expect(ids).toContain('UTC');
    for (const id of ids) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: id })).not.toThrow();
  });
  it('covers the zones the product promises', () => {
    for (const id of ['America/New_York', 'Europe/London', 'Europe/Berlin', 'Asia/Tokyo', 'Australia/Sydney']) {
      expect(isListedTimezone(id)).toBe(true);
    }
  });
});

describe('timezone default and rejection', () => {
  it('keeps a stored zone that is listed', () => {
    expect(initialTimezone('Asia/Tokyo', 'Europe/Berlin')).toBe('Asia/Tokyo');
  });
  it('ignores a stored zone that is not listed and takes the listed browser zone', () => {
    expect(initialTimezone('Mars/Olympus', 'Europe/Berlin')).toBe('Europe/Berlin');
  });
  it('falls back to UTC when the browser zone is not listed', () => {
    expect(initialTimezone(null, 'Asia/Kathmandu')).toBe('UTC');
    expect(initialTimezone(null, undefined)).toBe('UTC');
  });
  it('rejects zones outside the list', () => {
    expect(isListedTimezone('Asia/Kathmandu')).toBe(false);
    expect(isListedTimezone(42)).toBe(false);
  });
});

describe('date formatters', () => {
  const moment = new Date('2026-03-04T23:30:00Z');
  it('formats short month, day, year in the given zone', () => {
    expect(formatShortDate(moment, 'UTC')).toBe('Mar 4, 2026');
    expect(formatShortDate(moment, 'Asia/Tokyo')).toBe('Mar 5, 2026');
  });
  it('formats the full date-time with the zone', () => {
    expect(formatFullDateTime(moment, 'UTC')).toBe('March 4, 2026 at 11:30:00 PM UTC');
    expect(formatFullDateTime(moment, 'Europe/Berlin')).toMatch(/^March 5, 2026 at 12:30:00 AM GMT\+1$/);
  });
  it("writes a list's time to the second, AM or PM included, without the year", () => {
    expect(formatListDateTime(moment, 'UTC')).toBe('Mar 4, 11:30:00 PM');
    expect(formatListDateTime(moment, 'Europe/Berlin', 'de')).toBe('5. März, 00:30:00');
  });
  it("knows the longest list time a locale writes, so a column sized to it cuts no time short", () => {
    const sample = formatListDateTime(new Date('2026-12-01T13:45:46Z'), 'UTC');
    expect(sample).toBe('Dec 1, 01:45:46 PM');
    expect(listDateTimeLength('UTC')).toBeGreaterThanOrEqual(sample.length + 1);
    for (const locale of ['en-US', 'de', 'ar-EG']) {
      const longest = listDateTimeLength('America/New_York', locale);
      for (let month = 0; month < 12; month += 1) {
        expect(formatListDateTime(Date.UTC(2026, month, 27, 15, 7, 9), 'America/New_York', locale).length).toBeLessThanOrEqual(longest);
      }
    }
  });
  it('throws on an invalid time value', () => {
    expect(() => formatShortDate('not a date', 'UTC')).toThrow(DateFormatError);
    expect(() => formatFullDateTime(Number.NaN, 'UTC')).toThrow('Invalid time value');
  });
  it('throws on an unknown zone', () => {
    expect(() => formatShortDate(moment, 'Mars/Olympus')).toThrow('Unknown time zone: Mars/Olympus');
  });
});
