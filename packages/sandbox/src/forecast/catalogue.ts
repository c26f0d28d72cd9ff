import { MODEL_GROUPS } from '../api/pricing';

/** The models a forecast can be asked of: the catalogue's, each in a pricing group. */
export const MODEL_IDS: readonly string[] = Object.keys(MODEL_GROUPS);

/** The parameters a forecast can carry (names as the provider's data API spells them). */
export const PARAMETERS = [
  'air_temperature_at_height_level_2m',
  'dew_point_temperature_at_height_level_2m',
  'relative_humidity_at_height_level_2m',
  'wind_speed_at_height_level_10m',
  'wind_direction_at_height_level_10m',
  'wind_speed_at_height_level_100m',
  'air_pressure_at_mean_sea_level',
  'precipitation_amount_sum_1h',
  'surface_downwelling_shortwave_flux_sum_1h',
  'total_cloud_cover',
] as const;

/** One forecasting step is an hour; a forecast reaches 20 days at most. */
export const MAX_STEPS = 480;

/** What a request is charged at least, in tokens, however small. */
export const MINIMUM_TOKENS = 720;

export interface Domain {
  lat: readonly [number, number];
  lon: readonly [number, number];
}

export const GLOBE: Domain = { lat: [-90, 90], lon: [-180, 180] };

/** The regional models cover only their area; every other model covers the globe. */
export const MODEL_DOMAINS: Readonly<Record<string, Domain>> = {
  meteofrance_arome_france_hd: { lat: [37.5, 55.4], lon: [-12, 16] },
  icon_eu: { lat: [29.5, 70.5], lon: [-23.5, 62.5] },
};
