// Prints the prerendered pages, public and signed-in, as JSON ({ [path]: { body, styles } }), rendered by the host's
// Vite config in a dev server of its own: the hydration test (tests/component) hydrates them
// in jsdom. A process of its own, because React's server and client renderers must not share
// one set of context objects. Run: npx tsx packages/host-app/build/render-pages.ts
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type * as Prerender from '../src/prerender';
import { PRERENDERED_PAGES } from './prerendered-pages.ts';
import { PRERENDERED_SIGNED_IN_PAGES } from '../src/route-manifest.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = await createServer({
  configFile: `${root}/vite.config.ts`,
  root,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
});
try {
  const { renderPage } = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof Prerender;
  const pages: Record<string, unknown> = {};
  for (const path of [...PRERENDERED_PAGES.map((page) => page.path), ...PRERENDERED_SIGNED_IN_PAGES]) pages[path] = await renderPage(path, 'test-nonce');
  process.stdout.write(JSON.stringify(pages));
} finally {
  await server.close();
}
