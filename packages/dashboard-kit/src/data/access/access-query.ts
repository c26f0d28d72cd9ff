import type { AccessStatus } from '../../access/policy';
import { FALLBACK_ACCESS, type AccessRecord } from '../../api/schemas/access';
import { useSession } from '../../context/context';
import { useEndpoint } from '../endpoint-query';
import { ACCESS } from './endpoints';

export interface AccessResult {
  status: AccessStatus;
  /** The record; when it never loaded, the spec's fallback (waitlist, no permissions). */
  record: AccessRecord;
  error: unknown;
  refetch: () => void;
}

/** The signed-in user's access record (GET /v1/profile/access). */
export function useAccess(): AccessResult {
  const session = useSession();
  const query = useEndpoint(ACCESS);
  // Only a record never loaded is an access error: a refetch that fails while the provider is
  // briefly down keeps the record it had (the API still checks every call), not the error page.
  const status: AccessStatus =
    session.status === 'signed-out' ? 'signed-out'
    : session.status === 'loading' || query.isPending ? 'loading'
    : query.data === undefined ? 'error'
    : 'ready';
  return {
    status,
    record: query.data ?? FALLBACK_ACCESS,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
