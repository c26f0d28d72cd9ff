import { ROUTES } from './routes.ts';

/**
 * The dashboard's pages the kit links and navigates to, as paths inside the dashboard
 * (below `basePath`). A host whose pages live elsewhere overrides any of them.
 */
export interface DashboardPaths {
  /** @default '/login' */
  login: string;
  /** @default '/overview' */
  overview: string;
  /** @default '/api-keys' */
  apiKeys: string;
  /** @default '/browse' */
  files: string;
  /** The account page; its tabs are `?tab=credits`, `?tab=subscription`... @default '/account' */
  account: string;
  /** @default '/legal' */
  legal: string;
  /** The request log; `?key=` filters it to a key. @default '/logs' */
  requests: string;
  /** The active organisation's members and invitations. @default '/organization/members' */
  members: string;
  /** The active organisation's settings. @default '/organization/settings' */
  organizationSettings: string;
  /** The active account's audit log. @default '/audit-log' */
  auditLog: string;
  /** The model catalogue. @default '/models' */
  models: string;
  /** The forecast explorer; `?models=` opens it with models chosen. @default '/map' */
  explorer: string;
}

export const DEFAULT_PATHS: DashboardPaths = {
  login: ROUTES.login,
  overview: ROUTES.overview,
  apiKeys: ROUTES.apiKeys,
  files: ROUTES.browse,
  account: ROUTES.account,
  legal: ROUTES.legal,
  requests: ROUTES.logs,
  members: ROUTES.members,
  organizationSettings: ROUTES.organizationSettings,
  auditLog: ROUTES.auditLog,
  models: ROUTES.models,
  explorer: ROUTES.map,
};

/** The explorer with one model chosen (what a model's "Open in explorer" opens). */
export function explorerPath(paths: DashboardPaths, modelId: string): string {
  return `${paths.explorer}?models=${encodeURIComponent(modelId)}`;
}

/** The request log filtered to one key (what a key's "View requests" opens). */
export function keyRequestsPath(paths: DashboardPaths, keyId: string): string {
  return `${paths.requests}?key=${encodeURIComponent(keyId)}`;
}

/** The account page's subscription tab, where locked items lead. */
export function subscriptionPath(paths: DashboardPaths): string {
  return `${paths.account}?tab=subscription`;
}

/** The account page's security tab (where an email change and a connected account come back to). */
export function securityPath(paths: DashboardPaths): string {
  return `${paths.account}?tab=security`;
}

/** The credits tab with its Add Credits dialog open. */
export function addCreditsPath(paths: DashboardPaths): string {
  return `${paths.account}?tab=credits&add=credits`;
}

/** The URL path of a path inside the dashboard. */
export function withBasePath(basePath: string, path: string): string {
  return `${basePath}${path}`;
}

/** Whether a URL path is the dashboard's: at or below `basePath` (every path is, at the root). */
export function isBelowBasePath(basePath: string, pathname: string): boolean {
  return !basePath || pathname === basePath || pathname.startsWith(`${basePath}/`);
}

/** The path inside the dashboard of a URL path (unchanged when it is not below `basePath`). */
export function withoutBasePath(basePath: string, pathname: string): string {
  if (!basePath || !isBelowBasePath(basePath, pathname)) return pathname;
  return pathname.slice(basePath.length) || '/';
}
