import { useMemo, useState } from 'react';
import { DEFAULT_ACTIVE_KEY_LIMIT } from '../../api/schemas/api-keys';
import { useSession } from '../../context/context';
import { useApiKeys } from '../../data/api-keys/api-keys-query';
import { useCreditSpendByKey } from '../../data/billing/spend-by-key-query';
import { useBriefWait } from '../../ui/useBriefWait';
import { isKeptAnswer } from '../../data/kept-answers';
import { activeKeyCount, canCreateKey } from './apiKeys.logic';
import { SPEND_WAIT_MS, spendByKey } from './keySpend.logic';

/** The keys the panel lists, what they spent, and whether another may be made. */
export function useKeyTable() {
  const session = useSession();
  const query = useApiKeys();
  const usage = useCreditSpendByKey();
  // The list waits briefly for the spend, so its column does not shift a table already shown.
  const waitingForSpend = useBriefWait(usage.isLoading, SPEND_WAIT_MS);
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const keys = query.data?.keys ?? [];
  const limit = query.data?.activeKeyLimit ?? DEFAULT_ACTIVE_KEY_LIMIT;
  const activeCount = activeKeyCount(keys, new Date());
  return {
    keys,
    /** Each key's 30-day spend, only where the API tells it (no empty column). */
    spend: useMemo(() => (usage.data ? spendByKey(usage.data) : undefined), [usage.data]),
    /** Proposed API (API-PROPOSAL.md): keys take a monthly spend cap. */
    spendCaps: query.data?.spendCaps ?? false,
    limit,
    activeCount,
    canCreate: canCreateKey(activeCount, limit),
    /** The list is the one kept from the user's last visit, and the fresh one is on its way. */
    refreshing: isKeptAnswer(query) && query.isFetching,
    // Pending covers the moment before the session is known: never flash the empty state.
    isLoading: (query.isPending || waitingForSpend) && session.status !== 'signed-out',
    /** Why the list could not be loaded, until dismissed. */
    loadError: query.isError && query.error !== dismissedError ? { error: query.error as unknown } : null,
    dismissLoadError: () => setDismissedError(query.error),
  };
}
