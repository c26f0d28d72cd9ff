import { ForecastExplorer } from 'dashboard-kit';

/** /map: the forecast explorer (the spec's map page, whose content it leaves to us); its map and charts are chunks of their own. */
export function MapPage() {
  return <ForecastExplorer />;
}
