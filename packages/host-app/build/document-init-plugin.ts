import type { Plugin } from 'vite';
import { earlyRequestsScript } from '../../dashboard-kit/src/api/early-requests-script.ts';
import { DOCUMENT_INIT_SCRIPT } from '../../dashboard-kit/src/document-init.ts';
import { authStorageKey, readHostEnv } from '../src/env.logic.ts';
import { ROUTE_WIDGET_DATA } from '../src/route-data.ts';
import { SIGNED_IN_PAGES } from './route-chunks.ts';

export const DOCUMENT_INIT_FILE = 'dashboard-init.js';

/**
 * The script first in every page's head: the kit's DOCUMENT_INIT_SCRIPT, then its early-requests
 * script for this host's API, signed-in pages and their widgets.
 */
export function documentInitScript(env: Record<string, string | undefined>): string {
  const { apiUrl, supabaseUrl } = readHostEnv(env);
  return (
    DOCUMENT_INIT_SCRIPT +
    earlyRequestsScript({ apiBaseUrl: apiUrl, storageKey: authStorageKey(supabaseUrl), signedInPaths: Object.keys(SIGNED_IN_PAGES), routes: ROUTE_WIDGET_DATA })
  );
}

/**
 * `/dashboard-init.js`, first in the head of every page (a file, as the CSP refuses inline
 * scripts): before first paint it puts the stored theme and the cookie answer on `<html>`, and
 * on a signed-in page it starts the access check and the page's first calls while the
 * JavaScript is still on its way.
 */
export function documentInitPlugin(): Plugin {
  // Written once, from the build's environment: the dev server serves it, the build emits it.
  let script = '';
  return {
    name: 'dashboard-document-init',
    configResolved(config) {
      script = documentInitScript(config.env);
    },
    configureServer(server) {
      server.middlewares.use(`/${DOCUMENT_INIT_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(script);
      });
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: DOCUMENT_INIT_FILE, source: script });
    },
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: `/${DOCUMENT_INIT_FILE}` }, injectTo: 'head-prepend' }],
  };
}
