import type { Permission } from './policy';

/** Route table: paths anyone may open. */
export const PUBLIC_PATHS = [
  '/login',
  '/auth',
  '/callback',
  '/login/confirm',
  '/login/recover',
  '/login/accept-invitation',
  '/login/magic-link',
  '/login/email-change',
  '/error',
] as const;

export const ROUTES = {
  login: '/login',
  /** The code screen of two-step sign-in: signed in, owing a code. */
  twoStep: '/login/two-step',
  overview: '/overview',
  completeProfile: '/complete-profile',
  paymentRequired: '/payment-required',
  waitlist: '/waitlist',
  account: '/account',
  subscription: '/account?tab=subscription',
  apiKeys: '/api-keys',
  browse: '/browse',
  /** The request log. */
  logs: '/logs',
  cliAuth: '/cli-auth',
  members: '/organization/members',
  organizationSettings: '/organization/settings',
  auditLog: '/audit-log',
  /** The model catalogue. */
  models: '/models',
  /** The forecast explorer (the spec's map page). */
  map: '/map',
  legal: '/legal',
} as const;

/** The one path normaliser: trailing slashes stripped, so `/login//`, `/login/` and `/login` are one page ('/' stays). */
export function normalizePath(path: string): string {
  return path.replace(/(.)\/+$/, '$1');
}

export function isPublicPath(path: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(normalizePath(path));
}

/**
 * Restricted routes: the permission each needs (`null`: none, so only the
 * billing_subscription rule applies). `/browse` is listed but never redirected.
 */
export const RESTRICTED_ROUTES: Readonly<Record<string, Permission | null>> = {
  '/live-benchmarking': 'read:live_benchmarking',
  '/browse': 'read:files',
  '/power': 'read:power_forecast_v0',
  '/market-aggregates': 'read:market_aggregates',
  '/map': null,
  '/oracle': 'read:oracle',
};

/** The restricted route a path falls under (`/power/x` is under `/power`), if any. */
export function restrictedRouteOf(path: string): string | undefined {
  const clean = normalizePath(path);
  return Object.keys(RESTRICTED_ROUTES).find((route) => clean === route || clean.startsWith(`${route}/`));
}
