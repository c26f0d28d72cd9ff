import { useEffect, type ReactElement } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';

interface Preloadable {
  preload: () => Promise<unknown>;
}

/** A route's `handle`: the lazy pages it renders, fetched as soon as the route matches. */
interface PreloadHandle {
  preload: readonly Preloadable[];
}

/** A route rendering `element`, whose lazy page (lazy-pages.ts) is fetched on match. */
export function lazyRoute(element: ReactElement): { element: ReactElement; handle: PreloadHandle } {
  const page = element.type as Partial<Preloadable>;
  return { element, handle: { preload: page.preload ? [page as Preloadable] : [] } };
}

/** Fetches the lazy pages of every route matching `pathname`; resolves when all have arrived. */
export function preloadMatchedPages(routes: RouteObject[], pathname: string): Promise<unknown> {
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap((match) => (match.route.handle as PreloadHandle | undefined)?.preload ?? []);
  return Promise.all(pages.map((page) => page.preload()));
}

/**
 * Starts fetching the chunks of every matched route at once, so the shell and the page load
 * side by side and during the guard's access call, not one after the other once it is done.
 */
export function usePreloadMatchedPages(routes: RouteObject[]): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // A failed fetch is left to the page itself: its lazy load throws into the error boundary.
    preloadMatchedPages(routes, pathname).catch(() => undefined);
  }, [routes, pathname]);
}
