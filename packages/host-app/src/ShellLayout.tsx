import { DashboardErrorBoundary, DashboardShell, LoadingScreen } from 'dashboard-kit';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';

/**
 * The signed-in pages inside the shell. A page that crashes shows the Dashboard Error in
 * place of its content and keeps the navigation; moving to another page starts afresh.
 * The shell stays in place while a page's chunk loads.
 */
export function ShellLayout() {
  const { pathname } = useLocation();
  return (
    <DashboardShell currentPath={pathname}>
      <DashboardErrorBoundary variant="dashboard" key={pathname}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </DashboardErrorBoundary>
    </DashboardShell>
  );
}
