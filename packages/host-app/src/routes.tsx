import { DashboardErrorBoundary, ErrorScreen } from 'dashboard-kit';
import { useEffect, type ReactElement } from 'react';
import { Redirect, useLocation } from 'wouter';
import {
  AccountPage,
  ApiKeysPage,
  BrowsePage,
  CallbackPage,
  CliAuthPage,
  CompleteProfilePage,
  InterstitialPage,
  LegalPage,
  LoginPage,
  NotFoundPage,
  OverviewPage,
  PaymentRequiredPage,
  PlaceholderPage,
  ShellLayout,
  WaitlistPage,
} from './lazy-pages';
import { ThrowPage } from './pages/ThrowPage';
import { PageMain } from './PageMain';
import { RootLayout } from './RootLayout';
import { preloadLazy } from './route-preload';
import { RouteGuard } from './RouteGuard';

/**
 * What is drawn around a page: `sign-in`, the page main, where a crash shows
 * the Authentication Error (Try Again, Go to Login); `main`, the page main; `shell`, the
 * dashboard shell; `whole`, nothing: the account-status screens have their own header, main
 * and footer.
 */
type Frame = 'sign-in' | 'main' | 'shell' | 'whole';

export interface PageRoute {
  frame: Frame;
  page: ReactElement;
}

const signIn = (page: ReactElement): PageRoute => ({ frame: 'sign-in', page });
const inShell = (page: ReactElement): PageRoute => ({ frame: 'shell', page });
const interstitial = signIn(<InterstitialPage />);

/** Routes only the browser journeys need; compiled out of a normal build. */
const testRoutes: Record<string, PageRoute> = import.meta.env.VITE_TEST_ROUTES ? { '/__test/throw': inShell(<ThrowPage />) } : {};

/** The route table by pathname; the guard decides before any page renders. */
const PAGES: Readonly<Record<string, PageRoute>> = {
  '/login': signIn(<LoginPage />),
  '/auth': signIn(<LoginPage />),
  '/callback': signIn(<CallbackPage />),
  '/login/confirm': interstitial,
  '/login/recover': interstitial,
  '/login/accept-invitation': interstitial,
  '/login/magic-link': interstitial,
  '/error': { frame: 'main', page: <ErrorScreen variant="page" /> },
  '/complete-profile': { frame: 'main', page: <CompleteProfilePage /> },
  '/waitlist': { frame: 'whole', page: <WaitlistPage /> },
  '/payment-required': { frame: 'whole', page: <PaymentRequiredPage /> },
  '/': { frame: 'whole', page: <Redirect to="/overview" replace /> },
  '/overview': inShell(<OverviewPage />),
  '/api-keys': inShell(<ApiKeysPage />),
  '/cli-auth': inShell(<CliAuthPage />),
  '/account': inShell(<AccountPage />),
  '/browse': inShell(<BrowsePage />),
  '/legal': inShell(<LegalPage />),
  '/live-benchmarking': inShell(<PlaceholderPage name="Live Benchmarking" />),
  '/power': inShell(<PlaceholderPage name="Power Forecast" />),
  '/market-aggregates': inShell(<PlaceholderPage name="Market Aggregates" />),
  '/map': inShell(<PlaceholderPage name="Map" />),
  '/oracle': inShell(<PlaceholderPage name="Oracle" />),
  ...testRoutes,
};

const NOT_FOUND = inShell(<NotFoundPage />);

/** The route for a pathname; a trailing slash is ignored, an unknown path is the 404 page in the shell. */
export function routeFor(pathname: string): PageRoute {
  return PAGES[pathname.replace(/(.)\/+$/, '$1')] ?? NOT_FOUND;
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
