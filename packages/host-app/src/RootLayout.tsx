import { CookieNotice, DashboardProvider } from 'dashboard-kit';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { auth } from './auth';
import { dashboardConfig } from './config';
import { telemetry } from './telemetry';

/** The provider around every route, navigating with the router; the cookie notice on every page. */
export function RootLayout({ children }: { children: ReactNode }) {
  // wouter's navigate keeps its identity across renders, as the provider's `navigate` should.
  const [, navigate] = useLocation();
  return (
    <DashboardProvider config={dashboardConfig} auth={auth} navigate={navigate} telemetry={telemetry}>
      {children}
      <CookieNotice />
    </DashboardProvider>
  );
}
