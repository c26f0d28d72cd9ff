import { CookieNotice, DashboardProvider } from 'dashboard-kit';
import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { auth } from './auth';
import { dashboardConfig } from './config';
import { telemetry } from './telemetry';

/** The provider around every route, navigating with the router; the cookie notice on every page. */
export function RootLayout() {
  const routerNavigate = useNavigate();
  const navigate = useCallback((to: string, options?: { replace?: boolean }) => void routerNavigate(to, options), [routerNavigate]);
  return (
    <DashboardProvider config={dashboardConfig} auth={auth} navigate={navigate} telemetry={telemetry}>
      <Outlet />
      <CookieNotice />
    </DashboardProvider>
  );
}
