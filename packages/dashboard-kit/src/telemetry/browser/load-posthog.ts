import type { AnalyticsConfig } from '../../provider/config';
import type { Consent } from '../consent';
import { posthogOptions } from './posthog.logic';

/** Loads posthog-js (a chunk of its own) and starts it; the exception hooks ship with it. */
export async function loadPostHog(config: AnalyticsConfig, consent: Consent) {
  const [{ default: posthog }] = await Promise.all([
    import('posthog-js'),
    // Registers PostHog's exception wrappers locally, so nothing is fetched from its CDN.
    import('posthog-js/dist/exception-autocapture'),
  ]);
  posthog.init(config.key, posthogOptions(config, consent));
  return posthog;
}

export type PostHogClient = Awaited<ReturnType<typeof loadPostHog>>;
