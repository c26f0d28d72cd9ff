import { describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS, parseUsageRange, rangeLength } from './range';

const TODAY = '2026-11-26';
const parse = (query: { days?: string; from?: string; to?: string }) => parseUsageRange(query, TODAY);

describe('parseUsageRange', () => {
  it('reads the last 30 days by default and `days` as the last N days up to today', () => {
    expect(parse({})).toEqual({ ok: true, range: { from: '2026-10-28', to: TODAY } });
    expect(parse({ days: '1' })).toEqual({ ok: true, range: { from: TODAY, to: TODAY } });
    expect(parse({ days: '90' })).toEqual({ ok: true, range: { from: '2026-08-29', to: TODAY } });
  });

  it('refuses days outside 1 to 90 or not whole', () => {
    for (const days of ['0', '91', '1.5', '-3', 'x', '']) expect(parse({ days })).toEqual({ ok: false, message: 'days must be a whole number from 1 to 90' });
  });

  it('reads a range of up to a year, both ends included, across a leap day', () => {
    expect(parse({ from: '2025-11-26', to: '2026-11-25' })).toEqual({ ok: true, range: { from: '2025-11-26', to: '2026-11-25' } });
    const leap = parseUsageRange({ from: '2024-01-01', to: '2024-12-31' }, TODAY);
    expect(leap.ok && rangeLength(leap.range)).toBe(MAX_RANGE_DAYS);
  });

  it('refuses a range longer than a year, reversed, in the future, half given or not a calendar date', () => {
    for (const query of [
      { from: '2025-11-25', to: '2026-11-26' },
      { from: '2026-11-20', to: '2026-11-19' },
      { from: '2026-11-20', to: '2026-11-27' },
      { from: '2026-11-20' },
      { to: '2026-11-20' },
      { from: '2026-02-30', to: '2026-03-02' },
      { from: '20261101', to: '2026-11-02' },
      { from: '0000-01-01', to: '0000-12-31' },
      { from: '0000-12-31', to: '0001-01-01' },
    ]) {
      expect(parse(query)).toMatchObject({ ok: false, message: expect.stringContaining('from and to must be dates') });
    }
    expect(parse({ days: '7', from: '2026-11-01', to: '2026-11-02' })).toEqual({ ok: false, message: 'Use days or from and to, not both' });
  });

  it('takes only a range where days are not offered (the export)', () => {
    const exportRange = (query: { days?: string; from?: string; to?: string }) => parseUsageRange(query, TODAY, { allowDays: false });
    expect(exportRange({})).toMatchObject({ ok: false, message: expect.stringContaining('from and to must be dates') });
    expect(exportRange({ days: '30' })).toEqual({ ok: false, message: 'The export takes from and to, not days' });
    expect(exportRange({ from: '2026-11-01', to: TODAY })).toEqual({ ok: true, range: { from: '2026-11-01', to: TODAY } });
  });
});
