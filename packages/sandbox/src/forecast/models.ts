import { MODEL_GROUPS } from '../api/pricing';

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
export type Parameter = (typeof PARAMETERS)[number];

export const ENSEMBLE_STATS = ['mean', 'q5', 'q25', 'q75', 'q95'] as const;
const AGGREGATIONS = ['population', 'wind_capacity', 'solar_capacity'] as const;

/** A latitude and a longitude range, inclusive, in degrees. */
export interface Area {
  lat: readonly [number, number];
  lon: readonly [number, number];
}

/** A model as `GET /v1/models` answers it (API-PROPOSAL.md, "The model catalogue"). */
export interface CatalogueModel {
  id: string;
  label: string;
  description: string;
  provider: 'jua' | 'external';
  /** Degrees between grid points. */
  resolution_degrees: number;
  /** How often a new run is published. */
  update_interval_hours: number;
  benchmark_period_days: number;
  supported_aggregations: readonly string[];
  /** The statistics an ensemble's answer carries; null for a single run. */
  ensemble_stats: readonly string[] | null;
  banner: 'RESEARCH PREVIEW' | null;
  /** Where a regional model forecasts; null for the globe. */
  area: Area | null;
  parameters: readonly Parameter[];
  /** Its group in the pricing response (`model_groups`). */
  price_group: string;
  /** The most hourly steps one request may ask for. */
  max_steps: number;
}

/** Single runs of the AI models forecast the atmosphere's state, not what the land reports. */
const ATMOSPHERE: readonly Parameter[] = [
  'air_temperature_at_height_level_2m',
  'wind_speed_at_height_level_10m',
  'wind_direction_at_height_level_10m',
  'wind_speed_at_height_level_100m',
  'air_pressure_at_mean_sea_level',
  'precipitation_amount_sum_1h',
];
/** What an ensemble gives statistics of. */
const ENSEMBLE_PARAMETERS: readonly Parameter[] = [
  'air_temperature_at_height_level_2m',
  'wind_speed_at_height_level_10m',
  'wind_speed_at_height_level_100m',
  'air_pressure_at_mean_sea_level',
  'precipitation_amount_sum_1h',
  'surface_downwelling_shortwave_flux_sum_1h',
];

type Entry = Pick<CatalogueModel, 'id' | 'label' | 'description' | 'provider' | 'resolution_degrees' | 'update_interval_hours'> &
  Partial<Pick<CatalogueModel, 'benchmark_period_days' | 'area' | 'parameters' | 'banner' | 'supported_aggregations'>> & { ensemble?: true };

function entry({ ensemble, ...fields }: Entry): CatalogueModel {
  return {
    benchmark_period_days: 90,
    supported_aggregations: AGGREGATIONS,
    ensemble_stats: ensemble ? ENSEMBLE_STATS : null,
    banner: null,
    area: null,
    parameters: ensemble ? ENSEMBLE_PARAMETERS : PARAMETERS,
    price_group: MODEL_GROUPS[fields.id]!,
    max_steps: MAX_STEPS,
    ...fields,
  };
}

/** One forecasting step is an hour; a forecast reaches 20 days at most. */
export const MAX_STEPS = 480;

/**
 * The sandbox's catalogue: the spec's 19 ids, providers, aggregations and ensemble statistics;
 * descriptions, resolutions, intervals and benchmark periods are plausible stand-ins (the
 * provider's figures are not in the spec).
 */
