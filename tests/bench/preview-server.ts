// The built host for `npm run bench`, served by `vite preview` in a process of its own (servers.ts
// starts it): prints `ready` once it listens, and serves until it is stopped. Beside the app it
// serves the routes' limit pages (dashboard/limit-pages.ts) from BENCH_LIMIT_PAGES.
import basicSsl from '@vitejs/plugin-basic-ssl';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { preview, type Plugin } from 'vite';
import { sendPage } from '../../packages/host-app/build/precompress-plugin';
import { LIMIT_PATH } from './dashboard/limit-pages';
import { APP_URL, HOST } from './servers';

/** Serves `<LIMIT_PATH><file>.html` as the app's pages are served (compressed, not cached), under a policy that runs no script. */
function limitPages(directory: string): Plugin {
  return {
    name: 'bench-limit-pages',
    // Before the host's own middleware, which would answer any other .html path with the app.
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0]!;
        if (!path.startsWith(LIMIT_PATH)) return next();
        const file = join(directory, basename(path));
        if (!path.endsWith('.html') || !existsSync(file)) {
          res.statusCode = 404;
          res.end();
          return;
        }
        res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:");
        sendPage(req, res, readFileSync(file, 'utf8'));
      });
    },
  };
}

await preview({ ...HOST, plugins: [basicSsl(), limitPages(process.env.BENCH_LIMIT_PAGES!)], preview: { port: Number(new URL(APP_URL).port), strictPort: true } });
console.info('ready');
