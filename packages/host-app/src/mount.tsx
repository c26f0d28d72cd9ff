import { earlyAccessCheckArrived, replayEarlyInput, withoutBasePath } from 'dashboard-kit/host';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { Router } from 'wouter';
import { hostEnv } from './env';
import { dashboardConfig } from './config';
import { documentLocale, loadCatalogue } from './locale';
import { AppRoutes, preloadRoute } from './routes';

/**
 * How long, from the moment the app starts, a signed-in page waits for the access check the
 * early-requests script started before it renders anyway (a spinner until it answers).
 */
const ACCESS_CHECK_WAIT_MS = 1_000;

/**
 * Starts the dashboard in `container` once the route's chunks and, on a signed-in page, the
 * early access check are here. Waiting costs nothing (before that answer the page is only a
 * spinner) and lets the page render once, time-sliced, instead of a spinner and then a blocking
 * re-render (store updates are never time-sliced). The page's own data is not waited for.
 * Prerendered HTML is hydrated; an empty container is rendered afresh. Resolves with the root.
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
  const locale = documentLocale();
  await Promise.all([
    preloadRoute(withoutBasePath(hostEnv.basePath, window.location.pathname)).catch(() => undefined),
    earlyAccessCheckArrived(dashboardConfig.apiBaseUrl, ACCESS_CHECK_WAIT_MS),
    // Unreachable, the page renders in English rather than not at all.
    loadCatalogue(locale).catch(() => undefined),
  ]);
  // A prerendered page in another language than the visitor's (one the build did not translate, hidden by page.css) is replaced, not hydrated.
  if (container.dataset.prerenderedLang !== locale && container.hasChildNodes()) container.replaceChildren();
  // From here React paints it, in whatever language: page.css has nothing left to hide.
  delete container.dataset.prerenderedLang;
  if (!container.hasChildNodes()) {
    // A transition here too: the first render yields to the browser between components.
    const root = createRoot(container, options);
    startTransition(() => root.render(app));
    // Presses held on a page now replaced are passed over; Ctrl+K still opens the quick links.
    replayEarlyInput();
    return root;
  }
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is React's (keystrokes meanwhile go to the HTML).
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(container, app, options);
  });
  // The root exists: a press the page's early-input script held since the first paint is made
  // again on its control, and React hydrates at once what it lands on to answer it.
  replayEarlyInput();
  return root;
}
