import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyAnswersArrived, EARLY_REQUESTS_GLOBAL, type EarlyAnswer } from './early-answers';

afterEach(() => {
  vi.useRealTimers();
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
});

function leave(answers: Record<string, Promise<EarlyAnswer | null>>) {
  (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = { userId: 'u', startedAt: Date.now(), answers, settled: {} };
}

/** Whether the promise has settled once pending callbacks have run. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('earlyAnswersArrived', () => {
  it('resolves at once when the script asked for nothing', async () => {
    vi.useFakeTimers();
    expect(await settledYet(earlyAnswersArrived(1_000, ['access']))).toBe(true);
  });

  it('waits for every answer, a failed request among them', async () => {
    vi.useFakeTimers();
    let first!: (answer: EarlyAnswer) => void;
    let second!: (answer: null) => void;
    leave({ a: new Promise((resolve) => (first = resolve)), b: new Promise((resolve) => (second = resolve)) });
    const arrived = earlyAnswersArrived(1_000, ['a', 'b']);
    first({ status: 200, contentType: 'application/json', body: '{}' });
    expect(await settledYet(arrived)).toBe(false);
    second(null);
    expect(await settledYet(arrived)).toBe(true);
  });

  it('waits only for the answers named, and not at all for one already taken or never asked for', async () => {
    vi.useFakeTimers();
    let access!: (answer: EarlyAnswer) => void;
    leave({ access: new Promise((resolve) => (access = resolve)), listing: new Promise(() => undefined) });
    const arrived = earlyAnswersArrived(1_000, ['access', 'never-asked']);
    expect(await settledYet(arrived)).toBe(false);
    access({ status: 200, contentType: 'application/json', body: '{}' });
    expect(await settledYet(arrived)).toBe(true);
  });

  it('gives up waiting after the time given', async () => {
    vi.useFakeTimers();
    leave({ a: new Promise(() => undefined) });
    const arrived = earlyAnswersArrived(1_000, ['a']);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settledYet(arrived)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledYet(arrived)).toBe(true);
  });
});
