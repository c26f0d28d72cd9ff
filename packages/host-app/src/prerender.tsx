import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { ServerStyleSheet } from 'styled-components';
import { hostEnv } from './env';
import { HOST_LANGUAGES, loadCatalogue, PRERENDERED_LOCALE, renderingLocale } from './locale';
import { AppRoutes, preloadRoute } from './routes';

/** The languages each public page is prerendered in beside English (in templates the page swaps in, build/language-swap-script.ts). */
export const PRERENDER_TRANSLATIONS: readonly string[] = HOST_LANGUAGES.filter((lang) => lang !== PRERENDERED_LOCALE);

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
export async function renderPage(path: string, nonce: string, locale: string = PRERENDERED_LOCALE): Promise<PrerenderedHtml> {
  await Promise.all([preloadRoute(path), loadCatalogue(locale)]);
  renderingLocale(locale);
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
