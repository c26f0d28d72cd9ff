import { AccessErrorScreen, decideRoute, isProfileComplete, LoadingScreen, useAccess, useSession, type ProfileMetadata } from 'dashboard-kit';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

/** Runs the kit's route-guard decision for every location (spec section 4). */
export function RouteGuard() {
  const location = useLocation();
  const session = useSession();
  const access = useAccess();
  const decision = decideRoute({
    path: location.pathname,
    location: `${location.pathname}${location.search}${location.hash}`,
    session: session.status,
    access: access.status === 'ready' ? { status: 'ready', record: access.record } : { status: access.status === 'error' ? 'error' : 'loading' },
    profileComplete: session.status === 'signed-in' && isProfileComplete(session.user.user_metadata as ProfileMetadata),
  });
  switch (decision.kind) {
    case 'spinner':
      return <LoadingScreen catchQuickLinksShortcut />;
    case 'access-error':
      return <AccessErrorScreen />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    default:
      // Pages are chunks of their own (lazy-pages.ts): the spinner shows while one loads.
      return (
        <Suspense fallback={<LoadingScreen catchQuickLinksShortcut />}>
          <Outlet />
        </Suspense>
      );
  }
}
