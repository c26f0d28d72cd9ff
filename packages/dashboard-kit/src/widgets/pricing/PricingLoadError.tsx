import { describeError } from '../../api/error-text';
import { useDashboard } from '../../context/context';
import { Alert } from '../../ui/Alert';
import { fill } from '../../i18n/fill';
import { pricingEn } from '../../i18n/en/pricing';
import { useMessages } from '../../ui/useMessages';

/** 'Failed to load pricing data: {detail}'. */
export function PricingLoadError({ error }: { error: unknown }) {
  const { messages, locale } = useDashboard();
  const t = useMessages('pricing', pricingEn);
  return <Alert tone="error">{fill(t.loadFailed, { detail: describeError(error, messages, '').text }, locale)}</Alert>;
}
