import { bandFor, tokenCostMicrocents, tokensPerRequest, type VolumeBand } from '../../parts/pricing/pricing.logic';

/** What one model's request of a run will cost, before it is made. */
export interface RequestEstimate {
  model: string;
  tokens: number;
  /** Millionths of a cent, as the API meters it; null where the pricing has no price for the model's group. */
  costMicrocents: number | null;
}

/**
 * What a run will cost, request by request: points x steps x parameters tokens (one point), at
 * least 720, each priced at its group's price in the band this month's tokens reach with it (the
 * API's rule: a price P per million is 100·P millionths of a cent a token).
 */
export function estimateRun(
  models: readonly { id: string; price_group: string }[],
  steps: number,
  parameterCount: number,
  bands: readonly VolumeBand[],
  monthTokens: number,
): { requests: RequestEstimate[]; totalMicrocents: number | null; tokens: number; minimumApplied: boolean } {
  const { tokens, minimumApplied } = tokensPerRequest({ points: 1, steps, parameters: parameterCount });
  let volume = monthTokens;
  const requests = models.map((model) => {
    volume += tokens;
    return { model: model.id, tokens, costMicrocents: tokenCostMicrocents(tokens, model.price_group, bandFor(volume, bands)) };
  });
  const known = requests.every((request) => request.costMicrocents !== null);
  return { requests, tokens, minimumApplied, totalMicrocents: known ? requests.reduce((sum, request) => sum + request.costMicrocents!, 0) : null };
}

/** The tokens of `today`'s month (UTC, as the API counts a month) from days of usage (the month's: useMonthUsage). */
export function monthTokensOf(days: readonly { date: string; tokens: number }[], today: string): number {
  const month = today.slice(0, 7);
  return days.filter((day) => day.date.startsWith(month)).reduce((sum, day) => sum + day.tokens, 0);
}
