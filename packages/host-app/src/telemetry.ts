import { createBrowserTelemetry } from 'dashboard-kit/telemetry';
import { dashboardConfig } from './config';

/** PostHog and Sentry behind the kit's telemetry port; nothing loads unless the env names them. */
export const telemetry = createBrowserTelemetry(dashboardConfig);
