import { DashboardErrorBoundary, ErrorScreen } from 'dashboard-kit';
import { normalizePath } from 'dashboard-kit/host';
import { createElement, useEffect, type ReactElement } from 'react';
import { Redirect, useLocation } from 'wouter';
import { lazyPage, ShellLayout } from './lazy-pages';
import { ThrowPage } from './pages/ThrowPage';
import { PageMain } from './PageMain';
import { RootLayout } from './RootLayout';
import { ROUTE_MANIFEST, type Frame, type PageSource, type RouteEntry } from './route-manifest';
import { preloadLazy } from './route-preload';
import { RouteGuard } from './RouteGuard';

export interface PageRoute {
  frame: Frame;
  page: ReactElement;
}

function pageElement(source: PageSource): ReactElement {
  if ('redirect' in source) return <Redirect to={source.redirect} replace />;
  if ('errorScreen' in source) return <ErrorScreen variant="page" />;
  return createElement(lazyPage(source.module, source.name), source.props);
}

const toRoute = (entry: RouteEntry): PageRoute => ({ frame: entry.frame, page: pageElement(entry.page) });

/** Routes only the browser journeys need; compiled out of a normal build. */
const testRoutes: Record<string, PageRoute> = import.meta.env.VITE_TEST_ROUTES ? { '/__test/throw': { frame: 'shell', page: <ThrowPage /> } } : {};

/** The route table by pathname (route-manifest.ts); the guard decides before any page renders. */
const PAGES: Readonly<Record<string, PageRoute>> = {
  ...Object.fromEntries(Object.entries(ROUTE_MANIFEST).map(([path, entry]) => [path, toRoute(entry)])),
  ...testRoutes,
};

const NOT_FOUND: PageRoute = { frame: 'shell', page: createElement(lazyPage('infoPages', 'NotFoundPage')) };

/** The route for a pathname; trailing slashes are ignored, an unknown path is the 404 page in the shell. */
export function routeFor(pathname: string): PageRoute {
  return PAGES[normalizePath(pathname)] ?? NOT_FOUND;
}

/** Fetches the chunks the route for `pathname` renders with (the shell's, the page's), side by side. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const route = routeFor(pathname);
  return preloadLazy([route.frame === 'shell' ? ShellLayout : null, route.page.type]);
}

/**
 * The page in its frame. Pages of one frame share the frame's elements at the same place in
 * the tree, so moving between them keeps the shell (or the page main) mounted.
 */
function framed({ frame, page }: PageRoute): ReactElement {
  switch (frame) {
    case 'sign-in':
      return (
        <PageMain>
          <DashboardErrorBoundary variant="auth">{page}</DashboardErrorBoundary>
        </PageMain>
      );
    case 'main':
      return <PageMain>{page}</PageMain>;
    case 'shell':
      return <ShellLayout>{page}</ShellLayout>;
    case 'whole':
      return page;
  }
}

/**
 * The app for the current location (wouter's: it reads the History API and follows
 * pushState, replaceState and popstate). The shell's and the page's chunks start loading
 * together, during the guard's access call.
 */
export function AppRoutes() {
  // The path alone: a change of search or hash (a folder in /browse) leaves the route as it is.
  const [pathname] = useLocation();
  useEffect(() => {
    // A failed fetch is left to the page itself: its lazy load throws into the error boundary.
    preloadRoute(pathname).catch(() => undefined);
  }, [pathname]);
  const route = routeFor(pathname);
  return (
    <RootLayout>
      <DashboardErrorBoundary variant="page">
        <RouteGuard>{framed(route)}</RouteGuard>
      </DashboardErrorBoundary>
    </RootLayout>
  );
}
