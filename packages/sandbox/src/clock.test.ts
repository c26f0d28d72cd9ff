import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClock, parseClockSetting } from './clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('the sandbox clock', () => {
  it('reads where it was started and runs on at the machine’s pace', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-05T21:00:00Z') });
    const clock = createClock(new Date('2027-01-31T23:59:50Z'));
    expect(clock.now().toISOString()).toBe('2027-01-31T23:59:50.000Z');
    vi.advanceTimersByTime(15_000);
    expect(clock.now().toISOString()).toBe('2027-02-01T00:00:05.000Z');
    expect(clock.nowSeconds()).toBe(Date.parse('2027-02-01T00:00:05Z') / 1000);
  });

  it('moves when set, and goes back to where its start setting would be on reset', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-05T21:00:00Z') });
    const clock = createClock(new Date('2026-11-18T09:30:00Z'));
    clock.set(new Date('2028-02-29T12:00:00Z'));
    vi.advanceTimersByTime(60_000);
    expect(clock.now().toISOString()).toBe('2028-02-29T12:01:00.000Z');
    clock.reset();
    expect(clock.now().toISOString()).toBe('2026-11-18T09:31:00.000Z');
  });

  it('keeps the machine’s time without a start', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-05T21:00:00Z') });
    const clock = createClock();
    expect(clock.offsetMs).toBe(0);
    expect(clock.now().toISOString()).toBe('2026-12-05T21:00:00.000Z');
  });
});

describe('a clock setting', () => {
  it.each(['2027-01-31T23:50:00Z', '2027-01-31T23:50Z', '2027-02-01T00:50:00.250+01:00', '2028-02-29T23:30:00Z'])('takes %s', (value) => {
    expect(parseClockSetting(value).getTime()).toBe(Date.parse(value));
  });

  // A date without its zone would be read in this machine's zone; a day past the month's end as the next month's.
  it.each(['2027-01-31', '2027-01-31T23:50:00', 'yesterday', '2027-02-30T00:00:00Z', '2027-02-29T12:00:00Z', '2027-13-01T00:00:00Z', ''])('refuses %j with a reason', (value) => {
    expect(() => parseClockSetting(value)).toThrow(/ISO 8601 instant with its zone/);
  });
});
