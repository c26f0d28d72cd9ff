import { abbreviate, monthlyCost, type VolumeBand } from '../../parts/pricing/pricing.logic';

export interface CurvePoint {
  volume: number;
  cost: number;
}

/**
 * Points of the monthly-cost curve for one group, sampled evenly on a log scale from
 * `from` to `to` tokens, plus both sides of every band edge so the price drops show.
 */
export function costCurve(group: string, bands: readonly VolumeBand[], from = 1e4, to = 1e11, samples = 60): CurvePoint[] {
  const volumes = new Set<number>();
  const step = (Math.log10(to) - Math.log10(from)) / (samples - 1);
  for (let index = 0; index < samples; index += 1) volumes.add(Math.round(10 ** (Math.log10(from) + step * index)));
  for (const band of bands) {
    if (band.max_volume_incl !== null && band.max_volume_incl >= from && band.max_volume_incl <= to) {
      volumes.add(band.max_volume_incl);
      volumes.add(band.max_volume_incl + 1);
    }
  }
  return [...volumes].sort((a, b) => a - b).map((volume) => ({ volume, cost: monthlyCost(volume, group, bands).cost }));
}

export interface Scale {
  x: (volume: number) => number;
  y: (cost: number) => number;
}

/** Log-log scale into a width x height box (costs and volumes span many orders of magnitude). */
export function logScale(points: readonly CurvePoint[], width: number, height: number): Scale {
  const positive = points.filter((point) => point.volume > 0 && point.cost > 0);
  const minX = Math.log10(Math.min(...positive.map((point) => point.volume)));
  const maxX = Math.log10(Math.max(...positive.map((point) => point.volume)));
  const minY = Math.log10(Math.min(...positive.map((point) => point.cost)));
  const maxY = Math.log10(Math.max(...positive.map((point) => point.cost)));
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    x: (volume) => clamp((Math.log10(Math.max(volume, 1)) - minX) / (maxX - minX || 1)) * width,
    y: (cost) => height - clamp((Math.log10(Math.max(cost, 1e-9)) - minY) / (maxY - minY || 1)) * height,
  };
}

/** Axis ticks at powers of ten, labelled in short (K, M, B, T in English). */
export function decadeTicks(from: number, to: number, locale: string): { value: number; label: string }[] {
  const ticks = [];
  for (let exponent = Math.ceil(Math.log10(from)); exponent <= Math.floor(Math.log10(to)); exponent += 1) {
    ticks.push({ value: 10 ** exponent, label: abbreviate(10 ** exponent, locale) });
  }
  return ticks;
}
