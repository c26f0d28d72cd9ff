import { AccessErrorScreen, LoadingScreen, useAccess, useSession } from 'dashboard-kit';
import { decideRoute, isProfileComplete, usePrefetchWidgetData, widgetDataForLocation, type GuardDecision, type ProfileMetadata } from 'dashboard-kit/host';
import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { ROUTE_WIDGET_DATA } from './route-data';
import { useUrl } from './url';

/** The decision as one comparable value, so a render that changes nothing defers nothing. */
const keyOf = (decision: GuardDecision) => JSON.stringify(decision);

/** Runs the kit's route-guard decision for every location; `children` is the page it lets through. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useUrl();
  const session = useSession();
  const access = useAccess();
  // The page's own data need not wait for the access check: both are asked for at once.
  usePrefetchWidgetData(widgetDataForLocation(ROUTE_WIDGET_DATA, location.pathname, location.search));
  const decision = decideRoute({
    path: location.pathname,
    location: `${location.pathname}${location.search}${location.hash}`,
    session: session.status,
    access: access.status === 'ready' ? { status: 'ready', record: access.record } : { status: access.status === 'error' ? 'error' : 'loading' },
    profileComplete: session.status === 'signed-in' && isProfileComplete(session.user.user_metadata as ProfileMetadata),
  });
  // The session and the access record arrive as urgent updates; the page they let through (the
  // shell, a table) renders in the background, yielding to the browser, while the spinner stays.
  // Only that step waits: a redirect or an error shows at once, so no page renders past its rule.
  const deferred = JSON.parse(useDeferredValue(keyOf(decision))) as GuardDecision;
  const shown = decision.kind === 'render' && deferred.kind === 'spinner' ? deferred : decision;
  switch (shown.kind) {
    case 'spinner':
      return <LoadingScreen catchQuickLinksShortcut />;
    case 'access-error':
      return <AccessErrorScreen />;
    case 'redirect':
      // Keyed by target: wouter's Redirect navigates once, when it mounts.
      return <Redirect key={shown.to} to={shown.to} replace />;
    default:
      // Pages are chunks of their own (lazy-pages.ts): the spinner shows while one loads.
      return (
        <Suspense fallback={<LoadingScreen catchQuickLinksShortcut />}>
          {children}
        </Suspense>
      );
  }
}
