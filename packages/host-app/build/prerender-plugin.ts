import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as Prerender from '../src/prerender';
import { NONCE_PLACEHOLDER } from '../security/vite-plugin.ts';
import { PRERENDERED_PAGES, prerenderedFile } from './prerendered-pages.ts';
import { chunkClosure, type Manifest } from './route-chunks.ts';

/** Puts a prerendered page into the built index.html: styles in the head, the page's chunks preloaded, the HTML in #root. */
export function assemblePage(template: string, page: { body: string; styles: string; preload: string[] }): string {
  const preloaded = page.preload.filter((url) => !template.includes(`"${url}"`));
  const links = preloaded.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  return template
    .replace('</head>', `${links}${page.styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
}

/**
 * After the browser build, renders the public pages (prerendered-pages.ts) with the app's own
 * components into `dist/<path>.html`: a server build of src/prerender.tsx, run in Node, its
 * HTML and styled-components' styles put into the built index.html.
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
        const { renderPage } = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as typeof Prerender;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        for (const page of PRERENDERED_PAGES) {
          const html = await renderPage(page.path, NONCE_PLACEHOLDER);
          const preload = page.chunk ? chunkClosure(manifest, [page.chunk]).map((key) => `${config.base}${manifest[key]!.file}`) : [];
          const file = join(outDir, prerenderedFile(page.path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, assemblePage(template, { ...html, preload }));
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
