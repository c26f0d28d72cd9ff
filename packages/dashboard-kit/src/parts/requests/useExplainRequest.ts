import { useDashboard } from '../../context/context';
import { requestsEn } from '../../i18n/en/requests';
import { fill } from '../../i18n/fill';
import { listFormat, numberFormat } from '../../i18n/intl-formats';
import { formatFullDateTime } from '../../time/format';
import { useTimezone } from '../../time/TimezoneProvider';
import { useFormatCents } from '../../ui/useFormatCents';
import { useMessages } from '../../ui/useMessages';
import { explanationOf, type AnsweredRequest } from './explain.logic';

/** Why a request failed, in the reader's language, numbers and time zone, as the request log says it; null for one that succeeded. */
export function useExplainRequest(): (request: AnsweredRequest) => string | null {
  const { locale } = useDashboard();
  const { timezone } = useTimezone();
  const t = useMessages('requests', requestsEn);
  const cents = useFormatCents();
  const number = numberFormat(locale, { maximumFractionDigits: 4 });
  const list = listFormat(locale, { style: 'short', type: 'unit' });
  const format = {
    number: (value: number) => number.format(value),
    instant: (iso: string) => formatFullDateTime(iso, timezone, locale),
    cents,
    list: (items: readonly string[]) => list.format(items),
  };
  return (request) => {
    const explanation = explanationOf(request, format);
    return explanation ? fill(t[explanation.key], explanation.values, locale) : null;
  };
}
