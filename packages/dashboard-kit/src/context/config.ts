import { DEFAULT_PATHS, type DashboardPaths } from '../access/app-paths';
import type { AnalyticsConfig, ErrorReportingConfig } from '../telemetry/config';

/** Links of the legal page (documentation, imprint, data privacy). */
export interface LegalLinks {
  documentation: string;
  imprint: string;
  privacy: string;
}

/**
 * Everything the kit needs to know about the services it talks to.
 * @example
 * const config: DashboardConfig = {
 *   apiBaseUrl: 'https://api.example.com',
 *   userPlatformUrl: 'https://app.example.com',
 *   docsUrl: 'https://docs.example.com',
 *   supportEmail: 'support@example.com',
 *   legal: { documentation: '...', imprint: '...', privacy: '...' },
 * };
 */
export interface DashboardConfig {
  /**
   * Base URL of the provider API (`/v1/...` calls, billing included): an absolute URL, or a path
   * on the page's own origin (`/api`) that the host forwards to the API, which spares every call
   * its CORS preflight and the page a second connection.
   */
  apiBaseUrl: string;
  /** Base URL that file paths are appended to when a file URL is copied. @default `${apiBaseUrl}/files` */
  filesBaseUrl?: string;
  /** The user platform ("User Dashboard") that hand-off links open. */
  userPlatformUrl: string;
  /** The API documentation, opened in a new tab. */
  docsUrl: string;
  /** Where "Need Help?" and error screens send people. */
  supportEmail: string;
  legal: LegalLinks;
  /** ISO 4217 code amounts are shown in. @default 'EUR' */
  currency?: string;
  analytics?: AnalyticsConfig;
  errorReporting?: ErrorReportingConfig;
  /**
   * Where the dashboard is mounted on its origin (`'/developer'`): every link the kit renders
   * and every email or sign-in return address starts with it. `navigate` receives paths below
   * it, as a router with a base (`basename`) expects. @default '' (the origin's root)
   */
  basePath?: string;
  /** The pages the kit links to, below `basePath`; each one left out keeps its default. */
  paths?: Partial<DashboardPaths>;
}

export type ResolvedConfig = DashboardConfig & { filesBaseUrl: string; currency: string; basePath: string; paths: DashboardPaths };

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Fills the defaults and drops trailing slashes, so URLs can be joined safely. */
export function resolveConfig(config: DashboardConfig): ResolvedConfig {
  const apiBaseUrl = trimSlash(config.apiBaseUrl);
  return {
    ...config,
    apiBaseUrl,
    filesBaseUrl: trimSlash(config.filesBaseUrl ?? `${apiBaseUrl}/files`),
    currency: config.currency ?? 'EUR',
    basePath: trimSlash(config.basePath ?? ''),
    paths: { ...DEFAULT_PATHS, ...config.paths },
  };
}
