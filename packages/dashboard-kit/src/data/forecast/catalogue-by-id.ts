import type { CatalogueModel } from '../../api/schemas/forecast';

/**
 * The API's model catalogue by model id, for the prices and the explorer to find a model: empty
 * while it loads and where an API has none (models are then named by id). The kit keeps no list
 * of its own: a model the API adds is priced and run under its own name at once.
 */
export function catalogueById(models: readonly CatalogueModel[] | null | undefined): ReadonlyMap<string, CatalogueModel> {
  return new Map((models ?? []).map((model) => [model.id, model]));
}
