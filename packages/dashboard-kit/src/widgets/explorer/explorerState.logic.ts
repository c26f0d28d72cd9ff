/** What the explorer asks for: a place, models, parameters, steps, the key, the units. Kept in the page's address. */
export interface ExplorerState {
  /** Null until a place is chosen. */
  lat: number | null;
  lon: number | null;
  models: string[];
  parameters: string[];
  steps: number;
  /** The key the requests are made with; null: the account's first usable key. */
  keyId: string | null;
  /** Null: the locale's own (imperial for the United States, metric elsewhere). */
  units: UnitSystem | null;
}

export type UnitSystem = 'metric' | 'imperial';

export const DEFAULT_MODELS: readonly string[] = ['ept2'];
export const DEFAULT_PARAMETERS: readonly string[] = ['air_temperature_at_height_level_2m'];
/** Two days of hourly steps: the calculator's default. */
export const DEFAULT_STEPS = 48;
/** The steps the explorer offers: a day to ten days. */
export const STEP_CHOICES: readonly number[] = [24, 48, 72, 120, 168, 240];
/** The most models one run compares. */
export const MAX_MODELS = 4;

/** The address's names for the state's parts: short, and the ones a person would write by hand. */
const PARAMS = ['lat', 'lon', 'models', 'parameters', 'steps', 'key', 'units'] as const;

const NAME = /^[a-z0-9_]{1,64}$/;

function list(raw: string | null): string[] {
  const names = (raw ?? '').split(',').map((name) => name.trim()).filter((name) => NAME.test(name));
  return [...new Set(names)];
}

function coordinate(raw: string | null, limit: number): number | null {
  if (raw === null || !/^-?\d{1,3}(\.\d+)?$/.test(raw.trim())) return null;
  const value = Number(raw);
  return Math.abs(value) <= limit ? value : null;
}

/** The explorer's state from an address's query; what is missing or unreadable takes its default. */
export function explorerStateFromSearch(search: string): ExplorerState {
  const params = new URLSearchParams(search);
  const lat = coordinate(params.get('lat'), 90);
  const lon = coordinate(params.get('lon'), 180);
  const steps = Number(params.get('steps'));
  const models = list(params.get('models') ?? params.get('model')).slice(0, MAX_MODELS);
  const parameters = list(params.get('parameters'));
  const units = params.get('units');
  return {
    lat: lat !== null && lon !== null ? lat : null,
    lon: lat !== null && lon !== null ? lon : null,
    models: models.length > 0 ? models : [...DEFAULT_MODELS],
    parameters: parameters.length > 0 ? parameters : [...DEFAULT_PARAMETERS],
    steps: Number.isInteger(steps) && steps >= 1 && steps <= 480 ? steps : DEFAULT_STEPS,
    keyId: params.get('key')?.trim() || null,
    units: units === 'metric' || units === 'imperial' ? units : null,
  };
}

/** The address's query for `state`, keeping what else it held (the organisation, say). */
export function explorerStateToSearch(state: ExplorerState, currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  for (const name of [...PARAMS, 'model']) params.delete(name);
  if (state.lat !== null && state.lon !== null) {
    params.set('lat', String(state.lat));
    params.set('lon', String(state.lon));
  }
  params.set('models', state.models.join(','));
  params.set('parameters', state.parameters.join(','));
  params.set('steps', String(state.steps));
  if (state.keyId) params.set('key', state.keyId);
  if (state.units) params.set('units', state.units);
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `?${query}` : '';
}

/** A coordinate as the explorer keeps it: four decimals, about 11 m, finer than any model's grid. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** Whether a point lies in an area (inclusive, as the API judges it). */
export function inArea(lat: number, lon: number, area: { lat: readonly [number, number]; lon: readonly [number, number] } | null): boolean {
  return area === null || (lat >= area.lat[0] && lat <= area.lat[1] && lon >= area.lon[0] && lon <= area.lon[1]);
}

/** The locale's own units: US customary where the locale names the United States (or Liberia, Myanmar), metric elsewhere, a bare language included. */
export function localeUnits(locale: string): UnitSystem {
  const region = (() => {
    try {
      return new Intl.Locale(locale).region;
    } catch {
      return undefined;
    }
  })();
  return region === 'US' || region === 'LR' || region === 'MM' ? 'imperial' : 'metric';
}
