import { useEndpoint } from '../endpoint-query';
import { FOLDER } from './endpoints';

/**
 * One folder's listing (`''` is the root), cached per path until `refetch()`; fails with a
 * `DashboardError` of code `FILE_BROWSER_ERROR`, the API's error as its `cause`.
 * @example
 * const { data } = useFolder('forecasts/2026');
 * const files = data?.filter((entry) => entry.type === 'file');
 */
export function useFolder(path: string) {
  return useEndpoint(FOLDER, path);
}
