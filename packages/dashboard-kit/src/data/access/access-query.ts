import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { API_PATHS } from '../../api/paths';
import { accessRecordSchema, FALLBACK_ACCESS, type AccessRecord } from '../../api/schemas/access';
import { useDashboard, useSession } from '../../provider/context';
import { startFromArrived } from '../arrived-data';
import { accessKeys } from './keys';
import { KIT_QUERY_POLICY } from '../query-policy';
import { useQueryScope } from '../use-query-scope';
import type { QueryScope } from '../keys';
import type { AccessStatus } from '../../access/policy';

const accessGet = { schema: accessRecordSchema };

export function fetchAccess(api: ApiClient, signal?: AbortSignal): Promise<AccessRecord> {
  return api.request(API_PATHS.access, { ...accessGet, signal });
}

export function accessQueryOptions(api: ApiClient, scope: QueryScope) {
  return queryOptions({
    ...KIT_QUERY_POLICY,
    queryKey: accessKeys.record(scope),
    queryFn: ({ signal }) => fetchAccess(api, signal),
    ...startFromArrived(() => api.takeArrived(API_PATHS.access, accessGet)),
    staleTime: 60_000,
  });
}

export interface AccessResult {
  status: AccessStatus;
  /** The record; on failure the spec's fallback (waitlist, no permissions). */
  record: AccessRecord;
  error: unknown;
  refetch: () => void;
}

/** The signed-in user's access record (GET /v1/profile/access). */
export function useAccess(): AccessResult {
  const { api, queryClient } = useDashboard();
  const session = useSession();
  const scope = useQueryScope();
  const query = useQuery({ ...accessQueryOptions(api, scope), enabled: scope.userId !== null }, queryClient);
  const status: AccessStatus =
    session.status === 'signed-out' ? 'signed-out'
    : session.status === 'loading' || query.isPending ? 'loading'
    : query.isError ? 'error'
    : 'ready';
  return {
    status,
    record: query.data ?? FALLBACK_ACCESS,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
