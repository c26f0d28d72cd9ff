import { ModelCatalogue } from 'dashboard-kit';

/** /models: the forecast models the API offers, each opening in the explorer. */
export function ModelsPage() {
  return <ModelCatalogue />;
}
