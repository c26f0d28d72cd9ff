import { useEndpoint } from '../endpoint-query';
import { MODELS } from './endpoints';

/**
 * The forecast models the API offers, with each one's area, parameters and price group, kept
 * fresh for an hour; `data` is null where the API has no catalogue.
 * @example
 * const { data: models } = useModelCatalogue();
 * const regional = models?.filter((model) => model.area !== null);
 */
export function useModelCatalogue() {
  return useEndpoint(MODELS);
}
