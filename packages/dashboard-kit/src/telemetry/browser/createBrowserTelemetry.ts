import type { AnalyticsConfig, ErrorReportingConfig } from '../config';
import { afterFirstPaint, pageHidden } from '../../platform/page-timing';
import { safeStorage } from '../../platform/storage';
import { COOKIE_CONSENT_KEY, readConsent } from '../consent';
import { noopTelemetry, type Telemetry } from '../port';
import { catchUncaughtErrors, errorOf } from './early-errors';
import { lazySink } from './lazy-sink';
import type { PostHogClient } from './load-posthog';
import type { SentryHint } from './load-sentry';
import { persistenceOptions } from './posthog.logic';

export interface BrowserTelemetryConfig {
  analytics?: AnalyticsConfig;
  errorReporting?: ErrorReportingConfig;
}

/**
 * PostHog's evaluation and start take about 100 ms of main thread on a laptop, half a second on
 * a slow phone: it starts this long after the first paint, when the browser is idle, so it
 * never sits in the way of the visitor's first clicks. Calls made before are queued. A visitor
 * who switches away or leaves sooner starts it at once (a visit that ends before it has
 * loaded is not reported).
 */
export const ANALYTICS_START_DELAY_MS = 4_000;

/** A task of its own after this one: an SDK's evaluation, its start and the calls queued for it then block the page in shorter tasks, not one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The kit's telemetry port on PostHog (analytics) and Sentry (error reporting), each only
 * when configured. PostHog is imported a few seconds after first paint (ANALYTICS_START_DELAY_MS), when the browser is idle; Sentry
 * only once there is an error to report (uncaught errors are caught until it has started,
 * then its own handlers take over), so a visit without errors never downloads it. Calls made
 * before an SDK has loaded are queued and replayed in order.
 * @example <DashboardProvider telemetry={createBrowserTelemetry(config)} ... />
 */
export function createBrowserTelemetry(config: BrowserTelemetryConfig): Telemetry {
  const { analytics, errorReporting } = config;
  // On a server (prerendering, SSR) there is no page to report from: the browser's own instance does.
  if ((!analytics && !errorReporting) || typeof document === 'undefined') return noopTelemetry;

  const posthog = analytics
    ? lazySink(async () => {
        const { loadPostHog } = await import('./load-posthog');
        await nextTask();
        // The calls queued meanwhile (identify first) follow in this task, before any timer of
        // PostHog's runs: it sends its first page view from one (1 ms), which must name the user.
        return loadPostHog(analytics, readConsent(safeStorage.get(COOKIE_CONSENT_KEY)));
      })
    : null;
  const sentry = errorReporting ? lazySink(() => import('./load-sentry').then(({ loadSentry }) => loadSentry(errorReporting))) : null;

  const report = (error: Error, hint: SentryHint) => {
    sentry?.run((client) => client.captureException(error, hint));
    sentry?.start();
  };
  if (sentry) {
    const stopCatching = catchUncaughtErrors((error) => report(error, { mechanism: { type: 'onerror', handled: false } }));
    // First in the queue: once Sentry's handlers are installed, the page's own step aside.
    sentry.run(stopCatching);
  }
  if (posthog) void Promise.race([afterFirstPaint(2000, { delayMs: ANALYTICS_START_DELAY_MS }), pageHidden()]).then(() => posthog.start());

  const withPostHog = (call: (client: PostHogClient) => void) => posthog?.run(call);
  return {
    identify: (user) => withPostHog((client) => client.identify(user.id, { email: user.email, name: user.name, permissions: user.permissions, ...user.traits })),
    setPersonProperties: (properties) => withPostHog((client) => client.setPersonProperties(properties)),
    capture: (event, properties) => withPostHog((client) => client.capture(event, properties)),
    reset: () => withPostHog((client) => client.reset()),
    reportError: (error, context) => report(errorOf(error), { extra: context }),
    setConsent: (consent) => withPostHog((client) => client.set_config(persistenceOptions(consent))),
  };
}
