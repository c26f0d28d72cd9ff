import { useCallback } from 'react';
import { useDashboard, useSession } from '../context/context';
import { buildHandoffUrl } from '../auth/handoff';

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Opens the user platform in a new tab, signed in as the current user.
 * Synchronous, so the tab opens inside the click and is never taken for a pop-up.
 */
export function useUserPlatformHandoff(): (path?: string) => void {
  const { config } = useDashboard();
  const session = useSession();
  return useCallback(
    (path?: string) => {
      if (session.status !== 'signed-in') {
        window.open(config.userPlatformUrl, '_blank', 'noopener,noreferrer');
        return;
      }
      const url = buildHandoffUrl({
        userPlatformUrl: config.userPlatformUrl,
        path,
        currentOrigin: window.location.origin,
        tokens: { access_token: session.accessToken, refresh_token: session.refreshToken ?? '', expires_at: session.expiresAt },
        storage: sessionStorageOrUndefined(),
      });
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    [config.userPlatformUrl, session],
  );
}
