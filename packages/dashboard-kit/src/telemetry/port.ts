import type { Consent } from './consent';

/** The user analytics identify with. */
export interface TelemetryUser {
  id: string;
  email?: string;
  name?: string;
  permissions?: string[];
  /** Subscription and trial fields of the access record. */
  traits?: Record<string, string | number | boolean | null>;
}

export type TelemetryProperties = Record<string, string | number | boolean | null | undefined>;

/**
 * The kit's one telemetry port. Widgets call it; nothing happens until a host plugs in
 * an implementation (the shell wires PostHog and Sentry into it).
 */
export interface Telemetry {
  identify(user: TelemetryUser): void;
  setPersonProperties(properties: TelemetryProperties): void;
  capture(event: string, properties?: TelemetryProperties): void;
  reset(): void;
  reportError(error: unknown, context?: TelemetryProperties): void;
  /** The cookie notice's answer: analytics may persist across visits only with 'true'. */
  setConsent(consent: Consent): void;
}

export const noopTelemetry: Telemetry = {
  identify: () => undefined,
  setPersonProperties: () => undefined,
  capture: () => undefined,
  reset: () => undefined,
  reportError: () => undefined,
  setConsent: () => undefined,
};

/** Lets a host implement only part of the port. */
export function completeTelemetry(partial: Partial<Telemetry> | undefined): Telemetry {
  return { ...noopTelemetry, ...partial };
}
