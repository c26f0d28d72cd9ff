import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as Prerender from '../src/prerender';
import { NONCE_PLACEHOLDER } from '../security/vite-plugin.ts';
import { readHostEnv } from '../src/env.logic.ts';
import { DOCUMENT_INIT_SCRIPT, EARLY_INPUT_ATTRIBUTE, EARLY_INPUT_SCRIPT, PREVIEW_ATTRIBUTE } from './kit-build-time.ts';
import { PRERENDERED_LOCALE } from '../src/prerendered-locale.ts';
import { documentInitScript } from './document-init-plugin.ts';
import { sameOriginApiPath } from './api-path.ts';
import { PRERENDERED_PAGES, prerenderedFile } from './prerendered-pages.ts';
import { chunkClosure, SIGNED_IN_PAGES, type Manifest } from './route-chunks.ts';
import { PRERENDERED_SIGNED_IN_PAGES } from '../src/route-manifest.ts';
import { LANGUAGE_SWAP_SCRIPT } from './language-swap-script.ts';
import { START_SCRIPT } from './start-script.ts';

/** Vite's module script and modulepreload links: a prerendered page asks for them after first paint instead (start-script.ts). */
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/** A page rendered at build time, in English and in each other language the host speaks. */
export interface RenderedPage {
  body: string;
  styles: string;
  translations?: Readonly<Record<string, { body: string; styles: string }>>;
}

/**
 * The page's HTML in `template`'s #root (with `rootAttributes`), its styles in the head, and
 * after #root, the page in each other language for the swap script to put in #root before first
 * paint (their styles only where they add any).
 */
function withPageHtml(template: string, page: RenderedPage, rootAttributes = ''): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  const translations = Object.entries(page.translations ?? {});
  const templates = translations.map(([lang, html]) => `<template id="dk-page-${lang}">${html.body}</template>`).join('');
  const swap = translations.length ? `${templates}<script>${LANGUAGE_SWAP_SCRIPT}</script>` : '';
  const styles = [page.styles, ...translations.map(([, html]) => html.styles).filter((styles) => styles !== page.styles)].join('');
  return (
    template
      .replace('</head>', () => `${styles}${WHOLE_PAGE_FIRST}</head>`)
      // Marked with its language: page.css hides it from a visitor who chose another (mount.tsx replaces it).
      .replace('<div id="root"></div>', () => `<div id="root" data-prerendered-lang="${PRERENDERED_LOCALE}"${rootAttributes}>${page.body}</div>${swap}${PAGE_END}`)
  );
}

/** The element that ends a prerendered page's HTML (after the swap script), and the link that holds the first paint until it is parsed. */
const PAGE_END_ID = 'dk-page-end';
const PAGE_END = `<template id="${PAGE_END_ID}"></template>`;
/**
 * The browser may paint a page whose HTML it has only begun to parse (the parser yields, more
 * bytes are on their way): the sign-in card centred at half its height, then moved up as the
 * rest came, a layout shift, or a page in English a moment before the swap script puts it in
 * the visitor's language. Holding the first paint until the page's end is parsed shows it whole.
 */
const WHOLE_PAGE_FIRST = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;

/** The languages a page was prerendered in, as the start script reads them. */
const languagesOf = (page: RenderedPage) => [PRERENDERED_LOCALE, ...Object.keys(page.translations ?? {})].join(' ');

/**
 * `template` with the entry's tags swapped for the start script, which asks for the entry and
 * `chunks` once the page has painted (start-script.ts), its other attributes `attributes`.
 */
function withStartScript(template: string, page: RenderedPage, chunks: readonly string[], attributes = ''): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module script to start the app with');
  const pageAttribute = chunks.length ? ` data-page="${chunks.join(' ')}"` : '';
  const start = `<script data-entry="${entry}"${pageAttribute} data-lang="${languagesOf(page)}"${attributes}>${START_SCRIPT}</script>`;
  return template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</head>', `${start}</head>`);
}

/**
 * Puts a public prerendered page into the built index.html: styles in the head, the HTML in #root,
 * and instead of the entry's tags, the start script with the entry's and the page chunk's URLs.
 */
export function assemblePage(template: string, page: RenderedPage & { pageChunk?: string }): string {
  return withPageHtml(withStartScript(template, page, page.pageChunk ? [page.pageChunk] : []), page);
}

