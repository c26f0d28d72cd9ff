import type { AccessRecord } from '../api/schemas/access';

/** The roles a user may hold. */
export type Role =
  | 'user:waitlist'
  | 'user:free'
  | 'user:paid'
  | 'user:base'
  | 'user:developer'
  | 'user:legacy';

export type Permission =
  | 'read:api_keys'
  | 'read:files'
  | 'read:live_benchmarking'
  | 'read:power_forecast_v0'
  | 'read:market_aggregates'
  | 'read:oracle'
  | 'billing:ignore_credits';

export type Feature =
  | 'file_browser'
  | 'billing_credits'
  | 'billing_subscription'
  | 'paywall_access'
  | 'self_sign_up';

/** Where the signed-in user's access record stands: none without a session, then loading, then ready or failed. */
export type AccessStatus = 'signed-out' | 'loading' | 'error' | 'ready';

/** The slice of the access record the rules read; tests build it without a server. */
export type AccessPolicyInput = Pick<
  AccessRecord,
  'role' | 'features' | 'permissions' | 'is_in_trial'
>;

export function hasPermission(access: AccessPolicyInput, permission: Permission): boolean {
  return Object.prototype.hasOwnProperty.call(access.permissions, permission);
}

export function hasFeature(access: AccessPolicyInput, feature: Feature): boolean {
  return access.features.includes(feature);
}

/** Credits and pricing tabs need billing_credits and lack billing:ignore_credits. */
export function canSeeBilling(access: AccessPolicyInput): boolean {
  return hasFeature(access, 'billing_credits') && !hasPermission(access, 'billing:ignore_credits');
}

/** The quick-links Add Credits command follows the same rule. */
export const canAddCredits = canSeeBilling;

/**
 * With billing_subscription, only these users may open restricted
 * routes: developer or legacy, paid, base, or free while in trial.
 */
export function hasSubscriptionAccess(access: AccessPolicyInput): boolean {
  switch (access.role) {
    case 'user:developer':
    case 'user:legacy':
    case 'user:paid':
    case 'user:base':
      return true;
    case 'user:free':
      return access.is_in_trial;
    default:
      return false;
  }
}
