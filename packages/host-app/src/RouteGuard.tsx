import { AccessErrorScreen, LoadingScreen } from 'dashboard-kit';
import { revealPreview, usePrefetchWidgetData, useRouteDecision, widgetDataForLocation } from 'dashboard-kit/host';
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { ROUTE_WIDGET_DATA } from './route-manifest';
import { useUrl } from './url';

/** Runs the kit's route guard for every location; `children` is the page it lets through. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useUrl();
  // The page's own data need not wait for the access check: both are asked for at once.
  usePrefetchWidgetData(widgetDataForLocation(ROUTE_WIDGET_DATA, location.pathname, location.search));
  const decision = useRouteDecision(location);
  // A prerendered page stays hidden while it is hydrated; once the guard has decided with the
  // session, what it renders is what shows, in the same frame (a page, a spinner, nothing).
  const previewing = decision.rule === 'preview';
  useLayoutEffect(() => {
    if (!previewing) revealPreview(document);
  }, [previewing]);
  switch (decision.kind) {
    case 'spinner':
      return <LoadingScreen catchQuickLinksShortcut />;
    case 'access-error':
      return <AccessErrorScreen />;
    case 'redirect':
      // Keyed by target: wouter's Redirect navigates once, when it mounts.
      return <Redirect key={decision.to} to={decision.to} replace />;
    default:
      // Pages are chunks of their own (lazy-pages.ts): the spinner shows while one loads.
      return (
        <Suspense fallback={<LoadingScreen catchQuickLinksShortcut />}>
          {children}
        </Suspense>
      );
  }
}
