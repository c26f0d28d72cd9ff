import { useSyncExternalStore } from 'react';
import type { SessionState } from '../auth/types';
import { useDashboard } from './context';

/** The current session: loading, signed-in (with user and token) or signed-out. */
export function useSession(): SessionState {
  const { session } = useDashboard();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot);
}

/** Signs out: forgets the stored session; the provider then resets analytics and cached data. */
export function useSignOut(): () => Promise<void> {
  const { session } = useDashboard();
  return session.signOut;
}
