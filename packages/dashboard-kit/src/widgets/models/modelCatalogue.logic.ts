import type { CatalogueModel, ModelArea } from '../../api/schemas/forecast';
import { CALCULATOR_DEFAULTS, bandFor, monthlyTokens, tokenCostMicrocents, tokensPerRequest, type VolumeBand } from '../../parts/pricing/pricing.logic';

export type ResolutionClass = 'fine' | 'medium' | 'coarse';
export const RESOLUTION_CLASSES: readonly ResolutionClass[] = ['fine', 'medium', 'coarse'];

/** The Models page's filters, each null for all; kept in the page's address. */
export interface ModelFilters {
  provider: string | null;
  resolution: ResolutionClass | null;
  aggregation: string | null;
  runs: 'ensemble' | 'single' | null;
}

export const NO_MODEL_FILTERS: ModelFilters = { provider: null, resolution: null, aggregation: null, runs: null };

/** Up to 0.05° is fine enough for a city's districts; over 0.1° sees regions. */
export function resolutionClass(degrees: number): ResolutionClass {
  if (degrees <= 0.05) return 'fine';
  return degrees <= 0.1 ? 'medium' : 'coarse';
}

/** The models the filters let through, in the catalogue's order. */
export function filterModels(models: readonly CatalogueModel[], filters: ModelFilters): CatalogueModel[] {
  return models.filter(
    (model) =>
      (filters.provider === null || model.provider === filters.provider) &&
      (filters.resolution === null || resolutionClass(model.resolution_degrees) === filters.resolution) &&
      (filters.aggregation === null || model.supported_aggregations.includes(filters.aggregation)) &&
      (filters.runs === null || (model.ensemble_stats !== null) === (filters.runs === 'ensemble')),
  );
}

const FILTER_PARAMS = { provider: 'provider', resolution: 'resolution', aggregation: 'aggregation', runs: 'runs' } as const;

/** The filters in an address's query; an unknown value is no filter. */
export function modelFiltersFromSearch(search: string): ModelFilters {
  const params = new URLSearchParams(search);
  const resolution = params.get(FILTER_PARAMS.resolution);
  const runs = params.get(FILTER_PARAMS.runs);
  const word = (name: string) => {
    const value = params.get(name);
    return value && /^[a-z_]{1,40}$/.test(value) ? value : null;
  };
  return {
    provider: word(FILTER_PARAMS.provider),
    resolution: (RESOLUTION_CLASSES as readonly string[]).includes(resolution ?? '') ? (resolution as ResolutionClass) : null,
    aggregation: word(FILTER_PARAMS.aggregation),
    runs: runs === 'ensemble' || runs === 'single' ? runs : null,
  };
}

/** The address's query with `filters`, keeping what else it held. */
export function modelFiltersToSearch(filters: ModelFilters, currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  for (const [field, name] of Object.entries(FILTER_PARAMS)) {
    const value = filters[field as keyof ModelFilters];
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The distinct values of a field across the catalogue, in first-seen order: what a filter offers. */
export function choicesOf(models: readonly CatalogueModel[], pick: (model: CatalogueModel) => readonly string[]): string[] {
  return [...new Set(models.flatMap(pick))];
}

/**
 * What one request to a model costs at the calculator's defaults (10 points, 48 steps, 2
 * parameters: 960 tokens), priced in the band the calculator's month reaches, in millionths of a
 * cent as the API meters it; null where the pricing has no price for the model's group.
 */
export function defaultRequestCost(model: Pick<CatalogueModel, 'price_group'>, bands: readonly VolumeBand[]): { costMicrocents: number | null; tokens: number } {
  const { tokens } = tokensPerRequest(CALCULATOR_DEFAULTS);
  return { tokens, costMicrocents: tokenCostMicrocents(tokens, model.price_group, bandFor(monthlyTokens({ ...CALCULATOR_DEFAULTS }), bands)) };
}

/** An area as degrees with their hemispheres: `37.5°N–55.4°N, 12°W–16°E`. */
export function areaText(area: ModelArea, number: (value: number) => string): string {
  const lat = (value: number) => `${number(Math.abs(value))}°${value < 0 ? 'S' : 'N'}`;
  const lon = (value: number) => `${number(Math.abs(value))}°${value < 0 ? 'W' : 'E'}`;
  return `${lat(area.lat[0])}–${lat(area.lat[1])}, ${lon(area.lon[0])}–${lon(area.lon[1])}`;
}
