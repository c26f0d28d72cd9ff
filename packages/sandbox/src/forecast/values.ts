import { catalogueModel } from './models';
import type { ForecastRequest } from './request';

const HOUR = 3_600_000;
const RUN_EVERY_HOURS = 6;

/** The run a request made at `now` reads: the latest six-hourly one, so an answer holds for the run. */
export function latestRun(now: number): Date {
  return new Date(Math.floor(now / (RUN_EVERY_HOURS * HOUR)) * RUN_EVERY_HOURS * HOUR);
}

/**
 * A small, deterministic forecast: the same request against the same run gets the same numbers,
 * plausible for the place (colder toward the poles, a daily cycle), never a real prediction.
 */
export function forecastValues(request: ForecastRequest, run: Date): ForecastStep[] {
  const seed = hash(`${request.model}|${request.lat}|${request.lon}`);
  const base = 28 - Math.abs(request.lat) * 0.45;
  const ensemble = catalogueModel(request.model)?.ensemble_stats != null;
  return Array.from({ length: request.steps }, (_, index) => {
    const validTime = new Date(run.getTime() + (index + 1) * HOUR);
    const localHour = (validTime.getUTCHours() + request.lon / 15 + 24) % 24;
    const daily = Math.sin(((localHour - 9) / 24) * 2 * Math.PI);
    const wobble = Math.sin(seed + index / 7);
    const values = Object.fromEntries(request.parameters.map((name) => [name, round1(valueOf(name, base, daily, wobble))]));
    if (!ensemble) return { valid_time: validTime.toISOString(), values };
    // An ensemble's spread grows with the lead time; its mean is `values`.
    const spread = 0.4 + index / 48;
    const quantiles = Object.fromEntries(request.parameters.map((name) => [name, quantilesAround(name, values[name]!, spread)]));
    return { valid_time: validTime.toISOString(), values, ensemble: quantiles };
  });
}

/** One hour of a forecast: each parameter's value (an ensemble's mean) and, for an ensemble, its quantiles. */
export interface ForecastStep {
  valid_time: string;
  values: Record<string, number>;
  ensemble?: Record<string, { q5: number; q25: number; q75: number; q95: number }>;
}

/** Per parameter, how far the ensemble's members stray per unit of spread. */
const SCALE: Record<string, number> = { air_pressure_at_mean_sea_level: 2.5, precipitation_amount_sum_1h: 0.6, surface_downwelling_shortwave_flux_sum_1h: 60 };

function quantilesAround(parameter: string, mean: number, spread: number) {
  const width = (SCALE[parameter] ?? 1.2) * spread;
  // Amounts and fluxes are never negative, however wide the spread.
  const floor = parameter.startsWith('precipitation') || parameter.startsWith('surface_') ? 0 : -Infinity;
  const at = (sigmas: number) => round1(Math.max(floor, mean + sigmas * width));
  return { q5: at(-1.645), q25: at(-0.674), q75: at(0.674), q95: at(1.645) };
}

function valueOf(parameter: string, base: number, daily: number, wobble: number): number {
  switch (parameter) {
    case 'air_temperature_at_height_level_2m':
      return base + 6 * daily + 2 * wobble;
    case 'dew_point_temperature_at_height_level_2m':
      return base - 6 + 2 * wobble;
    case 'relative_humidity_at_height_level_2m':
      return 65 - 20 * daily + 10 * wobble;
    case 'wind_speed_at_height_level_10m':
      return 5 + 3 * Math.abs(wobble);
    case 'wind_speed_at_height_level_100m':
      return 8 + 4 * Math.abs(wobble);
    case 'wind_direction_at_height_level_10m':
      return (225 + 90 * wobble + 360) % 360;
    case 'air_pressure_at_mean_sea_level':
      return 1013 + 8 * wobble;
    case 'precipitation_amount_sum_1h':
      return Math.max(0, wobble - 0.6) * 4;
    case 'surface_downwelling_shortwave_flux_sum_1h':
      return Math.max(0, daily) * 700;
    default:
      return 50 + 40 * wobble;
  }
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) % 1_000_003;
  return value;
}
