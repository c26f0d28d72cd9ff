import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, roundOrder, visitOrder } from '../../bench/dashboard/calibration';
import { median, range } from '../../bench/stats';

describe('the bench’s emulated phone and the order of its loads', () => {
  it('slows a machine of index 1,750 by 4x, others in proportion, never below 1x', () => {
    expect(cpuSlowdownFor(1750)).toBe(4);
    expect(cpuSlowdownFor(3500)).toBe(8);
    expect(cpuSlowdownFor(2900)).toBe(6.63);
    expect(cpuSlowdownFor(200)).toBe(1);
  });

  it('turns the routes by one each round, so no route is always first', () => {
    const routes = ['/login', '/overview', '/api-keys'];
    expect(roundOrder(routes, 0)).toEqual(['/login', '/overview', '/api-keys']);
    expect(roundOrder(routes, 1)).toEqual(['/overview', '/api-keys', '/login']);
    expect(roundOrder(routes, 3)).toEqual(routes);
    expect(roundOrder([], 2)).toEqual([]);
  });

  it('alternates whether a route or its limit page goes first, a repeat visit always right after the first', () => {
    expect(visitOrder(['first', 'limit'], 0)).toEqual(['first', 'limit']);
    expect(visitOrder(['first', 'limit'], 1)).toEqual(['limit', 'first']);
    expect(visitOrder(['first', 'repeat', 'limit'], 2)).toEqual(['first', 'repeat', 'limit']);
    expect(visitOrder(['first', 'repeat', 'limit'], 3)).toEqual(['limit', 'first', 'repeat']);
    // Given in any order, the limit page still alternates.
    expect(visitOrder(['limit', 'first'], 0)).toEqual(['first', 'limit']);
  });

  it('reports the median and the range of readings', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(range([5, 1, 3])).toEqual([1, 5]);
  });
});
