import { messageOf } from '../../api/errors';
import { useDashboard } from '../../provider/context';
import { Alert } from '../../ui/Alert';

/** Spec section 8: 'Failed to load pricing data: {detail}'. */
export function PricingLoadError({ error }: { error: unknown }) {
  const { messages } = useDashboard();
  return <Alert tone="error">{messages.pricing.loadFailed.replace('{detail}', messageOf(error, ''))}</Alert>;
}
