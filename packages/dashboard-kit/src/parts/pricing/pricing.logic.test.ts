import { describe, expect, it } from 'vitest';
import {
  abbreviate,
  bandFor,
  bandLabel,
  CALCULATOR_DEFAULTS,
  clampInput,
  inputText,
  MIN_TOKENS_PER_REQUEST,
  monthlyCost,
  monthlyTokens,
  round6,
  tokensPerRequest,
} from './pricing.logic';

const bands = [
  { min_volume_excl: 0, max_volume_incl: 10_000_000, pricing_by_group: { premium: '4.00' } },
  { min_volume_excl: 10_000_000, max_volume_incl: 100_000_000, pricing_by_group: { premium: '3.20' } },
  { min_volume_excl: 100_000_000, max_volume_incl: 1_000_000_000, pricing_by_group: { premium: '2.40' } },
  { min_volume_excl: 1_000_000_000, max_volume_incl: null, pricing_by_group: { premium: '1.60' } },
];

describe('calculator maths', () => {
  it('defaults give 10 x 48 x 2 x 2 x 30 = 57,600 tokens a month', () => {
    expect(monthlyTokens({ ...CALCULATOR_DEFAULTS })).toBe(57_600);
  });

  it('charges at least 720 tokens per request and says so', () => {
    expect(MIN_TOKENS_PER_REQUEST).toBe(720);
    expect(tokensPerRequest({ points: 1, steps: 48, parameters: 2 })).toEqual({ tokens: 720, minimumApplied: true });
    expect(tokensPerRequest({ points: 10, steps: 48, parameters: 2 })).toEqual({ tokens: 960, minimumApplied: false });
    expect(tokensPerRequest({ points: 0, steps: 48, parameters: 2 })).toEqual({ tokens: 0, minimumApplied: false });
    expect(monthlyTokens({ points: 1, steps: 1, parameters: 1, runsPerDay: 1, daysPerMonth: 30 })).toBe(21_600);
  });

  it('clamps inputs at 0 and counts empty as 0', () => {
    expect(clampInput('-5', 'en')).toBe(0);
    expect(clampInput('', 'en')).toBe(0);
    expect(clampInput('abc', 'en')).toBe(0);
    expect(clampInput('12', 'en')).toBe(12);
    expect(clampInput(3.5, 'en')).toBe(3.5);
  });

  it('reads inputs as the locale writes them: a decimal comma in German', () => {
    expect(clampInput('2,5', 'de-DE')).toBe(2.5);
    expect(clampInput('1.000', 'de-DE')).toBe(1000);
    expect(clampInput('1,000.5', 'en')).toBe(1000.5);
    expect(inputText(2.5, 'de-DE')).toBe('2,5');
    expect(inputText(12_000, 'en')).toBe('12000');
  });

  it.each([
    [57_600, 0, 0.2304],
    [10_000_000, 0, 40],
    [10_000_001, 1, 32.000003],
    [100_000_000, 1, 320],
    [100_000_001, 2, 240.000002],
    [1_000_000_000, 2, 2400],
    [1_000_000_001, 3, 1600.000002],
  ])('prices %i tokens in band %i: %d', (volume, bandIndex, cost) => {
    expect(bandFor(volume, bands)).toBe(bands[bandIndex]);
    expect(monthlyCost(volume, 'premium', bands)).toEqual({ cost, band: bands[bandIndex] });
  });

  it('rounds to 6 decimals', () => {
    expect(round6(0.1234565)).toBe(0.123457);
    expect(monthlyCost(1, 'premium', bands).cost).toBe(0.000004);
  });

  it('costs nothing for no tokens or an unknown group', () => {
    expect(monthlyCost(0, 'premium', bands)).toEqual({ cost: 0, band: undefined });
    expect(monthlyCost(5_000, 'unknown', bands).cost).toBe(0);
  });
});

describe('band labels', () => {
  it('abbreviates with K, M, B and T', () => {
    expect(abbreviate(999, 'en')).toBe('999');
    expect(abbreviate(1_500, 'en')).toBe('1.5K');
    expect(abbreviate(10_000_000, 'en')).toBe('10M');
    expect(abbreviate(2_500_000_000, 'en')).toBe('2.5B');
    expect(abbreviate(3_000_000_000_000, 'en')).toBe('3T');
  });
  it('labels a range, and the top band as greater-than', () => {
    expect(bandLabel(bands[0]!, 'en')).toBe('0 – 10M');
    expect(bandLabel(bands[1]!, 'en')).toBe('10M – 100M');
    expect(bandLabel(bands[3]!, 'en')).toBe('> 1B');
  });
  it('uses the locale’s own short words outside English', () => {
    expect(bandLabel(bands[1]!, 'de-DE')).toBe('10\u00a0Mio. – 100\u00a0Mio.');
    expect(bandLabel(bands[3]!, 'de')).toBe('> 1\u00a0Mrd.');
    expect(abbreviate(1_500, 'fr')).toBe('1,5\u00a0k');
  });
});
