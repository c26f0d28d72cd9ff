import { MODULES, SIGNED_IN_PAGES } from './route-chunks.ts';

/**
 * The pages prerendered at build time (issue 14): public, and showing nothing that depends on
 * the visitor, so their HTML paints before any JavaScript. Each names the page chunk it
 * hydrates with (lazy-pages.ts), preloaded beside the entry. Signed-in pages, and any path
 * the guard would send elsewhere, keep the SPA's spinner shell (index.html).
 */
export interface PrerenderedPage {
  path: string;
  /** The page module, as the build manifest names it; null when the entry holds the page. */
  chunk: string | null;
}

const AUTH_PAGES = MODULES.authPages;

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/login', chunk: AUTH_PAGES },
  { path: '/auth', chunk: AUTH_PAGES },
  { path: '/callback', chunk: AUTH_PAGES },
  { path: '/login/confirm', chunk: AUTH_PAGES },
  { path: '/login/recover', chunk: AUTH_PAGES },
  { path: '/login/accept-invitation', chunk: AUTH_PAGES },
  { path: '/login/magic-link', chunk: AUTH_PAGES },
  { path: '/error', chunk: null },
];

/** `/login` -> `login.html`, `/login/confirm` -> `login/confirm.html`: what static hosts serve for the clean URL. */
export function prerenderedFile(path: string): string {
  return `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

/** Every page the build writes an HTML file for: the prerendered ones and the signed-in pages' preloading shells. */
export const PAGE_FILES: ReadonlySet<string> = new Set([...PRERENDERED_PAGES.map((page) => page.path), ...Object.keys(SIGNED_IN_PAGES)].map(prerenderedFile));
