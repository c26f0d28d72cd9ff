import {
  AccountStatusScreen,
  AccountTabs,
  ApiKeysPanel,
  CliAuthPanel,
  AuthCallback,
  DashboardErrorBoundary,
  EmailInterstitial,
  ErrorScreen,
  NotFoundScreen,
  ProfileWizard,
} from 'dashboard-kit';
import { createBrowserRouter, Navigate } from 'react-router';
import { BrowsePage } from './pages/BrowsePage';
import { LoginPage } from './pages/LoginPage';
import { OverviewPage } from './pages/OverviewPage';
import { Page } from './pages/Page';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { RootLayout } from './RootLayout';
import { RouteGuard } from './RouteGuard';

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
          { path: '/login', element: <LoginPage /> },
          { path: '/auth', element: <LoginPage /> },
          { path: '/callback', element: <AuthCallback /> },
          { path: '/login/confirm', ...interstitial },
          { path: '/login/recover', ...interstitial },
          { path: '/login/accept-invitation', ...interstitial },
          { path: '/login/magic-link', ...interstitial },
          { path: '/error', element: <ErrorScreen variant="page" /> },
          { path: '/complete-profile', element: <ProfileWizard /> },
          { path: '/waitlist', element: <AccountStatusScreen status="waitlist" /> },
          { path: '/payment-required', element: <AccountStatusScreen status="payment-required" /> },
          { path: '/', element: <Navigate to="/overview" replace /> },
          { path: '/overview', element: <OverviewPage /> },
          { path: '/api-keys', element: <Page><ApiKeysPanel /></Page> },
          { path: '/cli-auth', element: <Page><CliAuthPanel /></Page> },
          { path: '/account', element: <Page><AccountTabs /></Page> },
          { path: '/browse', element: <BrowsePage /> },
          { path: '/live-benchmarking', element: <PlaceholderPage name="Live Benchmarking" /> },
          { path: '/power', element: <PlaceholderPage name="Power Forecast" /> },
          { path: '/market-aggregates', element: <PlaceholderPage name="Market Aggregates" /> },
          { path: '/map', element: <PlaceholderPage name="Map" /> },
          { path: '/oracle', element: <PlaceholderPage name="Oracle" /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
]);
