import { useDeferredValue } from 'react';
import { decideRoute, type GuardDecision } from '../access/guard.table';
import { isProfileComplete, type ProfileMetadata } from '../access/profile';
import { assuranceOf } from '../auth/assurance.logic';
import { useAccess } from '../data/access/access-query';
import { useDashboard, useSession } from '../context/context';

/** The address being opened, as the router and the address bar have it. */
export interface RouteLocation {
  pathname: string;
  /** With its `?`, or ''. */
  search: string;
  /** With its `#`, or ''. */
  hash: string;
}

/** The decision as one comparable value, so a render that changes nothing defers nothing. */
const keyOf = (decision: GuardDecision) => JSON.stringify(decision);

/**
 * The route guard for a host's router: what to show at `location` for the current session and
 * access record (a spinner, the access error, a redirect, or the page). The page a decision
 * lets through renders in the background, yielding to the browser, while the spinner stays;
 * a redirect or an error is decided at once, so no page renders past its rule.
 * @example
 * const decision = useRouteDecision(location);
 * if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
 */
export function useRouteDecision(location: RouteLocation): GuardDecision {
  const session = useSession();
  const access = useAccess();
  const { hydrating } = useDashboard();
  const decision = decideRoute({
    path: location.pathname,
    location: `${location.pathname}${location.search}${location.hash}`,
    session: session.status,
    access,
    profileComplete: session.status === 'signed-in' && isProfileComplete(session.user.user_metadata as ProfileMetadata),
    secondStepDue: session.status === 'signed-in' && assuranceOf(session.accessToken, session.user.factors) === 'second-step-due',
    preview: hydrating,
  });
  const deferred = JSON.parse(useDeferredValue(keyOf(decision))) as GuardDecision;
  return decision.kind === 'render' && deferred.kind === 'spinner' ? deferred : decision;
}
