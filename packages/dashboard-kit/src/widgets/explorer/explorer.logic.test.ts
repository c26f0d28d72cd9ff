import { describe, expect, it } from 'vitest';
import type { ForecastAnswer } from '../../api/schemas/forecast';
import { DashboardError } from '../../api/errors';
import { estimateRun, monthTokensOf } from './cost.logic';
import { explorerStateFromSearch, explorerStateToSearch, inArea, localeUnits } from './explorerState.logic';
import { refusedRequest } from './refusal.logic';
import { chartCsv, chartsOf, tableColumns } from './series.logic';
import { forecastSnippet } from './snippets.logic';
import { displayUnit, inUnit } from './units.logic';
import { PRICING } from '../../../../sandbox/src/api/pricing';

const BANDS = PRICING.volume_bands;

describe('the explorer’s address', () => {
  it('reads a shared view and writes it back, keeping what else the address held', () => {
    const state = explorerStateFromSearch('?org=acme&lat=52.52&lon=13.405&models=ept2,icon_eu&parameters=total_cloud_cover&steps=72&key=jk_1&units=metric');
    expect(state).toEqual({ lat: 52.52, lon: 13.405, models: ['ept2', 'icon_eu'], parameters: ['total_cloud_cover'], steps: 72, keyId: 'jk_1', units: 'metric' });
    expect(explorerStateToSearch(state, '?org=acme')).toBe('?org=acme&lat=52.52&lon=13.405&models=ept2,icon_eu&parameters=total_cloud_cover&steps=72&key=jk_1&units=metric');
  });

  it('takes a model’s card link, and gives defaults for what is missing or unreadable', () => {
    expect(explorerStateFromSearch('?model=aifs')).toMatchObject({ lat: null, lon: null, models: ['aifs'], parameters: ['air_temperature_at_height_level_2m'], steps: 48, units: null });
    expect(explorerStateFromSearch('?lat=91&lon=0&steps=481&models=<b>,ept2&units=kelvin')).toMatchObject({ lat: null, lon: null, models: ['ept2'], steps: 48, units: null });
    expect(explorerStateFromSearch('?lat=52&lon=1e3')).toMatchObject({ lat: null, lon: null });
    expect(explorerStateFromSearch('?models=a,b,c,d,e').models).toEqual(['a', 'b', 'c', 'd']);
  });

  it('judges a regional model’s area inclusively, as the API does', () => {
    const area = { lat: [29.5, 70.5] as [number, number], lon: [-23.5, 62.5] as [number, number] };
    expect(inArea(70.5, 62.5, area)).toBe(true);
    expect(inArea(70.51, 0, area)).toBe(false);
    expect(inArea(-89, 179, null)).toBe(true);
  });

  it('starts in US customary units only where the locale names the United States', () => {
    expect(localeUnits('en-US')).toBe('imperial');
    expect(localeUnits('en')).toBe('metric');
    expect(localeUnits('en-GB')).toBe('metric');
    expect(localeUnits('de')).toBe('metric');
    expect(localeUnits('not a locale')).toBe('metric');
  });
});

describe('what a run will cost', () => {
  it('is steps x parameters tokens a request, 720 at least, at each model’s group price in the band the month reaches', () => {
    const ept2 = { id: 'ept2', price_group: 'jua_premium' };
    const icon = { id: 'icon_eu', price_group: 'numerical' };
    expect(estimateRun([ept2, icon], 48, 2, BANDS, 0)).toEqual({
      requests: [
        { model: 'ept2', tokens: 720, costMicrocents: 288_000 },
        { model: 'icon_eu', tokens: 720, costMicrocents: 72_000 },
      ],
      tokens: 720,
      minimumApplied: true,
      totalMicrocents: 360_000,
    });
    // 480 x 3 = 1,440 tokens; the month is past 10M, so the second band's €3.20 a million.
    expect(estimateRun([ept2], 480, 3, BANDS, 10_000_000).requests[0]).toEqual({ model: 'ept2', tokens: 1_440, costMicrocents: 460_800 });
    expect(estimateRun([{ id: 'x', price_group: 'unknown' }], 48, 1, BANDS, 0).totalMicrocents).toBeNull();
  });

  it('counts this month’s tokens (UTC) from the usage days', () => {
    expect(monthTokensOf([{ date: '2026-11-30', tokens: 5 }, { date: '2026-12-01', tokens: 7 }, { date: '2026-12-02', tokens: 11 }], '2026-12-02')).toBe(18);
  });
});

const answer = (model: string, values: number[], ensemble = false): ForecastAnswer => ({
  request_id: `req_${model}`,
  key_id: 'jk_1',
  model,
  lat: 52.52,
  lon: 13.405,
  init_time: new Date('2026-11-27T06:00:00Z'),
  parameters: ['air_temperature_at_height_level_2m'],
  steps: values.map((value, index) => ({
    valid_time: new Date(Date.parse('2026-11-27T07:00:00Z') + index * 3_600_000),
    values: { air_temperature_at_height_level_2m: value },
    ...(ensemble ? { ensemble: { air_temperature_at_height_level_2m: { q5: value - 2, q25: value - 1, q75: value + 1, q95: value + 2 } } } : {}),
  })),
  usage: { tokens: 720, cost_microcents: 288_000 },
});

