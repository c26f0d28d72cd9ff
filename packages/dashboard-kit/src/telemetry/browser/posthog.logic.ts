import type { AnalyticsConfig } from '../config';
import { analyticsPersistence, type Consent } from '../consent';
import { scrubUrl } from './scrub.logic';

/** A US-region host unless the config names another. */
export const POSTHOG_US_HOST = 'https://us.i.posthog.com';

/** Exception capture bucket 10, refilled 1 per 10 s; heatmaps flushed every 5 s. */
export const EXCEPTION_BUCKET_SIZE = 10;
export const EXCEPTION_REFILL_RATE = 1;
export const HEATMAP_FLUSH_MS = 5000;

interface CaptureLike {
  properties?: Record<string, unknown>;
  $set?: Record<string, unknown>;
  $set_once?: Record<string, unknown>;
}

/** A property value that is a URL (PostHog adds more of them over time: session entry, initial, previous page). */
const URL_VALUE = /^https?:\/\//i;

function scrubProperties(properties: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!properties) return properties;
  const next = { ...properties };
  // Every URL-valued property, not a fixed list: a new one must not carry a token out.
  for (const [key, value] of Object.entries(next)) if (typeof value === 'string' && URL_VALUE.test(value)) next[key] = scrubUrl(value);
  return next;
}

/** PostHog's `before_send`: no token or hand-off key leaves the page inside a URL. */
export function scrubCapture<E extends CaptureLike>(event: E | null): E | null {
  if (!event) return event;
  return { ...event, properties: scrubProperties(event.properties), $set: scrubProperties(event.$set), $set_once: scrubProperties(event.$set_once) };
}

/**
 * Storage by the cookie consent. Without consent the distinct id lives in
 * memory and is new on every page load; `reuseAnonymousId` keeps identify() from merging
 * each of those onto the person, who would otherwise reach PostHog's distinct-id limit.
 */
export function persistenceOptions(consent: Consent) {
  const persistence = analyticsPersistence(consent);
  return { persistence, reuseAnonymousId: persistence === 'memory' };
}

/**
 * The options posthog-js is started with: persistence from the cookie consent, page views on history changes (a single-page app), the spec's exception and
 * heatmap constants, its extensions started after init in short tasks, and nothing loaded from PostHog's servers at run time (no replay,
 * surveys or remote scripts: the kit ships what it uses).
 */
export function posthogOptions(config: AnalyticsConfig, consent: Consent) {
  return {
    api_host: config.host ?? POSTHOG_US_HOST,
    ...persistenceOptions(consent),
    person_profiles: 'identified_only' as const,
    capture_pageview: 'history_change' as const,
    autocapture: false,
    capture_heatmaps: { flush_interval_milliseconds: HEATMAP_FLUSH_MS },
    capture_exceptions: true,
    error_tracking: { exceptionRateLimiterBucketSize: EXCEPTION_BUCKET_SIZE, exceptionRateLimiterRefillRate: EXCEPTION_REFILL_RATE },
    // PostHog starts its extensions (page views, heatmaps, exception capture) in later tasks of at most 30 ms, not inside init().
    __preview_deferred_init_extensions: true,
    disable_session_recording: true,
    disable_surveys: true,
    disable_external_dependency_loading: true,
    advanced_disable_flags: true,
    before_send: scrubCapture,
    opt_out_useragent_filter: config.captureAutomatedBrowsers ?? false,
  };
}
