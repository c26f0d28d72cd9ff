import { useContext, useSyncExternalStore } from 'react';
import { DashboardContext } from '../context/context';

/**
 * What only the browser knows (a media query, the Clipboard API), read as `asRendered` on a
 * server and while the provider hydrates HTML rendered there, so that HTML is kept; from the
 * provider's next render, which yields to the browser, `read` (re-read on `subscribe`'s calls).
 * Outside a provider, the browser's at once.
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, asRendered: () => T): T {
  const hydrating = useContext(DashboardContext)?.current.hydrating ?? false;
  return useSyncExternalStore(subscribe, hydrating ? asRendered : read, asRendered);
}
