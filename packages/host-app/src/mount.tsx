import { StrictMode } from 'react';
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
    createRoot(container, options).render(app);
    return;
  }
  // A chunk that fails to load is the page's own error to show: hydrate anyway.
  await preloadMatchedPages(routes, window.location.pathname).catch(() => undefined);
  hydrateRoot(container, app, options);
}
