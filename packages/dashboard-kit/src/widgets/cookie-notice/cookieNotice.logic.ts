/** Spec section 9: the storage key, the delay before the notice shows, and its exit animation. */
export const COOKIE_CONSENT_KEY = 'cookie-consent';
export const NOTICE_DELAY_MS = 100;
export const NOTICE_EXIT_MS = 300;

/** Spec section 4: consent is undecided (nothing stored), true, or other. */
export type Consent = 'undecided' | 'true' | 'other';

export function readConsent(stored: string | null): Consent {
  if (stored === null) return 'undecided';
  return stored === 'true' ? 'true' : 'other';
}

/** The notice shows only while no consent is stored. */
export function shouldShowNotice(consent: Consent): boolean {
  return consent === 'undecided';
}

/** Analytics persist to local storage plus a cookie only with consent 'true', else in memory. */
export function analyticsPersistence(consent: Consent): 'localStorage+cookie' | 'memory' {
  return consent === 'true' ? 'localStorage+cookie' : 'memory';
}
