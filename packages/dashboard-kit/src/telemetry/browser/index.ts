/**
 * dashboard-kit/telemetry: the kit's telemetry port on PostHog and Sentry. A separate
 * entry so hosts that do not use them never resolve either SDK; both load lazily.
 */
export { createBrowserTelemetry } from './createBrowserTelemetry';
export { scrubUrl, SECRET_PARAMS } from './scrub.logic';
export { POSTHOG_US_HOST } from './posthog.logic';

export type { BrowserTelemetryConfig } from './createBrowserTelemetry';
