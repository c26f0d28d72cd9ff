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
export function forecastValues(request: ForecastRequest, run: Date) {
  const seed = hash(`${request.model}|${request.lat}|${request.lon}`);
  const base = 28 - Math.abs(request.lat) * 0.45;
  return Array.from({ length: request.steps }, (_, index) => {
    const validTime = new Date(run.getTime() + (index + 1) * HOUR);
    const localHour = (validTime.getUTCHours() + request.lon / 15 + 24) % 24;
    const daily = Math.sin(((localHour - 9) / 24) * 2 * Math.PI);
    const wobble = Math.sin(seed + index / 7);
    const values = Object.fromEntries(request.parameters.map((name) => [name, round1(valueOf(name, base, daily, wobble))]));
    return { valid_time: validTime.toISOString(), values };
  });
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
