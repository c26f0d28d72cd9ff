/**
 * dashboard-kit/telemetry: the kit's telemetry port on PostHog and Sentry. A separate
 * entry so hosts that do not use them never resolve either SDK; both load lazily.
 */
export { createBrowserTelemetry } from './createBrowserTelemetry';

export type { BrowserTelemetryConfig } from './createBrowserTelemetry';
export type { AnalyticsConfig, ErrorReportingConfig } from '../config';
export type { Consent } from '../consent';
export type { Telemetry, TelemetryProperties, TelemetryUser } from '../port';
