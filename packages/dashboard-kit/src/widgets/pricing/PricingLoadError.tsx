import { useDashboard } from '../../context/context';
import { Alert } from '../../ui/Alert';
import { fill } from '../../i18n/fill';
import { pricingEn } from '../../i18n/en/pricing';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';

/** 'Failed to load pricing data: {detail}'. */
export function PricingLoadError({ error }: { error: unknown }) {
  const { locale } = useDashboard();
  const t = useMessages('pricing', pricingEn);
  const errorText = useErrorText();
  return <Alert tone="error">{fill(t.loadFailed, { detail: errorText(error, '').text }, locale)}</Alert>;
}
