import { describe, expect, it } from 'vitest';
import { MICROCENTS_PER_CENT, splitCarry } from './metering';

describe('splitCarry', () => {
  it('charges a cent when the fractions add up to one, and carries the rest', () => {
    expect(splitCarry(0, 288_000)).toEqual({ cents: 0, carry: 288_000 });
    expect(splitCarry(864_000, 288_000)).toEqual({ cents: 1, carry: 152_000 });
    expect(splitCarry(0, 5 * MICROCENTS_PER_CENT)).toEqual({ cents: 5, carry: 0 });
  });
});
