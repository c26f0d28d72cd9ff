import type { ApiKey, CreatedApiKey } from '../../api/schemas/api-keys';
import { relativeTimeFormat } from '../../i18n/intl-formats';
import { keysEn } from '../../i18n/en/keys';
import type { SectionTexts } from '../../i18n/messages';
import { DAY_MS, utcDate } from '../../time/utc-day';
import { keyStatus } from '../../data/api-keys/key-status.logic';


/** A key that still works but expires within 7 days. */
export function expiresSoon(key: Pick<ApiKey, 'expires_at' | 'is_active'>, now: Date): boolean {
  if (!key.expires_at || keyStatus(key, now) === 'expired') return false;
  return key.expires_at.getTime() - now.getTime() <= 7 * DAY_MS;
}

/** A key unused this long is marked, a candidate for deletion. */
export const UNUSED_AFTER_DAYS = 90;

/**
 * Whether the API tells when keys were last used (API-PROPOSAL.md): the column shows only
 * then, so an API without the field gets exactly the spec's table.
 */
export function knowsLastUse(keys: readonly Pick<ApiKey, 'last_used_at'>[]): boolean {
  return keys.some((key) => key.last_used_at !== undefined);
}

/** Not used for 90 days: last used that long ago, or never and made that long ago. Unknown is never marked. */
export function isLongUnused(key: Pick<ApiKey, 'last_used_at' | 'created_at'>, now: Date): boolean {
  if (key.last_used_at === undefined) return false;
  const since = key.last_used_at ?? key.created_at;
  return now.getTime() - since.getTime() >= UNUSED_AFTER_DAYS * DAY_MS;
}

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago", "yesterday", "2 months ago"; under a minute (or a clock a little ahead) is "now". */
export function relativeTime(date: Date, now: Date, locale = 'en'): string {
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  const unit = RELATIVE_UNITS.find(([, size]) => elapsed >= size);
  return unit ? format.format(-Math.floor(elapsed / unit[1]), unit[0]) : format.format(0, 'second');
}

/**
 * Keys that count against `active_key_limit`: the server counts keys that are active and
 * not expired, so the dashboard counts the same ones.
 */
export function activeKeyCount(keys: readonly Pick<ApiKey, 'expires_at' | 'is_active'>[], now: Date): number {
  return keys.filter((key) => keyStatus(key, now) === 'active').length;
}

/** Creating is disabled at or above the limit. */
export function canCreateKey(activeCount: number, limit: number): boolean {
  return activeCount < limit;
}

/** A calendar date `YYYY-MM-DD` in the user's local calendar. */
export function localDateString(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The first date a key may be set to expire on: today in the user's calendar, unless that day has
 * already ended in UTC (an evening west of Greenwich, once UTC's day has turned). A date is sent
 * as its 23:59:59 UTC, and a moment already past would be refused.
 */
export function earliestExpiryDate(now: Date): string {
  const local = localDateString(now);
  const utc = utcDate(now.getTime());
  return local > utc ? local : utc;
}

/** Ticking 'Set expiration' presets 7 days ahead. */
export function presetExpiryDate(today: Date): string {
  return localDateString(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 7));
}

/** The chosen date is sent at 23:59:59 UTC; no expiry is null. */
export function expiresAtFor(hasExpiration: boolean, date: string): string | null {
  return hasExpiration && date ? `${date}T23:59:59Z` : null;
}

/** The dialog's form state. */
export interface KeyForm {
  name: string;
  hasExpiration: boolean;
  expiresAt: string;
}

/** Create is disabled while the name is empty, while submitting, or with a ticked, empty (or past) date. */
export function canSubmitKeyForm(form: KeyForm, submitting: boolean, minDate: string): boolean {
  if (submitting || !form.name.trim()) return false;
  if (form.hasExpiration && (!form.expiresAt || form.expiresAt < minDate)) return false;
  return true;
}

/** The file 'Download Key Details' saves: the key and both warnings. */
export function keyDetailsFile(key: CreatedApiKey, messages: SectionTexts<'keys'> = keysEn): { filename: string; contents: string } {
  // Characters file systems refuse (and control characters) become '-'.
  const safeName = [...key.name].map((char) => (char.charCodeAt(0) < 0x20 || '/\\:*?"<>|'.includes(char) ? '-' : char)).join('').trim() || 'api-key';
  const details = {
    name: key.name,
    id: key.id,
    secret: key.secret,
    created_at: key.created_at.toISOString(),
    expires_at: key.expires_at ? key.expires_at.toISOString() : null,
    warnings: [messages.saveWarning, messages.activationNote],
  };
  return { filename: `${safeName}.json`, contents: `${JSON.stringify(details, null, 2)}\n` };
}

/** After a deletion, focus goes to the row that took its place, else the one before, else none. */
export function focusTargetAfterDelete(ids: readonly string[], deletedId: string): string | undefined {
  const index = ids.indexOf(deletedId);
  if (index === -1) return undefined;
  return ids[index + 1] ?? ids[index - 1];
}
