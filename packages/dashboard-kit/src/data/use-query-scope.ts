import { useMemo } from 'react';
import { sessionUserId } from '../auth/session.logic';
import { useDashboard, useSession } from '../context/context';
import type { QueryScope } from './keys';

/** The scope of this provider's queries for the signed-in user (null user while signed out). */
export function useQueryScope(): QueryScope {
  const { queryScope } = useDashboard();
  const userId = sessionUserId(useSession());
  return useMemo(() => ({ provider: queryScope, userId }), [queryScope, userId]);
}
