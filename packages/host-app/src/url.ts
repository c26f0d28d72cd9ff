import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

const currentSearch = () => location.search;
const currentHash = () => location.hash;
const none = () => '';
// Prerendering (Node) knows only the path: the page is rendered without search or hash.
const inBrowser = typeof location !== 'undefined';

export interface Url {
  /** Decoded, as the router matches it. */
  pathname: string;
  /** As the address bar has it: `?` and percent-encoding included, or ''. */
  search: string;
  hash: string;
}

/** The address the app shows, kept current through the router's history events. */
export function useUrl(): Url {
  const [pathname] = useLocation();
  const search = useLocationProperty(currentSearch, inBrowser ? currentSearch : none);
  const hash = useLocationProperty(currentHash, inBrowser ? currentHash : none);
  return { pathname, search, hash };
}
