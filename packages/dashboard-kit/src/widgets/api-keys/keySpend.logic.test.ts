import { describe, expect, it } from 'vitest';
import { spendByKey } from './keySpend.logic';

const day = (date: string, cost_cents: number) => ({ date, tokens: cost_cents * 1_000, requests: 1, cost_cents });

describe('spendByKey', () => {
  it('adds up each key’s days, deleted keys too, and lists no key that spent nothing', () => {
    const spend = spendByKey({
      days: [day('2026-11-25', 900), day('2026-11-26', 700)],
      keys: [
        { id: 'k1', name: 'Production', deleted: false, days: [day('2026-11-25', 600), day('2026-11-26', 500)] },
        { id: 'k2', name: 'Old job', deleted: true, days: [day('2026-11-25', 300), day('2026-11-26', 0)] },
      ],
    });
    expect(Object.fromEntries(spend)).toEqual({ k1: 1_100, k2: 300 });
    expect(spend.get('never-used')).toBeUndefined();
  });
});
