import { describe, expect, it } from 'vitest';
import { fill } from './fill';

describe('fill', () => {
  it('puts each value into its slot', () => {
    expect(fill('API Keys: {count}/{limit}', { count: 2, limit: 20 })).toBe('API Keys: 2/20');
  });

  it("inserts values verbatim, even ones that look like replacement patterns ($&, $', $`)", () => {
    expect(fill('The CLI requests a key named {name}.', { name: "$& $' $` $$" })).toBe("The CLI requests a key named $& $' $` $$.");
  });

  it('leaves unknown slots and prototype names alone', () => {
    expect(fill('{missing} {constructor}', {})).toBe('{missing} {constructor}');
  });
});