/**
 * A signed-in page's HTML: the page as React first renders it before the session is known (the
 * shell, its fixed text, skeletons where the user's data goes), marked with PREVIEW_ATTRIBUTE:
 * unpainted until the head script, or the app, finds that the guard lets this session see the
 * page; a visitor it sends elsewhere never sees a frame of it. The start script asks for the
 * entry and `chunks` (the shell's, the page's) once that page has painted, or at once when it
 * will not be shown; the connections to `origins` open as the HTML arrives. A press on the page
 * before the app has hydrated it is held (EARLY_INPUT_SCRIPT) and replayed, not lost.
 */
export function assembleSignedInPage(template: string, page: RenderedPage, chunks: readonly string[], origins: readonly string[] = []): string {
  // The early-input script holds what is pressed on the page until the app has taken it over (mount.tsx replays it).
  const connecting = template.replace('</head>', `${preconnects(origins)}<script>${EARLY_INPUT_SCRIPT}</script></head>`);
  return withPageHtml(withStartScript(connecting, page, chunks, ' data-preview'), page, ` ${PREVIEW_ATTRIBUTE} ${EARLY_INPUT_ATTRIBUTE}`);
}

/** The links that open connections to `origins` early. `crossorigin`: the calls are CORS without credentials. */
const preconnects = (origins: readonly string[]) => origins.map((origin) => `<link rel="preconnect" crossorigin href="${origin}">`).join('');

/**
 * A signed-in page's HTML when it is not prerendered: the SPA shell that also preloads every
 * chunk the page will ask for and opens the connections to the origins its first calls go to.
 */
export function preloadingShell(template: string, urls: readonly string[], origins: readonly string[] = []): string {
  const links = urls.filter((url) => !template.includes(`"${url}"`)).map((url) => `<link rel="modulepreload" crossorigin href="${url}">`);
  return template.replace('</head>', `${preconnects(origins)}${links.join('')}</head>`);
}

/**
 * The distinct origins of the API and the auth server, as the build's environment names them;
 * an API on the dashboard's own origin (`VITE_API_URL=/api`) needs no connection of its own.
 */
export function apiOrigins(env: Record<string, string | undefined>): string[] {
  const { apiUrl, supabaseUrl } = readHostEnv(env);
  const urls = sameOriginApiPath(apiUrl) ? [supabaseUrl] : [apiUrl, supabaseUrl];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * After the browser build, renders the public pages (prerendered-pages.ts) with the app's own
 * components into `dist/<path>.html`: a server build of src/prerender.tsx, run in Node, its
 * HTML and styled-components' styles put into the built index.html. Each signed-in page gets
 * `dist/<path>.html` too: its prerendered HTML, hidden, in the SPA shell preloading its chunks (route-chunks.ts).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'dashboard-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the package, so the server build's bare imports resolve from node_modules; one
      // per process, so builds running side by side (the size test, the journeys) never meet.
      const serverDir = join(config.root, 'node_modules', '.prerender', String(process.pid));
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false, manifest: false, minify: false },
      });
      try {
        const { renderPage, PRERENDER_TRANSLATIONS } = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as typeof Prerender;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        // A public page needs the theme and the cookie answer before its first paint, not the
        // signed-in pages' early requests: their script and route table would only weigh on it.
        const signedInScript = documentInitScript(readHostEnv(config.env));
        if (!template.includes(signedInScript)) throw new Error('index.html does not carry the document-init script');
        const publicTemplate = template.replace(signedInScript, () => DOCUMENT_INIT_SCRIPT);
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const renderInEveryLanguage = async (path: string): Promise<RenderedPage> => {
          const translations: Record<string, Prerender.PrerenderedHtml> = {};
          for (const lang of PRERENDER_TRANSLATIONS) translations[lang] = await renderPage(path, NONCE_PLACEHOLDER, lang);
          return { ...(await renderPage(path, NONCE_PLACEHOLDER)), translations };
        };
        const url = (key: string) => `${config.base}${manifest[key]!.file}`;
        for (const [path, modules] of Object.entries(SIGNED_IN_PAGES)) {
          const file = join(outDir, prerenderedFile(path));
          mkdirSync(dirname(file), { recursive: true });
          const origins = apiOrigins(config.env);
          writeFileSync(
            file,
            PRERENDERED_SIGNED_IN_PAGES.includes(path)
              ? assembleSignedInPage(template, await renderInEveryLanguage(path), modules.map(url), origins)
              : preloadingShell(template, chunkClosure(manifest, modules).map(url), origins),
          );
        }
        for (const page of PRERENDERED_PAGES) {
          const html = await renderInEveryLanguage(page.path);
          const pageChunk = page.chunk ? `${config.base}${manifest[page.chunk]!.file}` : undefined;
          const file = join(outDir, prerenderedFile(page.path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, assemblePage(publicTemplate, { ...html, pageChunk }));
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
