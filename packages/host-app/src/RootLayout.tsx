import { DashboardProvider } from 'dashboard-kit';
import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { authClient } from './auth-client';
import { dashboardConfig } from './config';

/** The provider around every route, navigating with the router. */
export function RootLayout() {
  const routerNavigate = useNavigate();
  const navigate = useCallback((to: string, options?: { replace?: boolean }) => void routerNavigate(to, options), [routerNavigate]);
  return (
    <DashboardProvider config={dashboardConfig} auth={authClient} navigate={navigate}>
      <Outlet />
    </DashboardProvider>
  );
}
