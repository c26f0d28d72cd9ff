import { useCallback, useEffect, useRef } from 'react';
import { useDashboard, useSession } from '../context/context';
import { buildHandoffUrl } from '../auth/handoff';
import type { DashboardConfig } from '../context/config';
import type { SessionState } from '../auth/types';

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Where the hand-off goes: signed in as the session's user, or the platform's own sign-in without one. */
function handoffUrl(config: DashboardConfig, session: SessionState, path: string | undefined): string {
  if (session.status !== 'signed-in') return config.userPlatformUrl;
  return buildHandoffUrl({
    userPlatformUrl: config.userPlatformUrl,
    path,
    currentOrigin: window.location.origin,
    tokens: { access_token: session.accessToken, refresh_token: session.refreshToken ?? '', expires_at: session.expiresAt },
    storage: sessionStorageOrUndefined(),
  });
}

/**
 * Opens the user platform in a new tab, signed in as the current user.
 * The tab opens inside the click, so it is never taken for a pop-up. Pressed before the session
 * is known (a press made on the page's HTML, replayed as the app starts), the tab opens blank at
 * once and is sent on to the hand-off when the session is known: it would sign nobody in now.
 */
export function useUserPlatformHandoff(): (path?: string) => void {
  const { config } = useDashboard();
  const session = useSession();
  const waiting = useRef<{ tab: Window; path: string | undefined } | null>(null);

  useEffect(() => {
    const press = waiting.current;
    if (!press || session.status === 'loading') return;
    waiting.current = null;
    if (!press.tab.closed) press.tab.location.replace(handoffUrl(config, session, press.path));
  }, [config, session]);

  return useCallback(
    (path?: string) => {
      if (session.status !== 'loading') {
        window.open(handoffUrl(config, session, path), '_blank', 'noopener,noreferrer');
        return;
      }
      // Without `noopener`, to keep the tab's handle; its way back to this page is cut by hand.
      const tab = window.open('about:blank', '_blank');
      if (!tab) return;
      tab.opener = null;
      waiting.current = { tab, path };
    },
    [config, session],
  );
}
