import type { SessionStatus } from '../auth/types';
import { hasFeature, hasPermission, hasSubscriptionAccess, type AccessPolicyInput, type AccessStatus } from './policy';
import { nextFromSearch, withNext } from './next-path';
import { isPublicPath, normalizePath, RESTRICTED_ROUTES, restrictedRouteOf, ROUTES } from './routes';

/**
 * The route guard as a decision table (the guard order, with the
 * incomplete-profile rule placed after step 4). Rows run top to bottom;
 * the first row that decides wins. No row sends a user to the page they are on.
 */

export interface GuardInput {
  /** The pathname being opened. */
  path: string;
  /** Pathname + search + hash, carried to /login and back. */
  location: string;
  session: SessionStatus;
  /** As `useAccess()` returns it; the record is read only when ready. */
  access: { status: AccessStatus; record?: AccessPolicyInput };
  profileComplete: boolean;
  /**
   * The user has a verified second factor and this session has not entered a code yet: every
   * signed-in page waits behind the code screen. Absent: false.
   */
  secondStepDue?: boolean;
  /**
   * The page is being hydrated from HTML prerendered before the session was known: while the
   * session reads as loading, the page renders as that HTML has it (which its head script keeps
   * hidden until these same rules let it show) instead of a spinner. Absent: false.
   */
  preview?: boolean;
}

export type GuardRuleName =
  | 'second-step'
  | 'preview'
  | 'loading'
  | 'access-error'
  | 'payment-required-exit'
  | 'signed-out'
  | 'incomplete-profile'
  | 'paywall'
  | 'waitlist'
  | 'restricted-route'
  | 'render';

export type GuardDecision =
  | { kind: 'spinner'; rule: GuardRuleName }
  | { kind: 'access-error'; rule: GuardRuleName }
  | { kind: 'redirect'; to: string; rule: GuardRuleName }
  | { kind: 'render'; rule: GuardRuleName };

interface GuardRow {
  rule: GuardRuleName;
  decide: (input: GuardInput, path: string) => GuardDecision | undefined;
}

const PAID_EXIT_ROLES = new Set(['user:legacy', 'user:paid', 'user:base']);

/** The `?...` of a carried location, without its hash. */
function searchOf(location: string): string {
  const query = location.indexOf('?');
  return query === -1 ? '' : location.slice(query).split('#')[0]!;
}

function readyRecord(input: GuardInput): AccessPolicyInput | undefined {
  return input.access.status === 'ready' ? input.access.record : undefined;
}

function signedInWith(input: GuardInput, path: string): AccessPolicyInput | undefined {
  if (input.session !== 'signed-in' || isPublicPath(path)) return undefined;
  return readyRecord(input);
}

export const GUARD_TABLE: readonly GuardRow[] = [
  {
    rule: 'second-step',
    // Ahead of everything that reads the access record: a session that owes its code sees no
    // signed-in page, not even a spinner waiting for data; the code screen needs none.
    decide: (input, path) => {
      if (input.session !== 'signed-in' || isPublicPath(path)) return undefined;
      const onCodeScreen = path === ROUTES.twoStep;
      if (input.secondStepDue) {
        return onCodeScreen ? { kind: 'render', rule: 'second-step' } : { kind: 'redirect', to: withNext(ROUTES.twoStep, input.location), rule: 'second-step' };
      }
      return onCodeScreen ? { kind: 'redirect', to: nextFromSearch(searchOf(input.location)), rule: 'second-step' } : undefined;
    },
  },
  {
    rule: 'preview',
    // Nothing of the page shows in this state: the HTML stays hidden until the rules below pass.
    decide: (input, path) => (input.preview && input.session === 'loading' && !isPublicPath(path) ? { kind: 'render', rule: 'preview' } : undefined),
  },
  {
    rule: 'loading',
    // A public page needs no session to show (its HTML can even be prerendered): it renders
    // while the session loads, and signed-in visitors are sent on once it is known.
    decide: (input, path) =>
      !isPublicPath(path) && (input.session === 'loading' || (input.session === 'signed-in' && (input.access.status === 'loading' || input.access.status === 'signed-out')))
        ? { kind: 'spinner', rule: 'loading' }
        : undefined,
  },
  {
    rule: 'access-error',
    decide: (input, path) =>
      input.session === 'signed-in' && input.access.status === 'error' && !isPublicPath(path)
        ? { kind: 'access-error', rule: 'access-error' }
        : undefined,
  },
  {
    rule: 'payment-required-exit',
    decide: (input, path) => {
      const record = signedInWith(input, path);
      return record && path === ROUTES.paymentRequired && PAID_EXIT_ROLES.has(record.role)
        ? { kind: 'redirect', to: ROUTES.overview, rule: 'payment-required-exit' }
        : undefined;
    },
  },
  {
    rule: 'signed-out',
    decide: (input, path) =>
      input.session === 'signed-out' && !isPublicPath(path)
        ? { kind: 'redirect', to: withNext(ROUTES.login, input.location), rule: 'signed-out' }
        : undefined,
  },
  {
    rule: 'incomplete-profile',
    decide: (input, path) => {
      if (!signedInWith(input, path) || input.profileComplete) return undefined;
      // The wizard is the one place an incomplete profile may be: later rules must not move it.
      if (path === ROUTES.completeProfile) return { kind: 'render', rule: 'incomplete-profile' };
      return { kind: 'redirect', to: withNext(ROUTES.completeProfile, input.location), rule: 'incomplete-profile' };
    },
  },
  {
    rule: 'paywall',
    decide: (input, path) => {
      const record = signedInWith(input, path);
      return record &&
        path !== ROUTES.paymentRequired &&
        record.role === 'user:waitlist' &&
        hasFeature(record, 'paywall_access')
        ? { kind: 'redirect', to: ROUTES.paymentRequired, rule: 'paywall' }
        : undefined;
    },
  },
  {
    rule: 'waitlist',
    decide: (input, path) => {
      const record = signedInWith(input, path);
      return record &&
        path !== ROUTES.waitlist &&
        record.role === 'user:waitlist' &&
        !hasFeature(record, 'self_sign_up') &&
        !hasFeature(record, 'paywall_access')
        ? { kind: 'redirect', to: ROUTES.waitlist, rule: 'waitlist' }
        : undefined;
    },
  },
  {
    rule: 'restricted-route',
    decide: (input, path) => {
      const record = signedInWith(input, path);
      const route = restrictedRouteOf(path);
      if (!record || !route || route === ROUTES.browse) return undefined;
      const permission = RESTRICTED_ROUTES[route];
      const lacksPermission = permission ? !hasPermission(record, permission) : false;
      const lacksSubscription = hasFeature(record, 'billing_subscription') && !hasSubscriptionAccess(record);
      return lacksPermission || lacksSubscription
        ? { kind: 'redirect', to: ROUTES.subscription, rule: 'restricted-route' }
        : undefined;
    },
  },
];

/** Runs the table; a path no row claims renders. */
export function decideRoute(input: GuardInput): GuardDecision {
  const path = normalizePath(input.path);
  for (const row of GUARD_TABLE) {
    const decision = row.decide(input, path);
    if (decision) return decision;
  }
  return { kind: 'render', rule: 'render' };
}
