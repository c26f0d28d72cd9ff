import { describe, expect, it } from 'vitest';
import { keyFor, newIdempotencyKey } from './idempotency';

describe('a key per distinct request', () => {
  it('keeps the key for the same request (a retry), and takes a new one for another body', () => {
    let next = 0;
    const fresh = () => `key-${(next += 1)}`;
    const first = keyFor(null, '{"amount_in_cents":1000}', fresh);
    expect(first).toEqual({ request: '{"amount_in_cents":1000}', key: 'key-1' });
    expect(keyFor(first, '{"amount_in_cents":1000}', fresh)).toBe(first);
    expect(keyFor(first, '{"amount_in_cents":2500}', fresh)).toEqual({ request: '{"amount_in_cents":2500}', key: 'key-2' });
  });

  it('makes keys of 128 random bits an API takes (visible ASCII, at most 255)', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^dk-[0-9a-f]{32}$/);
  });
});
