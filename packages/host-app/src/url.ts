import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

const currentSearch = () => location.search;
const currentHash = () => location.hash;
// Prerendering (Node) knows only the path: pages are rendered without search or hash, and
// hydrate so (the server snapshot); the address's own follow from the render after.
const none = () => '';

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
  const search = useLocationProperty(currentSearch, none);
  const hash = useLocationProperty(currentHash, none);
  return { pathname, search, hash };
}
