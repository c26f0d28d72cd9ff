/** PostHog settings; analytics stays off without them. */
export interface AnalyticsConfig {
  /** The project key. */
  key: string;
  /** @default 'https://us.i.posthog.com' (a US-region host) */
  host?: string;
  /** Also capture from automated browsers (PostHog drops them as bots): for end-to-end tests. @default false */
  captureAutomatedBrowsers?: boolean;
}

/** Sentry settings; error reporting stays off without them. */
export interface ErrorReportingConfig {
  dsn: string;
  /** @default 'prod' */
  environment?: string;
}
