import { useEffect, useState } from 'react';
import { nextFromSearch } from '../../access/next-path';
import { currentSearch } from '../../platform/location';
import { useDashboard, useSession } from '../../context/context';
import { LoadingPage } from '../../ui/LoadingPage';

/**
 * `/callback`: the auth client reads a returned session from the URL on its own; this
 * waits for it, then goes where the user was headed. A failed return goes to sign-in with
 * its error hash, which the login screen shows.
 */
export function AuthCallback() {
  const session = useSession();
  const { navigate, config } = useDashboard();
  // Read on mount (not during a server render): the URL is the browser's.
  const [returnTo] = useState(() => ({
    next: nextFromSearch(currentSearch()),
    hash: typeof window === 'undefined' ? '' : window.location.hash,
  }));
  useEffect(() => {
    if (session.status === 'loading') return;
    if (session.status === 'signed-in') {
      navigate(returnTo.next, { replace: true });
    } else {
      navigate(`${config.paths.login}${returnTo.hash}`, { replace: true });
    }
  }, [session.status, navigate, returnTo, config.paths.login]);
  return <LoadingPage />;
}
