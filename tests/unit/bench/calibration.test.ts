import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, isSteady, roundOrder } from '../../bench/dashboard/calibration';
import { median, range } from '../../bench/stats';

describe('the bench’s emulated phone', () => {
  it('slows a machine of index 1,750 by 4x, others in proportion, never below 1x', () => {
    expect(cpuSlowdownFor(1750)).toBe(4);
    expect(cpuSlowdownFor(3500)).toBe(8);
    expect(cpuSlowdownFor(2900)).toBe(6.63);
    expect(cpuSlowdownFor(200)).toBe(1);
  });

  it('refuses a measurement during which the machine’s index moved more than 15 %', () => {
    expect(isSteady(2900, [2600, 3200])).toBe(true);
    expect(isSteady(2900, [2400])).toBe(false);
    expect(isSteady(2000, [2400])).toBe(false);
    expect(isSteady(2000, [2300])).toBe(true);
  });

  it('turns the order by one each round, so no pair is always first', () => {
    const pairs = ['/login', '/overview', '/api-keys'];
    expect(roundOrder(pairs, 0)).toEqual(['/login', '/overview', '/api-keys']);
    expect(roundOrder(pairs, 1)).toEqual(['/overview', '/api-keys', '/login']);
    expect(roundOrder(pairs, 3)).toEqual(pairs);
    expect(roundOrder([], 2)).toEqual([]);
  });

  it('reports the median and the range of readings', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(range([5, 1, 3])).toEqual([1, 5]);
  });
});
