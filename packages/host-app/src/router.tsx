import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from './pages/LoginPage';
import { OverviewPage } from './pages/OverviewPage';
import { RootLayout } from './RootLayout';
import { RouteGuard } from './RouteGuard';

/** The route table (spec section 2); the guard decides before any page renders. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        element: <RouteGuard />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/auth', element: <LoginPage /> },
          { path: '/', element: <Navigate to="/overview" replace /> },
          { path: '/overview', element: <OverviewPage /> },
        ],
      },
    ],
  },
]);
