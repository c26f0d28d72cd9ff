import { DashboardErrorBoundary, ErrorScreen } from 'dashboard-kit';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
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
import { lazyRoute, usePreloadMatchedPages } from './route-preload';
import { RouteGuard } from './RouteGuard';

/** Routes only the browser journeys need; compiled out of a normal build. */
const testRoutes = import.meta.env.VITE_TEST_ROUTES ? [{ path: '/__test/throw', element: <ThrowPage /> }] : [];

const interstitial = lazyRoute(<InterstitialPage />);

/**
 * The route table (spec section 2); the guard decides before any page renders. Declarative
 * routes (`useRoutes` under `<BrowserRouter>` or, prerendering, `<StaticRouter>`): the app
 * loads no data through the router, and its data-router half is about 12 KB gzip /login
 * would carry for nothing.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: (
          <DashboardErrorBoundary variant="page">
            <RouteGuard />
          </DashboardErrorBoundary>
        ),
        children: [
          {
            element: <PageMain />,
            children: [
              {
                // Sign-in screens fail with the Authentication Error (Try Again, Go to Login).
                element: (
                  <DashboardErrorBoundary variant="auth">
                    <Outlet />
                  </DashboardErrorBoundary>
                ),
                children: [
                  { path: '/login', ...lazyRoute(<LoginPage />) },
                  { path: '/auth', ...lazyRoute(<LoginPage />) },
                  { path: '/callback', ...lazyRoute(<CallbackPage />) },
                  { path: '/login/confirm', ...interstitial },
                  { path: '/login/recover', ...interstitial },
                  { path: '/login/accept-invitation', ...interstitial },
                  { path: '/login/magic-link', ...interstitial },
                ],
              },
              { path: '/error', element: <ErrorScreen variant="page" /> },
              { path: '/complete-profile', ...lazyRoute(<CompleteProfilePage />) },
            ],
          },
          // The account-status screens are whole pages with their own header, main and footer.
          { path: '/waitlist', ...lazyRoute(<WaitlistPage />) },
          { path: '/payment-required', ...lazyRoute(<PaymentRequiredPage />) },
          { path: '/', element: <Navigate to="/overview" replace /> },
          {
            ...lazyRoute(<ShellLayout />),
            children: [
              { path: '/overview', ...lazyRoute(<OverviewPage />) },
              { path: '/api-keys', ...lazyRoute(<ApiKeysPage />) },
              { path: '/cli-auth', ...lazyRoute(<CliAuthPage />) },
              { path: '/account', ...lazyRoute(<AccountPage />) },
              { path: '/browse', ...lazyRoute(<BrowsePage />) },
              { path: '/legal', ...lazyRoute(<LegalPage />) },
              { path: '/live-benchmarking', ...lazyRoute(<PlaceholderPage name="Live Benchmarking" />) },
              { path: '/power', ...lazyRoute(<PlaceholderPage name="Power Forecast" />) },
              { path: '/market-aggregates', ...lazyRoute(<PlaceholderPage name="Market Aggregates" />) },
              { path: '/map', ...lazyRoute(<PlaceholderPage name="Map" />) },
              { path: '/oracle', ...lazyRoute(<PlaceholderPage name="Oracle" />) },
              ...testRoutes,
              { path: '*', ...lazyRoute(<NotFoundPage />) },
            ],
          },
        ],
      },
    ],
  },
];

/** The app's pages for the current location; the chunks of every matched route start loading together. */
export function AppRoutes() {
  usePreloadMatchedPages(routes);
  return useRoutes(routes);
}
