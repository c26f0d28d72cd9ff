export { COOKIE_CONSENT_KEY } from '../document-init';

/** Consent is undecided (nothing stored), true, or other. */
export type Consent = 'undecided' | 'true' | 'other';

export function readConsent(stored: string | null): Consent {
  if (stored === null) return 'undecided';
  return stored === 'true' ? 'true' : 'other';
}

/** Analytics persist to local storage plus a cookie only with consent 'true', else in memory. */
export function analyticsPersistence(consent: Consent): 'localStorage+cookie' | 'memory' {
  return consent === 'true' ? 'localStorage+cookie' : 'memory';
}
