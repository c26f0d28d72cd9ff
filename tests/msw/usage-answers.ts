import { apiKeys } from './fixtures';

/** 30 days ending on a fixed day (stories and screenshots stay the same), cost per day from `costOf`. */
export function usageDays(costOf: (index: number) => number) {
  return Array.from({ length: 30 }, (_, index) => {
    const cost = costOf(index);
    return {
      date: new Date(Date.UTC(2026, 9, 25 + index)).toISOString().slice(0, 10),
      tokens: cost * 12_500,
      requests: Math.round(cost * 9.5),
      cost_cents: cost,
    };
  });
}

/** 30 days of usage, split between Production and a deleted key where the request asks `group_by=key`. */
export function usageAnswer(url: URL) {
  const production = usageDays((index) => 90 + (index % 5) * 10);
  const deleted = usageDays((index) => (index < 10 ? 25 : 0));
  const days = production.map((day, index) => {
    const other = deleted[index]!;
    return {
      date: day.date,
      tokens: day.tokens + other.tokens,
      requests: day.requests + other.requests,
      cost_cents: day.cost_cents + other.cost_cents,
    };
  });
  if (url.searchParams.get('group_by') !== 'key') return { days };
  // Each key with its period's total, and its days unless the request leaves them out (API-PROPOSAL.md).
  const withDays = url.searchParams.get('key_days') !== 'false';
  const key = (id: string, name: string, deleted: boolean, keyDays: typeof days) => ({
    id,
    name,
    deleted,
    total: keyDays.reduce((sum, day) => ({ tokens: sum.tokens + day.tokens, requests: sum.requests + day.requests, cost_cents: sum.cost_cents + day.cost_cents }), { tokens: 0, requests: 0, cost_cents: 0 }),
    ...(withDays ? { days: keyDays } : {}),
  });
  return {
    days,
    keys: [key(apiKeys[0]!.id, apiKeys[0]!.name, false, production), key('key_01HZX3Q8OLDLAPTOP00', 'Old laptop', true, deleted)],
  };
}
