import { describe, expect, it } from 'vitest';
import type { SpendByKey, UsageDay } from '../../../api/schemas/billing';
import { autoRechargeDraft, checkAutoRecharge, checkExportRange, exportFileName, lastDays, lastTwelveMonths, rankKeySpend } from './spend.logic';

const day = (date: string, cost: number): UsageDay => ({
  date,
  tokens: cost * 1_000,
  requests: cost,
  cost_cents: cost,
});

describe('rankKeySpend', () => {
  it('ranks keys by spend with their share, leaves out keys without spend, and keeps what no key made', () => {
    const usage: SpendByKey = {
      days: [day('2026-11-01', 600), day('2026-11-02', 400)],
      keys: [
        {
          id: 'b',
          name: 'Batch',
          deleted: false,
          cost_cents: 200,
        },
        {
          id: 'p',
          name: 'Production',
          deleted: false,
          cost_cents: 600,
        },
        {
          id: 'o',
          name: 'Old job',
          deleted: true,
          cost_cents: 200,
        },
        {
          id: 'z',
          name: 'Idle',
          deleted: false,
          cost_cents: 0,
        },
      ],
    };
    expect(rankKeySpend(usage)).toEqual({
      rows: [
        { id: 'p', name: 'Production', deleted: false, cents: 600, share: 0.6 },
        { id: 'b', name: 'Batch', deleted: false, cents: 200, share: 0.2 },
        { id: 'o', name: 'Old job', deleted: true, cents: 200, share: 0.2 },
      ],
      untiedCents: 0,
      totalCents: 1_000,
    });
    expect(
      rankKeySpend({
        ...usage,
        days: [day('2026-11-01', 900), day('2026-11-02', 400)],
      }).untiedCents,
    ).toBe(300);
  });

  it('gives an account without spend no rows and no shares', () => {
    expect(rankKeySpend({ days: [day('2026-11-01', 0)], keys: [] })).toEqual({
      rows: [],
      untiedCents: 0,
      totalCents: 0,
    });
  });
});

describe('the export range', () => {
  it('counts the last N UTC days up to today', () => {
    expect(lastDays(30, '2026-11-26')).toEqual({
      from: '2026-10-28',
      to: '2026-11-26',
    });
    expect(lastDays(365, '2026-11-26')).toEqual({
      from: '2025-11-27',
      to: '2026-11-26',
    });
    expect(lastDays(1, '2026-03-01')).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
  });

  it('counts the last 12 months as the calendar does: 366 days where they hold a 29 February', () => {
    expect(lastTwelveMonths('2026-11-26')).toEqual({ from: '2025-11-27', to: '2026-11-26' });
    expect(lastTwelveMonths('2028-03-15')).toEqual({ from: '2027-03-16', to: '2028-03-15' });
    expect(lastTwelveMonths('2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(lastTwelveMonths('2029-02-28')).toEqual({ from: '2028-02-29', to: '2029-02-28' });
    expect(lastTwelveMonths('2027-01-01')).toEqual({ from: '2026-01-02', to: '2027-01-01' });
    for (const today of ['2028-02-29', '2028-03-15', '2027-12-31']) expect(checkExportRange(lastTwelveMonths(today), today)).toBe(true);
  });

  it('takes up to a year ending today or earlier, and nothing else', () => {
    const today = '2026-11-26';
    expect(checkExportRange(lastDays(365, today), today)).toBe(true);
    expect(checkExportRange({ from: '2024-01-01', to: '2024-12-31' }, today)).toBe(true);
    expect(checkExportRange({ from: '2025-11-25', to: today }, today)).toBe(false);
    expect(checkExportRange({ from: '2026-11-20', to: '2026-11-27' }, today)).toBe(false);
    expect(checkExportRange({ from: '2026-11-20', to: '2026-11-19' }, today)).toBe(false);
    expect(checkExportRange({ from: '2026-02-30', to: '2026-03-02' }, today)).toBe(false);
    expect(checkExportRange({ from: '', to: today }, today)).toBe(false);
  });

  it('names the file with the range and UTC', () => {
    expect(exportFileName({ from: '2025-11-27', to: '2026-11-26' })).toBe('usage_2025-11-27_to_2026-11-26_utc.csv');
  });
});

describe('the auto-recharge form', () => {
  it('reads whole amounts as cents', () => {
    expect(checkAutoRecharge({ threshold: '10', amount: '25', limit: '100' })).toEqual({
      threshold_cents: 1_000,
      amount_cents: 2_500,
      monthly_limit_cents: 10_000,
    });
  });

  it('refuses a missing or broken amount, and a monthly limit below one recharge', () => {
    for (const draft of [
      { threshold: '', amount: '25', limit: '100' },
      { threshold: '10', amount: '2.5', limit: '100' },
      { threshold: '10', amount: '0', limit: '100' },
      { threshold: '10', amount: '25', limit: '20' },
    ]) {
      expect(checkAutoRecharge(draft)).toBeNull();
    }
  });

  it('starts from the saved settings, or suggests a first set-up', () => {
    expect(
      autoRechargeDraft({
        threshold_cents: 500,
        amount_cents: 5_000,
        monthly_limit_cents: 20_000,
      }),
    ).toEqual({ threshold: '5', amount: '50', limit: '200' });
    expect(
      autoRechargeDraft({
        threshold_cents: null,
        amount_cents: null,
        monthly_limit_cents: null,
      }),
    ).toEqual({ threshold: '10', amount: '25', limit: '100' });
  });
});
