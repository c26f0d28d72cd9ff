import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { ServerStyleSheet } from 'styled-components';
import { hostEnv } from './env';
import { AppRoutes, preloadRoute } from './routes';

export interface PrerenderedHtml {
  /** What goes inside `<div id="root">`. */
  body: string;
  /** styled-components' `<style>` tags for the page, for the `<head>`. */
  styles: string;
}

/**
 * Renders one public page as the browser's first render will (mount.tsx): the same tree,
 * the session still loading, the theme left to CSS. The build runs it in Node
 * (build/prerender-plugin.ts); the hydration test runs it beside the client.
 */
export async function renderPage(path: string, nonce: string): Promise<PrerenderedHtml> {
  await preloadRoute(path);
  const sheet = new ServerStyleSheet({ nonce });
  try {
    const app = sheet.collectStyles(
      <StrictMode>
        <Router ssrPath={`${hostEnv.basePath}${path}`} base={hostEnv.basePath}>
          <AppRoutes />
        </Router>
      </StrictMode>,
    );
    // prerender (not renderToString) waits for the lazy pages to resolve instead of a fallback.
    const { prelude } = await prerender(app);
    const body = await new Response(prelude).text();
    return { body, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
