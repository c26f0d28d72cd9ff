import type { AccessStatus } from '../../access/policy';
import { FALLBACK_ACCESS, type AccessRecord } from '../../api/schemas/access';
import { useSession } from '../../context/context';
import { useEndpoint } from '../endpoint-query';
import { ACCESS } from './endpoints';

export interface AccessResult {
  status: AccessStatus;
  /** The record; on failure the spec's fallback (waitlist, no permissions). */
  record: AccessRecord;
  error: unknown;
  refetch: () => void;
}

/** The signed-in user's access record (GET /v1/profile/access). */
export function useAccess(): AccessResult {
  const session = useSession();
  const query = useEndpoint(ACCESS);
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
