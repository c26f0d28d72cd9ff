import { TIMEZONES } from './timezones';

/** Where the chosen zone is stored. */
export const TIMEZONE_STORAGE_KEY = 'jua-user-timezone';

const ZONE_IDS = new Set(TIMEZONES.map((zone) => zone.id));

/** A zone is accepted only if it is in the list. */
export function isListedTimezone(zone: unknown): zone is string {
  return typeof zone === 'string' && ZONE_IDS.has(zone);
}

/** The browser's own zone, or undefined where Intl cannot tell. */
export function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The stored zone if listed, else the browser zone if listed, else UTC. */
export function initialTimezone(stored: string | null | undefined, browser: string | undefined): string {
  if (isListedTimezone(stored)) return stored;
  if (isListedTimezone(browser)) return browser;
  return 'UTC';
}
