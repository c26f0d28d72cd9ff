import { earlyAnswersArrived } from 'dashboard-kit';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { AppRoutes, preloadRoute } from './routes';

/**
 * How long, from the moment the app starts, a signed-in page waits for the early-requests
 * script's answers before it renders anyway (a spinner until they land). Waiting shows nothing
 * less: the page cannot show more than a spinner before its access check has answered.
 */
const EARLY_ANSWERS_WAIT_MS = 1_000;

/**
 * Starts the dashboard in `container` once the matched route's chunks are here (the page's HTML
 * preloads them beside the entry) and, on a signed-in page, the answers the early-requests
 * script asked for (the access check, the page's first GETs). The page then renders once, with
 * its data, in a time-sliced render, not as a spinner first and then the page in one blocking
 * render per answer as they land (useSyncExternalStore updates are never time-sliced).
 * A prerendered page (build/prerender-plugin.ts) is hydrated, so hydration never suspends and
 * the HTML stays as it is until React takes it over; an empty container (the SPA shell) is
 * rendered afresh, and its page shows the moment the guard lets it, instead of suspending and
 * waiting out React's 300 ms throttle on revealing content.
 */
export async function mountApp(container: HTMLElement, options: Pick<RootOptions, 'onRecoverableError'> = {}): Promise<void> {
  const app = (
    <StrictMode>
      <AppRoutes />
    </StrictMode>
  );
  // A chunk that fails to load is the page's own error to show: render anyway.
  await Promise.all([preloadRoute(window.location.pathname).catch(() => undefined), earlyAnswersArrived(EARLY_ANSWERS_WAIT_MS)]);
  if (!container.hasChildNodes()) {
    // A transition here too: the first render yields to the browser between components.
    const root = createRoot(container, options);
    startTransition(() => root.render(app));
    return;
  }
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is React's (keystrokes meanwhile go to the HTML).
  startTransition(() => {
    hydrateRoot(container, app, options);
  });
}
