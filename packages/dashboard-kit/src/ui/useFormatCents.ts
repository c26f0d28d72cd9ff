import { formatMoney } from '../i18n/intl-formats';
import { useDashboard } from '../context/context';

/** Formats an amount in cents as money in the account's currency, as the active locale writes it. */
export function useFormatCents(): (cents: number) => string {
  const { config, locale } = useDashboard();
  return (cents) => formatMoney(cents / 100, config.currency, locale);
}
