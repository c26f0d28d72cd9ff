import type { UnitSystem } from './explorerState.logic';

/** A unit a parameter is shown in: its symbol, the conversion from the API's unit, the digits worth showing. */
export interface DisplayUnit {
  symbol: string;
  convert: (value: number) => number;
  digits: number;
}

const same = (symbol: string, digits = 1): DisplayUnit => ({ symbol, convert: (value) => value, digits });

const CELSIUS = same('°C');
const FAHRENHEIT: DisplayUnit = { symbol: '°F', convert: (value) => (value * 9) / 5 + 32, digits: 1 };
const METRES_PER_SECOND = same('m/s');
const MILES_PER_HOUR: DisplayUnit = { symbol: 'mph', convert: (value) => value * 2.236_936, digits: 1 };

/** Each parameter's unit in the API (metric) and in US customary units; what has no customary unit stays. */
const UNITS: Readonly<Record<string, Record<UnitSystem, DisplayUnit>>> = {
  air_temperature_at_height_level_2m: { metric: CELSIUS, imperial: FAHRENHEIT },
  dew_point_temperature_at_height_level_2m: { metric: CELSIUS, imperial: FAHRENHEIT },
  relative_humidity_at_height_level_2m: { metric: same('%', 0), imperial: same('%', 0) },
  wind_speed_at_height_level_10m: { metric: METRES_PER_SECOND, imperial: MILES_PER_HOUR },
  wind_speed_at_height_level_100m: { metric: METRES_PER_SECOND, imperial: MILES_PER_HOUR },
  wind_direction_at_height_level_10m: { metric: same('°', 0), imperial: same('°', 0) },
  air_pressure_at_mean_sea_level: { metric: same('hPa'), imperial: { symbol: 'inHg', convert: (value) => value * 0.029_53, digits: 2 } },
  precipitation_amount_sum_1h: { metric: same('mm'), imperial: { symbol: 'in', convert: (value) => value / 25.4, digits: 2 } },
  surface_downwelling_shortwave_flux_sum_1h: { metric: same('W/m²', 0), imperial: same('W/m²', 0) },
  total_cloud_cover: { metric: same('%', 0), imperial: same('%', 0) },
};

/** The unit `parameter` is shown in; one the kit does not know is shown as the API gives it. */
export function displayUnit(parameter: string, system: UnitSystem): DisplayUnit {
  return UNITS[parameter]?.[system] ?? same('');
}

/** A value converted and rounded to its unit's digits. */
export function inUnit(value: number, unit: DisplayUnit): number {
  const factor = 10 ** unit.digits;
  return Math.round(unit.convert(value) * factor) / factor;
}