export const CATALOGUE: readonly CatalogueModel[] = [
  entry({ id: 'ept1_5', label: 'EPT-1.5', description: 'The first global AI model of the provider, trained on 40 years of reanalysis.', provider: 'jua', resolution_degrees: 0.083, update_interval_hours: 6 }),
  entry({ id: 'ept1_5_early', label: 'EPT-1.5 Early', description: 'EPT-1.5 started from early observations: published about two hours sooner.', provider: 'jua', resolution_degrees: 0.083, update_interval_hours: 6 }),
  entry({ id: 'ept2', label: 'EPT-2', description: 'The second generation of the global AI model: sharper fronts, better wind at hub height.', provider: 'jua', resolution_degrees: 0.083, update_interval_hours: 6 }),
  entry({ id: 'ept2_early', label: 'EPT-2 Early', description: 'EPT-2 started from early observations: published about two hours sooner.', provider: 'jua', resolution_degrees: 0.083, update_interval_hours: 6 }),
  entry({ id: 'ept2_e', label: 'EPT-2 Ensemble', description: 'Fifty perturbed EPT-2 runs: how certain the forecast is, as quantiles around the mean.', provider: 'jua', resolution_degrees: 0.25, update_interval_hours: 12, ensemble: true }),
  entry({ id: 'ept2_rr', label: 'EPT-2 Rapid Refresh', description: 'EPT-2 run every hour from the latest observations, for the next hours.', provider: 'jua', resolution_degrees: 0.01, update_interval_hours: 1, benchmark_period_days: 30, banner: 'RESEARCH PREVIEW' }),
  entry({ id: 'aurora', label: 'Aurora', description: 'A foundation model of the atmosphere, fine-tuned for medium-range weather.', provider: 'external', resolution_degrees: 0.1, update_interval_hours: 12, parameters: ATMOSPHERE, supported_aggregations: ['population'] }),
  entry({ id: 'aifs', label: 'AIFS', description: 'The AI forecasting system of the European Centre, at its native grid.', provider: 'external', resolution_degrees: 0.25, update_interval_hours: 6, parameters: ATMOSPHERE, supported_aggregations: ['population'] }),
  entry({ id: 'ecmwf_aifs025_single', label: 'ECMWF AIFS 0.25° Single', description: 'One AIFS run on the regular 0.25° grid.', provider: 'external', resolution_degrees: 0.25, update_interval_hours: 6, parameters: ATMOSPHERE, supported_aggregations: ['population'] }),
  entry({ id: 'gfs_graphcast025', label: 'GFS GraphCast 0.25°', description: 'GraphCast started from the GFS analysis.', provider: 'external', resolution_degrees: 0.25, update_interval_hours: 6, parameters: ATMOSPHERE, supported_aggregations: ['population'] }),
  entry({ id: 'ecmwf_ifs025_single', label: 'ECMWF IFS 0.25° Single', description: 'The European Centre’s physical model, one run on the 0.25° grid.', provider: 'external', resolution_degrees: 0.25, update_interval_hours: 6 }),
  entry({ id: 'ecmwf_ifs_single', label: 'ECMWF IFS Single', description: 'The European Centre’s physical model at its full resolution.', provider: 'external', resolution_degrees: 0.1, update_interval_hours: 6 }),
  entry({ id: 'ecmwf_ifs025_ensemble', label: 'ECMWF IFS 0.25° Ensemble', description: 'The European Centre’s fifty-member ensemble on the 0.25° grid.', provider: 'external', resolution_degrees: 0.25, update_interval_hours: 12, ensemble: true }),
  entry({ id: 'ecmwf_aifs025_ensemble', label: 'ECMWF AIFS 0.25° Ensemble', description: 'The AIFS ensemble on the 0.25° grid.', provider: 'external', resolution_degrees: 0.25, update_interval_hours: 12, ensemble: true }),
  entry({ id: 'gfs_global_single', label: 'GFS Global Single', description: 'NOAA’s Global Forecast System, one run.', provider: 'external', resolution_degrees: 0.25, update_interval_hours: 6 }),
  entry({ id: 'gfs_global_ensemble', label: 'GFS Global Ensemble', description: 'NOAA’s global ensemble (GEFS).', provider: 'external', resolution_degrees: 0.25, update_interval_hours: 6, ensemble: true }),
  entry({
    id: 'meteofrance_arome_france_hd',
    label: 'Météo-France AROME France HD',
    description: 'Météo-France’s convection-permitting model over France and its neighbours.',
    provider: 'external',
    resolution_degrees: 0.01,
    update_interval_hours: 1,
    benchmark_period_days: 30,
    area: { lat: [37.5, 55.4], lon: [-12, 16] },
    supported_aggregations: ['wind_capacity', 'solar_capacity'],
  }),
  entry({ id: 'icon_eu', label: 'ICON-EU', description: 'The German weather service’s model over Europe.', provider: 'external', resolution_degrees: 0.0625, update_interval_hours: 3, area: { lat: [29.5, 70.5], lon: [-23.5, 62.5] }, supported_aggregations: ['wind_capacity', 'solar_capacity'] }),
  entry({ id: 'icon_global', label: 'ICON Global', description: 'The German weather service’s global model.', provider: 'external', resolution_degrees: 0.125, update_interval_hours: 6 }),
];

export function catalogueModel(id: string): CatalogueModel | undefined {
  return CATALOGUE.find((model) => model.id === id);
}
