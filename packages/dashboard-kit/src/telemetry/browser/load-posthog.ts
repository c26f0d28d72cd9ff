// PostHog's slim build plus only the extensions the spec uses (page views on history changes,
// heatmaps, exception capture): about 80 KB gzip where the default entry is 130 KB.
import posthog from 'posthog-js/dist/module.slim.no-external.js';
import { AnalyticsExtensions, ErrorTrackingExtensions } from 'posthog-js/dist/extension-bundles.js';
// Registers PostHog's exception wrappers locally, so nothing is fetched from its CDN.
import 'posthog-js/dist/exception-autocapture.js';
import type { AnalyticsConfig } from '../config';
import type { Consent } from '../consent';
import { posthogOptions } from './posthog.logic';

/** What the telemetry port uses of posthog-js (named here, so the kit's types never expose the SDK's). */
export interface PostHogClient {
  identify(distinctId: string, properties?: Record<string, unknown>): void;
  setPersonProperties(properties: Record<string, unknown>): void;
  capture(event: string, properties?: Record<string, unknown>): void;
  reset(): void;
  set_config(config: { persistence: 'localStorage+cookie' | 'memory'; reuseAnonymousId: boolean }): void;
}

/** Starts posthog-js (this module is a chunk of its own, imported after first paint). */
export function loadPostHog(config: AnalyticsConfig, consent: Consent): PostHogClient {
  posthog.init(config.key, {
    ...posthogOptions(config, consent),
    __extensionClasses: {
      historyAutocapture: AnalyticsExtensions.historyAutocapture,
      heatmaps: AnalyticsExtensions.heatmaps,
      ...ErrorTrackingExtensions,
    },
  });
  return {
    identify: (distinctId, properties) => posthog.identify(distinctId, properties),
    setPersonProperties: (properties) => posthog.setPersonProperties(properties),
    capture: (event, properties) => void posthog.capture(event, properties),
    reset: () => posthog.reset(),
    set_config: (options) => posthog.set_config(options),
  };
}
