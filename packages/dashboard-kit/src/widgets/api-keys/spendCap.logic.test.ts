import { describe, expect, it } from 'vitest';
import { capFieldText, isCapReached, parseCapCents } from './spendCap.logic';

describe('a key’s monthly spend cap as typed', () => {
  it('reads an amount in the locale’s way of writing numbers, to the cent', () => {
    expect(parseCapCents('50', 'en')).toBe(5_000);
    expect(parseCapCents(' 12.30 ', 'en')).toBe(1_230);
    expect(parseCapCents('1,250.5', 'en')).toBe(125_050);
    expect(parseCapCents('12,30', 'de')).toBe(1_230);
    expect(parseCapCents('1.250', 'de')).toBe(125_000);
  });

  it('is no cap when empty, and invalid out of the API’s range, finer than a cent or not a number', () => {
    expect(parseCapCents('', 'en')).toBeNull();
    expect(parseCapCents('   ', 'en')).toBeNull();
    expect(parseCapCents('1', 'en')).toBe(100);
    expect(parseCapCents('100000', 'en')).toBe(10_000_000);
    for (const text of ['0.99', '100000.01', '-5', '12.345', 'fifty', '5e', 'Infinity']) expect(parseCapCents(text, 'en'), text).toBe('invalid');
  });

  it('fills the field with a cap that reads back the same in every locale', () => {
    for (const locale of ['en', 'de', 'ar-EG', 'fr']) {
      for (const cents of [100, 5_000, 1_230, 10_000_000]) expect(parseCapCents(capFieldText(cents, locale), locale), `${locale} ${cents}`).toBe(cents);
    }
    expect(capFieldText(5_000, 'en')).toBe('50');
    expect(capFieldText(1_230, 'de')).toBe('12,30');
    expect(capFieldText(null, 'en')).toBe('');
  });

  it('is reached once the month’s spend is at the cap, never without a cap', () => {
    expect(isCapReached({ monthly_spend_cap_cents: 5_000, month_spend_cents: 4_999 })).toBe(false);
    expect(isCapReached({ monthly_spend_cap_cents: 5_000, month_spend_cents: 5_000 })).toBe(true);
    expect(isCapReached({ monthly_spend_cap_cents: 5_000, month_spend_cents: 5_012 })).toBe(true);
    expect(isCapReached({ monthly_spend_cap_cents: null, month_spend_cents: 90_000 })).toBe(false);
    expect(isCapReached({})).toBe(false);
  });
});
