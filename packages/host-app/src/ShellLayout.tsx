import { DashboardErrorBoundary, DashboardShell } from 'dashboard-kit';
import { Outlet, useLocation } from 'react-router';

/**
 * The signed-in pages inside the shell. A page that crashes shows the Dashboard Error in
 * place of its content and keeps the navigation; moving to another page starts afresh.
 */
export function ShellLayout() {
  const { pathname } = useLocation();
  return (
    <DashboardShell currentPath={pathname}>
      <DashboardErrorBoundary variant="dashboard" key={pathname}>
        <Outlet />
      </DashboardErrorBoundary>
    </DashboardShell>
  );
}
