import {
  AccountStatusScreen,
  AccountTabs,
  ApiKeysPanel,
  CliAuthPanel,
  AuthCallback,
  DashboardErrorBoundary,
  EmailInterstitial,
  ErrorScreen,
  LegalScreen,
  NotFoundScreen,
  OverviewScreen,
  ProfileWizard,
} from 'dashboard-kit';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { BrowsePage } from './pages/BrowsePage';
import { LoginPage } from './pages/LoginPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { ThrowPage } from './pages/ThrowPage';
import { RootLayout } from './RootLayout';
import { RouteGuard } from './RouteGuard';
import { ShellLayout } from './ShellLayout';

/** Routes only the browser journeys need; compiled out of a normal build. */
const testRoutes = import.meta.env.VITE_TEST_ROUTES ? [{ path: '/__test/throw', element: <ThrowPage /> }] : [];

const interstitial = { element: <EmailInterstitial /> };

/** The route table (spec section 2); the guard decides before any page renders. */
export const router = createBrowserRouter([
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
            // Sign-in screens fail with the Authentication Error (Try Again, Go to Login).
            element: (
              <DashboardErrorBoundary variant="auth">
                <Outlet />
              </DashboardErrorBoundary>
            ),
            children: [
              { path: '/login', element: <LoginPage /> },
              { path: '/auth', element: <LoginPage /> },
              { path: '/callback', element: <AuthCallback /> },
              { path: '/login/confirm', ...interstitial },
              { path: '/login/recover', ...interstitial },
              { path: '/login/accept-invitation', ...interstitial },
              { path: '/login/magic-link', ...interstitial },
            ],
          },
          { path: '/error', element: <ErrorScreen variant="page" /> },
          { path: '/complete-profile', element: <ProfileWizard /> },
          { path: '/waitlist', element: <AccountStatusScreen status="waitlist" /> },
          { path: '/payment-required', element: <AccountStatusScreen status="payment-required" /> },
          { path: '/', element: <Navigate to="/overview" replace /> },
          {
            element: <ShellLayout />,
            children: [
              { path: '/overview', element: <OverviewScreen /> },
              { path: '/api-keys', element: <ApiKeysPanel /> },
              { path: '/cli-auth', element: <CliAuthPanel /> },
              { path: '/account', element: <AccountTabs /> },
              { path: '/browse', element: <BrowsePage /> },
              { path: '/legal', element: <LegalScreen /> },
              { path: '/live-benchmarking', element: <PlaceholderPage name="Live Benchmarking" /> },
              { path: '/power', element: <PlaceholderPage name="Power Forecast" /> },
              { path: '/market-aggregates', element: <PlaceholderPage name="Market Aggregates" /> },
              { path: '/map', element: <PlaceholderPage name="Map" /> },
              { path: '/oracle', element: <PlaceholderPage name="Oracle" /> },
              ...testRoutes,
              { path: '*', element: <NotFoundScreen /> },
            ],
          },
        ],
      },
    ],
  },
]);
