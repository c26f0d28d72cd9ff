import { PAGE_MODULES, PUBLIC_PAGES, ROUTE_MANIFEST } from '../src/route-manifest.ts';
import { SIGNED_IN_PAGES } from './route-chunks.ts';

/**
 * The pages prerendered at build time: public, and showing nothing that depends on
 * the visitor, so their HTML paints before any JavaScript. Each names the page chunk it
 * hydrates with (lazy-pages.ts), preloaded beside the entry. Signed-in pages, and any path
 * the guard would send elsewhere, keep the SPA's spinner shell (index.html).
 */
export interface PrerenderedPage {
  path: string;
  /** The page module, as the build manifest names it; null when the entry holds the page. */
  chunk: string | null;
}

/** The public pages of the route manifest, each with the page module it hydrates with. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = PUBLIC_PAGES.map((path) => {
  const { page } = ROUTE_MANIFEST[path]!;
  return { path, chunk: 'module' in page ? PAGE_MODULES[page.module] : null };
});

/** `/login` -> `login.html`, `/login/confirm` -> `login/confirm.html`: what static hosts serve for the clean URL. */
export function prerenderedFile(path: string): string {
  return `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

/** Every page the build writes an HTML file for: the prerendered ones and the signed-in pages' preloading shells. */
export const PAGE_FILES: ReadonlySet<string> = new Set([...PRERENDERED_PAGES.map((page) => page.path), ...Object.keys(SIGNED_IN_PAGES)].map(prerenderedFile));
