import type { Consent } from '../../telemetry/consent';

/** The delay before the notice shows, and its exit animation. */
export const NOTICE_DELAY_MS = 100;
export const NOTICE_EXIT_MS = 300;

/** The notice shows only while no consent is stored. */
export function shouldShowNotice(consent: Consent): boolean {
  return consent === 'undecided';
}
