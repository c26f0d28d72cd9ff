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
} as const;

/**
 * The base32 secret of the twoStep persona's authenticator app, as an app would hold it after
 * scanning the QR code: tests, and anyone trying the sandbox by hand, compute its codes from it.
 */
export const TWO_STEP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
