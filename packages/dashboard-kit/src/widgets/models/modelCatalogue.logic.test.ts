import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../../sandbox/src/forecast/models';
import { PRICING } from '../../../../sandbox/src/api/pricing';
import type { CatalogueModel } from '../../api/schemas/forecast';
import { areaText, defaultRequestCost, filterModels, modelFiltersFromSearch, modelFiltersToSearch, NO_MODEL_FILTERS, resolutionClass } from './modelCatalogue.logic';

const models = CATALOGUE as unknown as CatalogueModel[];

describe('the Models page’s logic', () => {
  it('sorts resolutions into three classes', () => {
    expect([0.01, 0.05, 0.0625, 0.1, 0.125, 0.25].map(resolutionClass)).toEqual(['fine', 'fine', 'medium', 'medium', 'coarse', 'coarse']);
  });

  it('filters by every filter at once', () => {
    expect(filterModels(models, NO_MODEL_FILTERS)).toHaveLength(19);
    expect(filterModels(models, { ...NO_MODEL_FILTERS, runs: 'ensemble' }).map((model) => model.id)).toEqual(['ept2_e', 'ecmwf_ifs025_ensemble', 'ecmwf_aifs025_ensemble', 'gfs_global_ensemble']);
    expect(filterModels(models, { provider: 'external', resolution: 'fine', aggregation: 'wind_capacity', runs: 'single' }).map((model) => model.id)).toEqual(['meteofrance_arome_france_hd']);
  });

  it('keeps the filters in the address, ignoring what it does not know', () => {
    expect(modelFiltersFromSearch('?provider=jua&resolution=huge&runs=single&aggregation=<x>')).toEqual({ provider: 'jua', resolution: null, aggregation: null, runs: 'single' });
    expect(modelFiltersToSearch({ ...NO_MODEL_FILTERS, runs: 'ensemble' }, '?org=acme&provider=jua')).toBe('?org=acme&runs=ensemble');
    expect(modelFiltersToSearch(NO_MODEL_FILTERS, '?provider=jua')).toBe('');
  });

  it('prices a request at the calculator’s defaults: 960 tokens in the band of its month', () => {
    expect(defaultRequestCost({ price_group: 'jua_premium' }, PRICING.volume_bands)).toEqual({ tokens: 960, costMicrocents: 384_000 });
    expect(defaultRequestCost({ price_group: 'nothing' }, PRICING.volume_bands).costMicrocents).toBeNull();
  });

  it('writes an area with its hemispheres', () => {
    expect(areaText({ lat: [-10, 20.5], lon: [-23.5, 62.5] }, String)).toBe('10°S–20.5°N, 23.5°W–62.5°E');
  });
});
