import { describe, expect, it } from 'vitest';
import { forecastCostMicrocents } from './price';
import { forecastTokens, parseForecastQuery } from './request';
import { forecastValues, latestRun } from './values';

const BERLIN = { model: 'ept2', lat: '52.52', lon: '13.405', parameters: 'air_temperature_at_height_level_2m' };

describe('parseForecastQuery', () => {
  it('reads a request, 48 steps unless asked otherwise, each parameter once', () => {
    expect(parseForecastQuery({ ...BERLIN, parameters: 'total_cloud_cover, total_cloud_cover,air_temperature_at_height_level_2m' })).toEqual({
      ok: true,
      request: { model: 'ept2', lat: 52.52, lon: 13.405, steps: 48, parameters: ['total_cloud_cover', 'air_temperature_at_height_level_2m'] },
    });
  });

  it('names every missing or malformed field at once', () => {
    const parsed = parseForecastQuery({ lat: '1e3', lon: '' });
    expect(parsed).toMatchObject({ ok: false, error: { type: 'invalid_request', fields: ['model', 'lat', 'lon', 'parameters'] } });
  });

  it('takes the edges of the globe and of a regional model’s area, and nothing past them', () => {
    expect(parseForecastQuery({ ...BERLIN, lat: '-90', lon: '180' }).ok).toBe(true);
    expect(parseForecastQuery({ ...BERLIN, lat: '90.0001' })).toMatchObject({ error: { type: 'coordinates_out_of_range' } });
    expect(parseForecastQuery({ ...BERLIN, model: 'icon_eu', lat: '70.5', lon: '62.5' }).ok).toBe(true);
    expect(parseForecastQuery({ ...BERLIN, model: 'icon_eu', lat: '70.51', lon: '0' })).toMatchObject({ error: { type: 'outside_model_domain', valid_lat: [29.5, 70.5] } });
  });

  it('reads no step count past nine digits and no coordinate past a finite number: refused, and logged as unreadable', () => {
    for (const steps of ['2147483648', '9'.repeat(30)]) {
      expect(parseForecastQuery({ ...BERLIN, steps })).toMatchObject({ ok: false, error: { type: 'invalid_steps' }, fields: { steps: undefined } });
    }
    expect(parseForecastQuery({ ...BERLIN, steps: '999999999' })).toMatchObject({ ok: false, error: { type: 'invalid_steps' }, fields: { steps: 999_999_999 } });
    expect(parseForecastQuery({ ...BERLIN, lat: '9'.repeat(400) })).toMatchObject({ ok: false, error: { type: 'invalid_request', fields: ['lat'] } });
  });

  it('keeps what it could read of a refused request, for the log', () => {
    expect(parseForecastQuery({ ...BERLIN, model: 'ept9', steps: '12' })).toMatchObject({ ok: false, fields: { model: 'ept9', lat: 52.52, steps: 12 } });
  });
});

describe('forecastTokens', () => {
  it('is steps x parameters for one point, 720 at least', () => {
    expect(forecastTokens({ steps: 48, parameters: ['a', 'b'] })).toBe(720);
    expect(forecastTokens({ steps: 480, parameters: ['a', 'b'] })).toBe(960);
  });
});

describe('forecastCostMicrocents', () => {
  it('prices all tokens at the band the month reaches with them', () => {
    expect(forecastCostMicrocents('ept2', 720, 0)).toBe(288_000);
    expect(forecastCostMicrocents('ept2', 720, 9_999_280)).toBe(288_000);
    expect(forecastCostMicrocents('ept2', 720, 9_999_281)).toBe(230_400);
    expect(forecastCostMicrocents('icon_global', 720, 2_000_000_000)).toBe(28_800);
  });
});

describe('forecastValues', () => {
  it('gives the same numbers for the same request and run, hour by hour after the run', () => {
    const run = latestRun(Date.parse('2026-11-27T10:30:00Z'));
    expect(run.toISOString()).toBe('2026-11-27T06:00:00.000Z');
    const request = { model: 'ept2', lat: 52.5, lon: 13.4, steps: 3, parameters: ['air_temperature_at_height_level_2m', 'total_cloud_cover'] };
    const steps = forecastValues(request, run);
    expect(steps.map((step) => step.valid_time)).toEqual(['2026-11-27T07:00:00.000Z', '2026-11-27T08:00:00.000Z', '2026-11-27T09:00:00.000Z']);
    expect(forecastValues(request, run)).toEqual(steps);
    for (const step of steps) expect(step.values.total_cloud_cover).toBeGreaterThanOrEqual(0);
  });
});
