import { useState } from 'react';
import { withoutBasePath } from '../../access/app-paths';
import { useDashboard } from '../../context/context';
import { usePricing } from '../../data/billing/pricing-query';
import { useModelCatalogue } from '../../data/forecast/model-catalogue-query';
import { choicesOf, filterModels, modelFiltersFromSearch, modelFiltersToSearch, NO_MODEL_FILTERS, type ModelFilters } from './modelCatalogue.logic';

const searchNow = () => (typeof window === 'undefined' ? '' : window.location.search);

/** The Models page's state: the catalogue, the prices, and the filters (kept in the address, so a filtered view can be shared). */
export function useModelCatalogueView() {
  const { config, navigate } = useDashboard();
  const catalogue = useModelCatalogue();
  const pricing = usePricing();
  const [filters, setFiltersState] = useState<ModelFilters>(() => modelFiltersFromSearch(searchNow()));
  const setFilters = (next: ModelFilters) => {
    setFiltersState(next);
    if (typeof window !== 'undefined') navigate(`${withoutBasePath(config.basePath, window.location.pathname)}${modelFiltersToSearch(next, window.location.search)}`, { replace: true });
  };
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
