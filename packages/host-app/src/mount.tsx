import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadMatchedPages } from './route-preload';
import { AppRoutes, routes } from './routes';

/**
 * Starts the dashboard in `container`. A prerendered page (build/prerender-plugin.ts) is
 * hydrated once its chunks are here, so hydration never suspends and the HTML stays as it
 * is until React takes it over; an empty container (the SPA shell) is rendered afresh.
 */
export async function mountApp(container: HTMLElement, options: Pick<RootOptions, 'onRecoverableError'> = {}): Promise<void> {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  if (!container.hasChildNodes()) {
    // A transition here too: the first render yields to the browser between components.
    const root = createRoot(container, options);
    startTransition(() => root.render(app));
    return;
  }
  // A chunk that fails to load is the page's own error to show: hydrate anyway.
  await preloadMatchedPages(routes, window.location.pathname).catch(() => undefined);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is React's (keystrokes meanwhile go to the HTML).
  startTransition(() => {
    hydrateRoot(container, app, options);
  });
}
