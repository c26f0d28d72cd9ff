import { DashboardErrorBoundary, DashboardShell, LoadingScreen } from 'dashboard-kit';
import { EarlyInputScope } from 'dashboard-kit/host';
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';

/**
 * The signed-in pages inside the shell. A page that crashes shows the Dashboard Error in
 * place of its content and keeps the navigation; moving to another page starts afresh.
 * The shell stays in place while a page's chunk loads.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    // Prerendered, its buttons are pressable from the first paint: the page's early-input script holds a press until the app replays it.
    <EarlyInputScope>
      <DashboardShell currentPath={pathname}>
        <DashboardErrorBoundary variant="dashboard" key={pathname}>
          <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
        </DashboardErrorBoundary>
      </DashboardShell>
    </EarlyInputScope>
  );
}
