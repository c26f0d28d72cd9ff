import { describe, expect, it } from 'vitest';
import { bucketSecondsFor, MAX_BUCKETS, parseRequestFilters } from './filters';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const DAY = 86_400_000;

describe('parseRequestFilters', () => {
  it('shows the last day when no range is given', () => {
    expect(parseRequestFilters({}, NOW)).toEqual({ ok: true, filters: { from: NOW - DAY, to: NOW, statusClasses: [], outcomes: [], keyId: undefined, model: undefined } });
  });

  it('never reaches past the 30 days kept', () => {
    const parsed = parseRequestFilters({ from: '2026-01-01T00:00:00Z' }, NOW);
    expect(parsed).toMatchObject({ ok: true, filters: { from: NOW - 30 * DAY } });
    expect(parseRequestFilters({ to: '2026-10-01T00:00:00Z' }, NOW)).toMatchObject({ ok: false });
  });

  it('reads status classes and outcomes as lists, and refuses what is none', () => {
    expect(parseRequestFilters({ status: '4xx,5xx', outcome: 'unknown_model, rate_limited' }, NOW)).toMatchObject({
      ok: true,
      filters: { statusClasses: ['4xx', '5xx'], outcomes: ['unknown_model', 'rate_limited'] },
    });
    expect(parseRequestFilters({ status: '404' }, NOW).ok).toBe(false);
    expect(parseRequestFilters({ outcome: "ok' or 1=1" }, NOW).ok).toBe(false);
    expect(parseRequestFilters({ from: '2026-11-27' }, NOW).ok).toBe(false);
  });
});

describe('bucketSecondsFor', () => {
  it('draws any range in at most 60 bars of a round size', () => {
    expect(bucketSecondsFor(3_600_000)).toBe(60);
    expect(bucketSecondsFor(DAY)).toBe(1_800);
    expect(bucketSecondsFor(7 * DAY)).toBe(3 * 3_600);
    expect(bucketSecondsFor(30 * DAY)).toBe(12 * 3_600);
    for (const span of [60_000, 5 * 3_600_000, 2 * DAY, 30 * DAY]) expect(span / (bucketSecondsFor(span) * 1000)).toBeLessThanOrEqual(MAX_BUCKETS);
  });
});
