import { useStoreInTransitions } from 'dashboard-kit/host';
import { useLocation } from 'wouter';

const currentSearch = () => location.search;
const currentHash = () => location.hash;
// Prerendering (Node) knows only the path: pages are rendered without search or hash, and
// hydrate so (the server snapshot); the address's own follow from the render after.
const none = () => '';

/** What announces a change of address: the browser's events, and the router's (wouter patches pushState and replaceState to dispatch theirs). */
const ADDRESS_EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

function subscribeToAddress(onChange: () => void): () => void {
  for (const event of ADDRESS_EVENTS) addEventListener(event, onChange);
  return () => {
    for (const event of ADDRESS_EVENTS) removeEventListener(event, onChange);
  };
}

export interface Url {
  /** Decoded, as the router matches it. */
  pathname: string;
  /** As the address bar has it: `?` and percent-encoding included, or ''. */
  search: string;
  hash: string;
}

/**
 * The address the app shows, kept current through the router's history events. Its query and
 * hash follow in transitions: read as a plain store, the address the HTML was hydrated without
 * and each in-place rewrite (a tab's parameter taken out) re-rendered the guard, and the whole
 * page below it, in one task that never yields.
 */
export function useUrl(): Url {
  const [pathname] = useLocation();
  const search = useStoreInTransitions(subscribeToAddress, currentSearch, none);
  const hash = useStoreInTransitions(subscribeToAddress, currentHash, none);
  return { pathname, search, hash };
}
