import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatMoney, formatTokenCost, numberFormat, parseNumber, regionName, relativeTimeFormat } from './intl-formats';

describe('intl formats', () => {
  it('formats as Intl does and makes each format once', () => {
    const euros = numberFormat('en-US', { style: 'currency', currency: 'EUR' });
    expect(euros.format(1234.5)).toBe('€1,234.50');
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).toBe(euros);
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(2)).toBe('$2.00');
    expect(numberFormat('en-US').format(1_000_000)).toBe('1,000,000');
  });

  it('keeps formats of different options and kinds apart', () => {
    const utc = dateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const tokyo = dateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'Asia/Tokyo' });
    const late = new Date('2026-03-04T23:30:00Z');
    expect(utc.format(late)).toBe('Mar 4');
    expect(tokyo.format(late)).toBe('Mar 5');
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });

  it('throws as the constructor does for options Intl refuses, and caches nothing for them', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'NOT A CURRENCY' })).toThrow(RangeError);
  });
  it('writes money in the locale: the euro sign before the amount in English, after it in German', () => {
    expect(formatMoney(0, 'EUR', 'en')).toBe('€0.00');
    expect(formatMoney(42.5, 'EUR', 'en')).toBe('€42.50');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    // As the locale writes money: the amount first, a decimal comma, a space before the sign.
    expect(formatMoney(42.5, 'EUR', 'de')).toBe('42,50\u00a0€');
  });

  it("writes a request's cost to the millionth of the currency, so a small request never reads as free", () => {
    expect(formatTokenCost(28_800, 'EUR', 'en')).toBe('€0.000288');
    expect(formatTokenCost(28_800, 'EUR', 'de')).toBe('0,000288\u00a0€');
    expect(formatTokenCost(150_000_000, 'EUR', 'en')).toBe('€1.50');
    expect(formatTokenCost(0, 'EUR', 'en')).toBe('€0.00');
  });

  it.each([
    ['2,5', 'de-DE', 2.5],
    ['1.234,5', 'de', 1234.5],
    ['1 234,5', 'fr', 1234.5],
    ['1,234.5', 'en-US', 1234.5],
    ['−3', 'en', -3],
    ['١٢٫٥', 'ar-EG', 12.5],
    ['۱۲۳', 'fa', 123],
    ['', 'en', NaN],
    ['zwei', 'de', NaN],
  ])('reads %s in %s as %s', (text, locale, value) => {
    expect(parseNumber(text, locale)).toBe(value);
  });
});

describe('a country’s name', () => {
  it('is the region’s name in the reader’s language, the profile’s and the billing address’s alike', () => {
    expect(regionName('DE', 'en')).toBe('Germany');
    expect(regionName('DE', 'de')).toBe('Deutschland');
    expect(regionName('GB', 'fr')).toBe('Royaume-Uni');
  });
});