describe('the charts', () => {
  it('give a chart per parameter, each model’s values at every time any model has, in the reader’s units', () => {
    const [chart] = chartsOf([answer('ept2', [10, 20]), answer('icon_eu', [0])], ['air_temperature_at_height_level_2m'], 'imperial');
    expect(chart!.unit.symbol).toBe('°F');
    expect(chart!.times).toHaveLength(2);
    expect(chart!.series.map((series) => [series.model, series.values])).toEqual([
      ['ept2', [50, 68]],
      ['icon_eu', [32, null]],
    ]);
  });

  it('give an ensemble’s quantiles as columns after its mean, and a CSV with units and dots whatever the language', () => {
    const [chart] = chartsOf([answer('ept2_e', [10.5], true)], ['air_temperature_at_height_level_2m'], 'metric');
    expect(tableColumns(chart!).map((column) => [column.statistic, column.values[0]])).toEqual([
      ['value', 10.5],
      ['q5', 8.5],
      ['q25', 9.5],
      ['q75', 11.5],
      ['q95', 12.5],
    ]);
    expect(chartCsv(chart!, (model) => (model === 'ept2_e' ? 'EPT-2 Ensemble, "E"' : model))).toBe(
      'valid_time_utc,"EPT-2 Ensemble, ""E"" (°C)","EPT-2 Ensemble, ""E"" q5 (°C)","EPT-2 Ensemble, ""E"" q25 (°C)","EPT-2 Ensemble, ""E"" q75 (°C)","EPT-2 Ensemble, ""E"" q95 (°C)"\r\n' +
        '2026-11-27T07:00:00.000Z,10.5,8.5,9.5,11.5,12.5\r\n',
    );
  });

  it('convert each parameter to its unit, rounded to the digits worth showing', () => {
    expect(inUnit(10, displayUnit('wind_speed_at_height_level_10m', 'imperial'))).toBe(22.4);
    expect(inUnit(1013.25, displayUnit('air_pressure_at_mean_sea_level', 'imperial'))).toBe(29.92);
    expect(inUnit(25.4, displayUnit('precipitation_amount_sum_1h', 'imperial'))).toBe(1);
    expect(displayUnit('snow_depth', 'metric').symbol).toBe('');
  });
});

describe('the code', () => {
  const request = { model: 'ept2', lat: 52.52, lon: 13.405, steps: 48, parameters: ['air_temperature_at_height_level_2m', 'total_cloud_cover'] };
  it('is the data API’s request with the key’s id, the secret read from the environment in each language', () => {
    expect(forecastSnippet('curl', 'jk_1', 'https://api.example', request)).toBe(
      `curl -u "jk_1:$JUA_API_SECRET" \\\n  'https://api.example/v1/forecast/point?model=ept2&lat=52.52&lon=13.405&steps=48&parameters=air_temperature_at_height_level_2m,total_cloud_cover'`,
    );
    const python = forecastSnippet('python', 'jk_1', 'https://api.example/', request);
    expect(python).toContain('"https://api.example/v1/forecast/point",');
    expect(python).toContain('auth=("jk_1", os.environ["JUA_API_SECRET"]),');
    expect(python).toContain('"parameters": "air_temperature_at_height_level_2m,total_cloud_cover",');
    const javascript = forecastSnippet('javascript', 'jk_1', 'https://api.example', request);
    expect(javascript).toContain('Buffer.from(`jk_1:${process.env.JUA_API_SECRET}`)');
    expect(javascript).toContain('fetch(`https://api.example/v1/forecast/point?${params}`');
  });
});

describe('a refused model', () => {
  it('is read as the request log reads a refusal: its type, details and the place asked, marked when it concerns the place', () => {
    const refusal = new DashboardError({ code: 'BAD_REQUEST', status: 400, details: { type: 'outside_model_domain', model_name: 'icon_eu', valid_lat: [29.5, 70.5] }, serverMessage: 'outside' });
    expect(refusedRequest(refusal, { model: 'icon_eu', lat: -33.9, lon: 18.4 })).toEqual({
      status: 400,
      outcome: 'outside_model_domain',
      error: { type: 'outside_model_domain', model_name: 'icon_eu', valid_lat: [29.5, 70.5], message: 'outside' },
      model: 'icon_eu',
      lat: -33.9,
      lon: 18.4,
      aboutPlace: true,
    });
    expect(refusedRequest(new DashboardError({ code: 'NETWORK_ERROR' }), { model: 'ept2', lat: 0, lon: 0 })).toBeNull();
  });
});
