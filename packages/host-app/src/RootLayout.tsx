import { DashboardProvider, QuickLinksDialog, useQuickLinksShortcut } from 'dashboard-kit';
import { useCallback, useState } from 'react';
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
      <QuickLinks />
    </DashboardProvider>
  );
}

/** Ctrl/Cmd+K anywhere opens the quick links (the shell's search box opens them too). */
function QuickLinks() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  useQuickLinksShortcut(show);
  return <QuickLinksDialog open={open} onClose={() => setOpen(false)} />;
}
