import type { Plugin } from 'vite';
import { THEME_INIT_SCRIPT } from '../../dashboard-kit/src/theme/theme-init.ts';

const FILE = 'theme-init.js';

/**
 * The kit's theme-init script as `/theme-init.js`, loaded first in the head of every page: it
 * puts the stored theme on `<html>` before first paint (a file, as the CSP refuses inline scripts).
 */
export function themeInitPlugin(): Plugin {
  return {
    name: 'dashboard-theme-init',
    configureServer(server) {
      server.middlewares.use(`/${FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(THEME_INIT_SCRIPT);
      });
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: FILE, source: THEME_INIT_SCRIPT });
    },
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: `/${FILE}` }, injectTo: 'head-prepend' }],
  };
}
