import type { ApiKey } from '../../api/schemas/api-keys';
import { numberFormat, parseNumber } from '../../i18n/intl-formats';

/** The caps the API takes, in cents (API-PROPOSAL.md): 1.00 to 100,000.00 of the account's currency. */
export const MIN_CAP_CENTS = 100;
export const MAX_CAP_CENTS = 10_000_000;

/**
 * A cap as typed in the account's currency, the way the locale writes numbers: its cents; null
 * for an empty field (no cap); 'invalid' for anything else, out of range or finer than a cent.
 */
export function parseCapCents(text: string, locale: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const value = parseNumber(text, locale);
  const cents = Math.round(value * 100);
  if (!Number.isFinite(value) || Math.abs(cents - value * 100) > 1e-6) return 'invalid';
  return cents >= MIN_CAP_CENTS && cents <= MAX_CAP_CENTS ? cents : 'invalid';
}

/** The field's text for a cap the key has, as the locale writes it without grouping (so parseCapCents reads it back). */
export function capFieldText(capCents: number | null | undefined, locale: string): string {
  if (capCents == null) return '';
  const digits = capCents % 100 === 0 ? 0 : 2;
  return numberFormat(locale, { useGrouping: false, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(capCents / 100);
}

/** The API refuses a key whose spend this month has reached its cap (the call that crosses it is served). */
export function isCapReached(key: Pick<ApiKey, 'monthly_spend_cap_cents' | 'month_spend_cents'>): boolean {
  return key.monthly_spend_cap_cents != null && (key.month_spend_cents ?? 0) >= key.monthly_spend_cap_cents;
}
