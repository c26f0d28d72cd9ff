import { earlyAccessCheckArrived, withoutBasePath } from 'dashboard-kit/host';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { Router } from 'wouter';
import { hostEnv } from './env';
import { dashboardConfig } from './config';
import { AppRoutes, preloadRoute } from './routes';

/**
 * How long, from the moment the app starts, a signed-in page waits for the access check the
 * early-requests script started before it renders anyway (a spinner until it answers).
 */
const ACCESS_CHECK_WAIT_MS = 1_000;

/**
 * Starts the dashboard in `container` once the matched route's chunks are here (the page's HTML
 * preloads them beside the entry) and, on a signed-in page, the access check the early-requests
 * script started: waiting shows nothing less, since the page cannot show more than a spinner
 * before it answers. The page then renders once, in a time-sliced render (with its own data too
 * when that has arrived), not as a spinner first and then the page in a blocking re-render when
 * the answer lands (useSyncExternalStore updates are never time-sliced). Its own data is not
 * waited for: a slow listing must not hold back the shell and the page around it.
 * A prerendered page (build/prerender-plugin.ts) is hydrated, so hydration never suspends and
 * the HTML stays as it is until React takes it over; an empty container (the SPA shell) is
 * rendered afresh, and its page shows the moment the guard lets it, instead of suspending and
 * waiting out React's 300 ms throttle on revealing content. Resolves with the root (to unmount).
 */
export async function mountApp(container: HTMLElement, options: Pick<RootOptions, 'onRecoverableError'> = {}): Promise<Root> {
  const app = (
    <StrictMode>
      <Router base={hostEnv.basePath}>
        <AppRoutes />
      </Router>
    </StrictMode>
  );
  // A chunk that fails to load is the page's own error to show: render anyway.
  await Promise.all([preloadRoute(withoutBasePath(hostEnv.basePath, window.location.pathname)).catch(() => undefined), earlyAccessCheckArrived(dashboardConfig.apiBaseUrl, ACCESS_CHECK_WAIT_MS)]);
  if (!container.hasChildNodes()) {
    // A transition here too: the first render yields to the browser between components.
    const root = createRoot(container, options);
    startTransition(() => root.render(app));
    return root;
  }
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is React's (keystrokes meanwhile go to the HTML).
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(container, app, options);
  });
  return root;
}
