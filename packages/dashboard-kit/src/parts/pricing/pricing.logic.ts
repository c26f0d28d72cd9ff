import { numberFormat, parseNumber } from '../../i18n/intl-formats';
import { isEnglish } from '../../i18n/locale';
/** The calculator's defaults. */
export const CALCULATOR_DEFAULTS = { points: 10, steps: 48, parameters: 2, runsPerDay: 2, daysPerMonth: 30 } as const;
export type CalculatorInputs = { -readonly [K in keyof typeof CALCULATOR_DEFAULTS]: number };

/** The minimum charge per API request. */
export const MIN_TOKENS_PER_REQUEST = 720;

export interface VolumeBand {
  min_volume_excl: number;
  max_volume_incl: number | null;
  pricing_by_group: Record<string, string>;
}

/** Numeric inputs, as the locale writes them, clamp at 0; empty (or not a number) counts as 0. */
export function clampInput(raw: string | number, locale: string): number {
  const value = typeof raw === 'number' ? raw : parseNumber(raw, locale);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export interface RequestTokens {
  tokens: number;
  /** True when the 720-token minimum raised the request's tokens. */
  minimumApplied: boolean;
}

/**
 * Tokens one request is charged: points x steps x parameters, never below 720. A request
 * that asks for nothing (any input 0) is no request and costs nothing.
 */
export function tokensPerRequest(inputs: Pick<CalculatorInputs, 'points' | 'steps' | 'parameters'>): RequestTokens {
  const raw = inputs.points * inputs.steps * inputs.parameters;
  if (raw <= 0) return { tokens: 0, minimumApplied: false };
  return raw < MIN_TOKENS_PER_REQUEST ? { tokens: MIN_TOKENS_PER_REQUEST, minimumApplied: true } : { tokens: raw, minimumApplied: false };
}

/** Monthly tokens = tokens per request x runs per day x days per month. */
export function monthlyTokens(inputs: CalculatorInputs): number {
  return tokensPerRequest(inputs).tokens * inputs.runsPerDay * inputs.daysPerMonth;
}

/** The band whose range holds a volume: min (exclusive) < volume <= max (inclusive; null is open). */
export function bandFor(volume: number, bands: readonly VolumeBand[]): VolumeBand | undefined {
  return bands.find((band) => volume > band.min_volume_excl && (band.max_volume_incl === null || volume <= band.max_volume_incl));
}

/**
 * What `tokens` cost at `group`'s price in `band`, in millionths of a cent as the API meters them
 * (a price P per million, with two decimals, is 100·P a token: exact in whole numbers); null where
 * the band has no price for the group.
 */
export function tokenCostMicrocents(tokens: number, group: string, band: VolumeBand | undefined): number | null {
  const price = Number(band?.pricing_by_group[group]);
  return Number.isFinite(price) ? tokens * Math.round(price * 100) : null;
}

/** Rounds to 6 decimals. */
export function round6(value: number): number {
  return Math.round((value + Number.EPSILON) * 1e6) / 1e6;
}

/** Cost is tiered by band, per million tokens; the band's price applies to the whole volume. */
export function monthlyCost(volume: number, group: string, bands: readonly VolumeBand[]): { cost: number; band: VolumeBand | undefined } {
  const band = bandFor(volume, bands);
  const price = band ? Number(band.pricing_by_group[group]) : NaN;
  if (!band || !Number.isFinite(price)) return { cost: 0, band };
  return { cost: round6((volume / 1_000_000) * price), band };
}

const UNITS: readonly [number, string][] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/**
 * A token volume in short: the spec's K, M, B and T in English (10_000_000 -> '10M', 1_500 ->
 * '1.5K'), the locale's own compact words elsewhere ('10 Mio.' in German).
 */
export function abbreviate(value: number, locale: string): string {
  if (!isEnglish(locale)) return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(value);
  for (const [size, unit] of UNITS) {
    if (Math.abs(value) >= size) return `${Number((value / size).toFixed(2))}${unit}`;
  }
  return String(value);
}

/** An input's value written back as the locale writes it, without grouping (`2,5` in German). */
export function inputText(value: number, locale: string): string {
  return numberFormat(locale, { useGrouping: false, maximumFractionDigits: 6 }).format(value);
}

/** A band's label: '0 – 10M', '10M – 100M', and the top band as '> 1B'. */
export function bandLabel(band: Pick<VolumeBand, 'min_volume_excl' | 'max_volume_incl'>, locale: string): string {
  if (band.max_volume_incl === null) return `> ${abbreviate(band.min_volume_excl, locale)}`;
  return `${abbreviate(band.min_volume_excl, locale)} – ${abbreviate(band.max_volume_incl, locale)}`;
}
