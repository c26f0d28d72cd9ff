import type { ErrorReportingConfig } from '../../provider/config';
import { MAX_BREADCRUMBS, prepareSentryEvent, scrubBreadcrumb, SENTRY_ENVIRONMENT } from './sentry.logic';

/** What the telemetry port uses of @sentry/browser. */
export interface SentryClient {
  captureException(error: Error, hint: { extra?: Record<string, unknown> }): void;
}

/**
 * Loads @sentry/browser (a chunk of its own) and starts it as spec section 7 says: no
 * personal data, no default integrations (only the global error handlers, linked errors
 * and dedupe, so uncaught errors still arrive), environment prod, 100 breadcrumbs.
 */
export async function loadSentry(config: ErrorReportingConfig): Promise<SentryClient> {
  const Sentry = await import('@sentry/browser');
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment ?? SENTRY_ENVIRONMENT,
    // Sentry 11's form of "send default PII: off": no user, cookies, headers, query or bodies.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, urlQueryParams: false, httpBodies: [] },
    defaultIntegrations: false,
    integrations: [Sentry.globalHandlersIntegration(), Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    maxBreadcrumbs: MAX_BREADCRUMBS,
    beforeSend: (event) => prepareSentryEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  return { captureException: (error, hint) => void Sentry.captureException(error, hint) };
}
