import { describe, expect, it } from 'vitest';
import { checkAmount, CREDIT_PRESETS, DEFAULT_CREDIT_AMOUNT, toCents } from './credits.logic';

describe('credits amount', () => {
  it('has the presets 10, 25, 50, 100, 250 and defaults to 10', () => {
    expect(CREDIT_PRESETS).toEqual([10, 25, 50, 100, 250]);
    expect(DEFAULT_CREDIT_AMOUNT).toBe(10);
  });
  it('accepts whole units of at least 1', () => {
    expect(checkAmount('25')).toEqual({ ok: true, amount: 25 });
    expect(checkAmount(' 1 ')).toEqual({ ok: true, amount: 1 });
  });
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0', 'below-minimum'],
    ['12.5', 'invalid'],
    ['-5', 'invalid'],
    ['1e3', 'invalid'],
    ['ten', 'invalid'],
    ['99999999999999999999', 'invalid'],
  ])('refuses %j (%s)', (input, reason) => {
    expect(checkAmount(input)).toEqual({ ok: false, reason });
  });
  it('sends whole units times 100 in cents', () => {
    expect(toCents(25)).toBe(2500);
    expect(toCents(1)).toBe(100);
  });
});
