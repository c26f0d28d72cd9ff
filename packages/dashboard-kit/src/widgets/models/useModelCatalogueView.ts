import { usePricing } from '../../data/billing/pricing-query';
import { useModelCatalogue } from '../../data/forecast/model-catalogue-query';
import { useAddressState } from '../../ui/useAddressState';
import { choicesOf, filterModels, modelFiltersFromSearch, modelFiltersToSearch, NO_MODEL_FILTERS, type ModelFilters } from './modelCatalogue.logic';

/** The Models page's state: the catalogue, the prices, and the filters (kept in the address, so a filtered view can be shared). */
export function useModelCatalogueView() {
  const catalogue = useModelCatalogue();
  const pricing = usePricing();
  const [filters, setFilters] = useAddressState<ModelFilters>(modelFiltersFromSearch, modelFiltersToSearch);
  const models = catalogue.data ?? [];
  return {
    catalogue,
    bands: pricing.data?.volume_bands ?? null,
    filters,
    setFilters,
    clearFilters: () => setFilters(NO_MODEL_FILTERS),
    filtered: Object.values(filters).some((value) => value !== null),
    shown: filterModels(models, filters),
    providers: choicesOf(models, (model) => [model.provider]),
    aggregations: choicesOf(models, (model) => model.supported_aggregations),
  };
}
