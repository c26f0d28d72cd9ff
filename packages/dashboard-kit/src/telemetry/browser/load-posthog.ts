import type { AnalyticsConfig } from '../../provider/config';
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

/** Loads posthog-js (a chunk of its own) and starts it; the exception hooks ship with it. */
export async function loadPostHog(config: AnalyticsConfig, consent: Consent): Promise<PostHogClient> {
  const [{ default: posthog }] = await Promise.all([
    import('posthog-js'),
    // Registers PostHog's exception wrappers locally, so nothing is fetched from its CDN.
    import('posthog-js/dist/exception-autocapture'),
  ]);
  posthog.init(config.key, posthogOptions(config, consent));
  return {
    identify: (distinctId, properties) => posthog.identify(distinctId, properties),
    setPersonProperties: (properties) => posthog.setPersonProperties(properties),
    capture: (event, properties) => void posthog.capture(event, properties),
    reset: () => posthog.reset(),
    set_config: (options) => posthog.set_config(options),
  };
}
