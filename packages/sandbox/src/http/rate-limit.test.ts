import { createClock } from '../clock';
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

describe('rate limiter', () => {
  it('allows the limit within the window, then refuses with the seconds until a slot frees', () => {
    const limiter = createRateLimiter(createClock());
    for (const at of [0, 1_000, 2_000]) expect(limiter.take(rule, 'a', at)).toEqual({ ok: true });
    expect(limiter.take(rule, 'a', 3_000)).toEqual({ ok: false, retryAfterSeconds: 57 });
    expect(limiter.take(rule, 'b', 3_000)).toEqual({ ok: true });
    expect(limiter.take(rule, 'a', 60_001)).toEqual({ ok: true });
  });

  it('can be switched off, and reset turns it back on with empty windows', () => {
    const limiter = createRateLimiter(createClock());
    limiter.enabled = false;
    for (let at = 0; at < 10; at += 1) expect(limiter.take(rule, 'a', at).ok).toBe(true);
    limiter.reset();
    expect(limiter.enabled).toBe(true);
    for (const at of [0, 1, 2]) expect(limiter.take(rule, 'a', at).ok).toBe(true);
    expect(limiter.take(rule, 'a', 3).ok).toBe(false);
  });
});
