import { describeError } from '../../api/error-text';
import { useDashboard } from '../../context/context';
import { Alert } from '../../ui/Alert';
import { fill } from '../../i18n/fill';

/** 'Failed to load pricing data: {detail}'. */
export function PricingLoadError({ error }: { error: unknown }) {
  const { messages, locale } = useDashboard();
  return <Alert tone="error">{fill(messages.pricing.loadFailed, { detail: describeError(error, messages, '').text }, locale)}</Alert>;
}
