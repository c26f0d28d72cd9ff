import { describe, expect, it } from 'vitest';
import type { UsageDay } from '../../api/schemas/billing';
import { averageDailyCents, barLayout, hasUsage, niceCeiling, runwayDays } from './usage.logic';

const day = (date: string, costCents: number, tokens = costCents * 1000): UsageDay => ({ date, tokens, requests: Math.round(tokens / 1000), cost_cents: costCents });

describe('credit usage', () => {
  it('knows a fresh account from one that used the API', () => {
    expect(hasUsage([day('2026-11-01', 0), day('2026-11-02', 0)])).toBe(false);
    expect(hasUsage([day('2026-11-01', 0), day('2026-11-02', 1)])).toBe(true);
    expect(hasUsage([])).toBe(false);
  });

  it('averages the spend over every day given, quiet days included', () => {
    expect(averageDailyCents([day('2026-11-01', 300), day('2026-11-02', 0), day('2026-11-03', 150)])).toBe(150);
    expect(averageDailyCents([])).toBe(0);
  });

  it('gives the runway in whole days, and nothing without spend or credits', () => {
    expect(runwayDays(4250, 150)).toBe(28);
    expect(runwayDays(100, 150)).toBe(0);
    expect(runwayDays(4250, 0)).toBeNull();
    expect(runwayDays(null, 150)).toBeNull();
    expect(runwayDays(-50, 150)).toBeNull();
  });

  it.each([
    [0, 1],
    [7, 10],
    [130, 200],
    [480, 500],
    [1000, 1000],
    [1001, 2000],
  ])('puts the axis top for %i at %i', (value, top) => {
    expect(niceCeiling(value)).toBe(top);
  });

  it('lays one bar per day across the width, scaled to the top, a tiny spend still visible', () => {
    const bars = barLayout([day('2026-11-01', 100), day('2026-11-02', 0), day('2026-11-03', 1)], 300, 100, 200);
    expect(bars.map((bar) => Math.round(bar.x))).toEqual([2, 102, 202]);
    expect(bars.map((bar) => bar.width)).toEqual([96, 96, 96]);
    expect(bars.map((bar) => bar.height)).toEqual([50, 0, 1]);
    expect(bars[0]!.y).toBe(50);
  });

  it('lays the first day at the right when the text runs right to left', () => {
    const bars = barLayout([day('2026-11-01', 100), day('2026-11-02', 0), day('2026-11-03', 1)], 300, 100, 200, 'rtl');
    expect(bars.map((bar) => [bar.day.date, Math.round(bar.x)])).toEqual([['2026-11-01', 202], ['2026-11-02', 102], ['2026-11-03', 2]]);
  });
});
