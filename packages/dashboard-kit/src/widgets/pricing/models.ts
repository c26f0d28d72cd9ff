/**
 * The forecast model catalogue. Ids, providers, aggregations, ensemble
 * statistics, the RESEARCH PREVIEW banner and the resolution range come from the spec.
 * Per-model description, update frequency, benchmark period and exact resolution are not
 * in the spec: those values are PLACEHOLDERS, marked `placeholder: true`, to be replaced
 * with the provider's figures.
 */
export type Aggregation = 'population' | 'wind_capacity' | 'solar_capacity';
export type EnsembleStat = 'mean' | 'q5' | 'q25' | 'q75' | 'q95';

export interface ForecastModel {
  id: string;
  label: string;
  description: string;
  /** Degrees, 0.01 to 0.25. */
  resolution: number;
  updateFrequency: string;
  provider: 'jua' | 'external';
  benchmarkPeriod: string;
  supportedAggregations: readonly Aggregation[];
  ensembleStats?: readonly EnsembleStat[];
  /** Marked with the catalogue's RESEARCH PREVIEW badge. */
  researchPreview?: true;
  /** True where description, frequency, period or resolution are placeholders. */
  placeholder: true;
}

const ALL_AGGREGATIONS: readonly Aggregation[] = ['population', 'wind_capacity', 'solar_capacity'];
const ENSEMBLE: readonly EnsembleStat[] = ['mean', 'q5', 'q25', 'q75', 'q95'];

function model(fields: Omit<ForecastModel, 'placeholder' | 'supportedAggregations'> & { supportedAggregations?: readonly Aggregation[] }): ForecastModel {
  return { supportedAggregations: ALL_AGGREGATIONS, ...fields, placeholder: true };
}

// Pure: an app whose widgets never show a model (the keys panel, the credits panel) drops the catalogue.
export const FORECAST_MODELS: readonly ForecastModel[] = /* @__PURE__ */ (() => [
  model({ id: 'ept1_5', label: 'EPT-1.5', description: 'Global AI weather model.', resolution: 0.083, updateFrequency: 'Every 6 hours', provider: 'jua', benchmarkPeriod: 'Last 90 days' }),
  model({ id: 'ept1_5_early', label: 'EPT-1.5 Early', description: 'Early run of EPT-1.5, available sooner.', resolution: 0.083, updateFrequency: 'Every 6 hours', provider: 'jua', benchmarkPeriod: 'Last 90 days' }),
  model({ id: 'ept2', label: 'EPT-2', description: 'Second-generation global AI weather model.', resolution: 0.083, updateFrequency: 'Every 6 hours', provider: 'jua', benchmarkPeriod: 'Last 90 days' }),
  model({ id: 'ept2_early', label: 'EPT-2 Early', description: 'Early run of EPT-2, available sooner.', resolution: 0.083, updateFrequency: 'Every 6 hours', provider: 'jua', benchmarkPeriod: 'Last 90 days' }),
  model({ id: 'ept2_e', label: 'EPT-2 Ensemble', description: 'Ensemble version of EPT-2.', resolution: 0.25, updateFrequency: 'Every 12 hours', provider: 'jua', benchmarkPeriod: 'Last 90 days', ensembleStats: ENSEMBLE }),
  model({ id: 'ept2_rr', label: 'EPT-2 Rapid Refresh', description: 'Hourly rapid-refresh run of EPT-2.', resolution: 0.01, updateFrequency: 'Hourly', provider: 'jua', benchmarkPeriod: 'Last 30 days', researchPreview: true }),
  model({ id: 'aurora', label: 'Aurora', description: 'Foundation model for the atmosphere.', resolution: 0.1, updateFrequency: 'Every 12 hours', provider: 'external', benchmarkPeriod: 'Last 90 days' }),
  model({ id: 'aifs', label: 'AIFS', description: 'ECMWF AI forecasting system.', resolution: 0.25, updateFrequency: 'Every 6 hours', provider: 'external', benchmarkPeriod: 'Last 90 days' }),
  model({ id: 'ecmwf_aifs025_single', label: 'ECMWF AIFS 0.25° Single', description: 'ECMWF AIFS single run at 0.25°.', resolution: 0.25, updateFrequency: 'Every 6 hours', provider: 'external', benchmarkPeriod: 'Last 90 days' }),
  model({ id: 'gfs_graphcast025', label: 'GFS GraphCast 0.25°', description: 'GraphCast initialised from GFS.', resolution: 0.25, updateFrequency: 'Every 6 hours', provider: 'external', benchmarkPeriod: 'Last 90 days' }),
  model({ id: 'ecmwf_ifs025_single', label: 'ECMWF IFS 0.25° Single', description: 'ECMWF IFS single run at 0.25°.', resolution: 0.25, updateFrequency: 'Every 6 hours', provider: 'external', benchmarkPeriod: 'Last 90 days' }),
  model({ id: 'ecmwf_ifs_single', label: 'ECMWF IFS Single', description: 'ECMWF IFS high-resolution single run.', resolution: 0.1, updateFrequency: 'Every 6 hours', provider: 'external', benchmarkPeriod: 'Last 90 days' }),
  model({ id: 'ecmwf_ifs025_ensemble', label: 'ECMWF IFS 0.25° Ensemble', description: 'ECMWF IFS ensemble at 0.25°.', resolution: 0.25, updateFrequency: 'Every 12 hours', provider: 'external', benchmarkPeriod: 'Last 90 days', ensembleStats: ENSEMBLE }),
  model({ id: 'ecmwf_aifs025_ensemble', label: 'ECMWF AIFS 0.25° Ensemble', description: 'ECMWF AIFS ensemble at 0.25°.', resolution: 0.25, updateFrequency: 'Every 12 hours', provider: 'external', benchmarkPeriod: 'Last 90 days', ensembleStats: ENSEMBLE }),
  model({ id: 'gfs_global_single', label: 'GFS Global Single', description: 'NOAA GFS deterministic run.', resolution: 0.25, updateFrequency: 'Every 6 hours', provider: 'external', benchmarkPeriod: 'Last 90 days' }),
  model({ id: 'gfs_global_ensemble', label: 'GFS Global Ensemble', description: 'NOAA GEFS ensemble.', resolution: 0.25, updateFrequency: 'Every 6 hours', provider: 'external', benchmarkPeriod: 'Last 90 days', ensembleStats: ENSEMBLE }),
  model({ id: 'meteofrance_arome_france_hd', label: 'Météo-France AROME France HD', description: 'High-resolution regional model over France.', resolution: 0.01, updateFrequency: 'Hourly', provider: 'external', benchmarkPeriod: 'Last 30 days' }),
  model({ id: 'icon_eu', label: 'ICON-EU', description: 'DWD regional model over Europe.', resolution: 0.0625, updateFrequency: 'Every 3 hours', provider: 'external', benchmarkPeriod: 'Last 90 days' }),
  model({ id: 'icon_global', label: 'ICON Global', description: 'DWD global model.', resolution: 0.125, updateFrequency: 'Every 6 hours', provider: 'external', benchmarkPeriod: 'Last 90 days' }),
])();

export function modelById(id: string): ForecastModel | undefined {
  return FORECAST_MODELS.find((entry) => entry.id === id);
}
