import type { Page } from '@playwright/test';
import { formatTokenCost } from '../../packages/dashboard-kit/src/i18n/intl-formats';
import { expect, sandboxNow, SANDBOX_URL, storedSession } from './fixtures';

interface Pricing {
  volume_bands: { min_volume_excl: number; max_volume_incl: number | null; pricing_by_group: Record<string, string> }[];
  model_groups: Record<string, string>;
}

/**
 * What a run of one request per model costs the signed-in account now, as the page should say it
 * (`€0.002304`), from the rules rather than a day's figure: the published price table, and the
 * account's tokens this month (UTC, as the API counts a month) read from its usage answer. Each
 * request is priced in the band the month's volume reaches with it; a price P per million tokens
 * is 100·P millionths of a cent a token. Whether the month has crossed a band depends on the day
 * the sandbox's clock shows, so the figure is asked for, never written down.
 */
export async function forecastRunCost(page: Page, models: readonly string[], tokensEach: number): Promise<string> {
  const { access_token: token } = await storedSession(page);
  const get = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`${SANDBOX_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const today = new Date(await sandboxNow()).toISOString().slice(0, 10);
  const pricing = await get<Pricing>('/v1/billing/api-credits/pricing');
  const usage = await get<{ days: { tokens: number }[] }>(`/v1/billing/api-credits/usage?from=${today.slice(0, 8)}01&to=${today}`);
  let volume = usage.days.reduce((sum, day) => sum + day.tokens, 0);
  let microcents = 0;
  for (const model of models) {
    volume += tokensEach;
    const band = pricing.volume_bands.find((entry) => volume > entry.min_volume_excl && (entry.max_volume_incl === null || volume <= entry.max_volume_incl))!;
    microcents += tokensEach * Math.round(Number(band.pricing_by_group[pricing.model_groups[model]!]) * 100);
  }
  return formatTokenCost(microcents, 'EUR', 'en');
}
