import { describe, expect, it } from 'vitest';
import { FORECAST_MODELS } from './models';

describe('forecast model catalogue', () => {
  it('holds the 19 ids of the spec, once each', () => {
    expect(FORECAST_MODELS.map((entry) => entry.id)).toEqual([
      'ept1_5', 'ept1_5_early', 'ept2', 'ept2_early', 'ept2_e', 'ept2_rr', 'aurora', 'aifs', 'ecmwf_aifs025_single',
      'gfs_graphcast025', 'ecmwf_ifs025_single', 'ecmwf_ifs_single', 'ecmwf_ifs025_ensemble', 'ecmwf_aifs025_ensemble',
      'gfs_global_single', 'gfs_global_ensemble', 'meteofrance_arome_france_hd', 'icon_eu', 'icon_global',
    ]);
  });
  it('keeps resolutions within 0.01° to 0.25° and marks ept2_rr as an hourly research preview', () => {
    for (const entry of FORECAST_MODELS) {
      expect(entry.resolution).toBeGreaterThanOrEqual(0.01);
      expect(entry.resolution).toBeLessThanOrEqual(0.25);
    }
    expect(FORECAST_MODELS.find((entry) => entry.id === 'ept2_rr')).toMatchObject({ researchPreview: true, updateFrequency: 'Hourly' });
  });
  it('gives ensemble models the five ensemble statistics', () => {
    const ensembles = FORECAST_MODELS.filter((entry) => entry.ensembleStats);
    expect(ensembles.map((entry) => entry.id)).toEqual(['ept2_e', 'ecmwf_ifs025_ensemble', 'ecmwf_aifs025_ensemble', 'gfs_global_ensemble']);
    for (const entry of ensembles) expect(entry.ensembleStats).toEqual(['mean', 'q5', 'q25', 'q75', 'q95']);
  });
});
