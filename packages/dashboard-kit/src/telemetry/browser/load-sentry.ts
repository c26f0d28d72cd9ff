// Named imports, not `import('@sentry/browser')`: a bundler keeps every export of a namespace
// it cannot see through (142 KB gzip of replay, feedback and tracing); these are about 30 KB.
import { captureException, dedupeIntegration, globalHandlersIntegration, init, linkedErrorsIntegration } from '@sentry/browser';
import type { ErrorReportingConfig } from '../config';
import { MAX_BREADCRUMBS, prepareSentryEvent, scrubBreadcrumb, SENTRY_ENVIRONMENT } from './sentry.logic';

/** Context sent with an error: the caller's extras, or how an uncaught error was caught. */
export type SentryHint = { extra: Record<string, unknown> | undefined } | { mechanism: { type: string; handled: boolean } };

/** What the telemetry port uses of @sentry/browser. */
export interface SentryClient {
  captureException(error: Error, hint: SentryHint): void;
}

/**
 * Starts @sentry/browser (this module is a chunk of its own, imported on the first error):
 * no personal data, no default integrations (only the global error
 * handlers, linked errors and dedupe, so uncaught errors still arrive), environment prod,
 * 100 breadcrumbs.
 */
export function loadSentry(config: ErrorReportingConfig): SentryClient {
  init({
    dsn: config.dsn,
    environment: config.environment ?? SENTRY_ENVIRONMENT,
    // Sentry 11's form of "send default PII: off": no user, cookies, headers, query or bodies.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, urlQueryParams: false, httpBodies: [] },
    defaultIntegrations: false,
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration()],
    maxBreadcrumbs: MAX_BREADCRUMBS,
    beforeSend: (event) => prepareSentryEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  return {
    // Sentry takes either a scope context (extras) or an event hint (mechanism), never both in one.
    captureException: (error, hint) => void ('mechanism' in hint ? captureException(error, { mechanism: hint.mechanism }) : captureException(error, { extra: hint.extra })),
  };
}
