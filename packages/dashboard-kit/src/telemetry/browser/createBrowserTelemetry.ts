import type { AnalyticsConfig, ErrorReportingConfig } from '../../provider/config';
import { safeStorage } from '../../provider/storage';
import { COOKIE_CONSENT_KEY, readConsent } from '../consent';
import { noopTelemetry, type Telemetry } from '../port';
import type { PostHogClient } from './load-posthog';
import type { SentryClient } from './load-sentry';
import { persistenceOptions } from './posthog.logic';

export interface BrowserTelemetryConfig {
  analytics?: AnalyticsConfig;
  errorReporting?: ErrorReportingConfig;
}

interface Sinks {
  posthog: PostHogClient | null;
  sentry: SentryClient | null;
}

type Call = (sinks: Sinks) => void;

/** Resolves once the page has loaded. */
function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/**
 * Resolves once the first frame with content is on screen (paint timing), at once where the
 * browser does not report paints. A page can finish loading before it paints (a server-rendered
 * one whose scripts wait for that paint, or a fast one): the load event alone is too early.
 */
function painted(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves after the page has loaded and painted and the browser is idle: the SDKs never delay what the visitor sees. */
async function afterFirstPaint(): Promise<void> {
  await Promise.all([loaded(), painted()]);
  await new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 1)));
}

function errorOf(value: unknown): Error {
  return value instanceof Error ? value : new Error(typeof value === 'string' ? value : JSON.stringify(value));
}

/**
 * The kit's telemetry port on PostHog (analytics) and Sentry (error reporting). Each SDK
 * is imported lazily, after first paint, and only when configured; calls made before it
 * arrives are queued and replayed in order.
 * @example <DashboardProvider telemetry={createBrowserTelemetry(config)} ... />
 */
export function createBrowserTelemetry(config: BrowserTelemetryConfig): Telemetry {
  const { analytics, errorReporting } = config;
  // On a server (prerendering, SSR) there is no page to report from: the browser's own instance does.
  if ((!analytics && !errorReporting) || typeof document === 'undefined') return noopTelemetry;

  let sinks: Sinks | undefined;
  const queue: Call[] = [];
  const run = (call: Call) => {
    if (sinks) call(sinks);
    else queue.push(call);
  };

  void afterFirstPaint()
    .then(async () => {
      const consent = readConsent(safeStorage.get(COOKIE_CONSENT_KEY));
      const [posthog, sentry] = await Promise.all([
        analytics ? import('./load-posthog').then(({ loadPostHog }) => loadPostHog(analytics, consent)) : null,
        errorReporting ? import('./load-sentry').then(({ loadSentry }) => loadSentry(errorReporting)) : null,
      ]);
      sinks = { posthog, sentry };
      for (const call of queue.splice(0)) call(sinks);
    })
    .catch((error: unknown) => {
      // A blocked or failed SDK must never break the dashboard: drop telemetry, keep going.
      console.warn('Telemetry could not start', error);
      sinks = { posthog: null, sentry: null };
      queue.length = 0;
    });

  return {
    identify: (user) =>
      run(({ posthog }) => posthog?.identify(user.id, { email: user.email, name: user.name, permissions: user.permissions, ...user.traits })),
    setPersonProperties: (properties) => run(({ posthog }) => posthog?.setPersonProperties(properties)),
    capture: (event, properties) => run(({ posthog }) => posthog?.capture(event, properties)),
    reset: () => run(({ posthog }) => posthog?.reset()),
    reportError: (error, context) => run(({ sentry }) => sentry?.captureException(errorOf(error), { extra: context })),
    setConsent: (consent) => run(({ posthog }) => posthog?.set_config(persistenceOptions(consent))),
  };
}
