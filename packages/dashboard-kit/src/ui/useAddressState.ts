import { useState } from 'react';
import { withoutBasePath } from '../access/app-paths';
import { useDashboard } from '../context/context';

/**
 * A widget's state kept in the page's address, so a view can be shared and survives a reload: read
 * once from the query as the widget mounts, and written back on each change through the host's
 * router (replacing the history entry), the address's other parameters and its hash kept.
 */
export function useAddressState<T>(fromSearch: (search: string) => T, toSearch: (state: T, currentSearch: string) => string): [T, (next: T) => void] {
  const { config, navigate } = useDashboard();
  const [state, setState] = useState<T>(() => fromSearch(typeof window === 'undefined' ? '' : window.location.search));
  const set = (next: T) => {
    setState(next);
    if (typeof window !== 'undefined') navigate(`${withoutBasePath(config.basePath, window.location.pathname)}${toSearch(next, window.location.search)}${window.location.hash}`, { replace: true });
  };
  return [state, set];
}
