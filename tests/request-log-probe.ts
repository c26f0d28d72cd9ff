import { act, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Waits until the kit has its answer to whether the API keeps a request log, and the components
 * that asked have rendered with it: only then does "no Requests item" prove anything.
 */
export async function requestLogProbeSettled(queryClient: QueryClient): Promise<void> {
  const probes = () => queryClient.getQueryCache().findAll({ predicate: (query) => query.queryKey.includes('request-log-offered') });
  await waitFor(() => {
    if (!probes().some((query) => query.state.status === 'success')) throw new Error('the request-log probe has not been answered');
  });
  await act(async () => undefined);
}
