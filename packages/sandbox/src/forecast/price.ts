import { MODEL_GROUPS, PRICING } from '../api/pricing';

/**
 * What `tokens` of a model cost, in microcents, when the account has used `monthTokens` already
 * this month: the band that holds the month's volume with these tokens prices all of them (as
 * the dashboard's calculator prices a month). A price of P per million tokens, with two decimals,
 * is 100·P microcents a token: exact in whole numbers.
 */
export function forecastCostMicrocents(model: string, tokens: number, monthTokens: number): number {
  const volume = monthTokens + tokens;
  const band = PRICING.volume_bands.find((entry) => volume > entry.min_volume_excl && (entry.max_volume_incl === null || volume <= entry.max_volume_incl));
  const group = MODEL_GROUPS[model];
  const price = band && group ? (band.pricing_by_group as Record<string, string>)[group] : undefined;
  if (price === undefined) throw new Error(`No price for ${model} at ${volume} tokens`);
  return tokens * Math.round(Number(price) * 100);
}
