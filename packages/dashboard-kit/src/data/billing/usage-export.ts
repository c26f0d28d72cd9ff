import { useMutation } from '@tanstack/react-query';
import type { UsageExportRange } from '../../api/schemas/spend';
import { useDashboard } from '../../context/context';
import { fetchEndpoint, useEndpoint } from '../endpoint-query';
import { USAGE_EXPORT } from './spend-endpoints';
import { KIT_MUTATION_POLICY } from '../query-policy';
import { DAY_MS, utcDate } from '../../time/utc-day';

/** Yesterday in UTC: a day the API has finished and any clock agrees is past. */
const yesterday = () => utcDate(Date.now() - DAY_MS);

/**
 * Whether the API offers the usage export: `data` is null where it answers 404. Asks for one
 * day once; the answer is a few bytes.
 * @example
 * const offered = useUsageExportOffered().data != null;
 */
export function useUsageExportOffered() {
  const day = yesterday();
  return useEndpoint(USAGE_EXPORT, { from: day, to: day });
}

/**
 * Fetches the usage of a range as the API's CSV text (null where the API has no export), for
 * the caller to save: `mutateAsync({ from, to })`.
 * @example
 * const exportUsage = useUsageExport();
 * const csv = await exportUsage.mutateAsync({ from: '2025-11-27', to: '2026-11-26' });
 */
export function useUsageExport() {
  const { api, queryClient, telemetry, queryScope } = useDashboard();
  return useMutation(
    {
      ...KIT_MUTATION_POLICY,
      mutationFn: (range: UsageExportRange) => fetchEndpoint(api, USAGE_EXPORT, queryScope, range),
      onSuccess: () => telemetry.capture('usage_exported'),
    },
    queryClient,
  );
}
