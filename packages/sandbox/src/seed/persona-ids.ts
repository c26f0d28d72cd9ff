// No imports: tests and scripts sign in with these without loading the sandbox.

/** Every persona signs in with this (ARCHITECTURE.md, sandbox contract). */
export const SANDBOX_PASSWORD = 'sandbox-password';

/** The seeded personas' emails, by the name each is known by. */
export const PERSONA = {
  /** A developer with a complete profile, two keys, credits and 90 days of usage. */
  dev: 'dev@sandbox.test',
  /** A new self-sign-up user in trial, profile not yet complete. */
  new: 'new@sandbox.test',
  waitlist: 'waitlist@sandbox.test',
  /** On the waitlist with paywall access: sent to the payment page. */
  paywall: 'paywall@sandbox.test',
  enterprise: 'enterprise@sandbox.test',
  /** A trial that has run out. */
  expired: 'expired@sandbox.test',
  /** A developer with an authenticator app: signing in asks for a code (computed from TWO_STEP_SECRET). */
  twoStep: 'two-step@sandbox.test',
  /** The seeded organisation's other members, one per role (dev is its owner). */
  teamAdmin: 'admin@sandbox.test',
  teamDeveloper: 'developer@sandbox.test',
  teamBilling: 'billing@sandbox.test',
  teamViewer: 'viewer@sandbox.test',
} as const;

/** The seeded organisation: dev owns it, the team personas belong to it, enterprise is invited. */
export const ORGANIZATION = { name: 'Sandbox Weather GmbH', slug: 'sandbox-weather' } as const;

/**
 * The base32 secret of the twoStep persona's authenticator app, as an app would hold it after
 * scanning the QR code: tests, and anyone trying the sandbox by hand, compute its codes from it.
 */
export const TWO_STEP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
