import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { DOCUMENT_INIT_SCRIPT, DOCUMENT_LANGUAGES_ATTRIBUTE, earlyRequestsScript, KEPT_BUILD_ATTRIBUTE } from './kit-build-time.ts';
import { authStorageKey, readHostEnv, type HostEnv } from '../src/env.logic.ts';
import { HOST_LANGUAGES } from '../src/languages.ts';
import { ROUTE_WIDGET_DATA } from '../src/route-manifest.ts';
import { SIGNED_IN_PAGES } from './route-chunks.ts';

/** The page's own stylesheet: the background behind the kit, before and around it. */
const PAGE_CSS = new URL('../src/styles/page.css', import.meta.url);

/**
 * The script first in every page's head: the kit's DOCUMENT_INIT_SCRIPT, then its early-requests
 * script for this host's API, signed-in pages and their widgets.
 */
export function documentInitScript({ apiUrl, supabaseUrl, basePath }: Pick<HostEnv, 'apiUrl' | 'supabaseUrl' | 'basePath'>): string {
  return (
    DOCUMENT_INIT_SCRIPT +
    earlyRequestsScript({ apiBaseUrl: apiUrl, storageKey: authStorageKey(supabaseUrl), signedInPaths: Object.keys(SIGNED_IN_PAGES), routes: ROUTE_WIDGET_DATA, basePath })
  );
}

/** The start of the page's `<html>` tag. */
const HTML_TAG = /<html(?=[\s>])/;

/**
 * `<html>` with the dashboard's languages on it, where the document-init script reads them, and
 * the build's name, where the early-requests script finds which kept answers are this build's.
 */
export function withDocumentAttributes(html: string, build: string): string {
  if (!HTML_TAG.test(html)) throw new Error('index.html has no <html> tag to list the languages on');
  const name = build.replace(/[&"<>]/g, (character) => `&#${character.charCodeAt(0)};`);
  return html.replace(HTML_TAG, `<html ${DOCUMENT_LANGUAGES_ATTRIBUTE}="${HOST_LANGUAGES.join(' ')}" ${KEPT_BUILD_ATTRIBUTE}="${name}"`);
}

/**
 * Inline, first in the head of every page, what must run or apply before its first paint: the
 * document-init script (the stored theme and the cookie answer on `<html>`; on a signed-in page,
 * the access check and the page's first calls while the JavaScript is on its way) and the page's
 * stylesheet; and the dashboard's languages and the build's name (`build`, the app's
 * `keepAnswers.build`) on `<html>`. Inline, because as files each was a
 * request the first paint waited for, a round trip on a phone; the CSP allows the script by its
 * hash (security/headers.ts), the style by the response's nonce, which Vite puts on every tag.
 */
export function documentInitPlugin(build: string): Plugin {
  // Written once, from the build's environment (the dev server serves the same page).
  let script = '';
  return {
    name: 'dashboard-document-init',
    configResolved(config) {
      script = documentInitScript(readHostEnv(config.env));
    },
    transformIndexHtml: (html) => ({
      html: withDocumentAttributes(html, build),
      tags: [
        { tag: 'script', children: script, injectTo: 'head-prepend' },
        // Its comments are for whoever edits the file, not for every page load.
        { tag: 'style', children: readFileSync(PAGE_CSS, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\n\s*\n/g, '\n').trim(), injectTo: 'head' },
      ],
    }),
  };
}
