import type { Plugin } from 'vite';
import { DOCUMENT_INIT_SCRIPT } from '../../dashboard-kit/src/document-init.ts';

export const DOCUMENT_INIT_FILE = 'dashboard-init.js';

/**
 * The kit's DOCUMENT_INIT_SCRIPT as `/dashboard-init.js`, first in the head of every page: it
 * puts the stored theme and the cookie answer on `<html>` before first paint (a file, as the
 * CSP refuses inline scripts).
 */
export function documentInitPlugin(): Plugin {
  return {
    name: 'dashboard-document-init',
    configureServer(server) {
      server.middlewares.use(`/${DOCUMENT_INIT_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(DOCUMENT_INIT_SCRIPT);
      });
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: DOCUMENT_INIT_FILE, source: DOCUMENT_INIT_SCRIPT });
    },
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: `/${DOCUMENT_INIT_FILE}` }, injectTo: 'head-prepend' }],
  };
}
