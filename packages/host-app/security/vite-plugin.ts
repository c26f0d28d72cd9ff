import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { loadEnv } from 'vite';
import { readHostEnv, type HostEnv } from '../src/env.logic.ts';
import { isApiRequest, sameOriginApiPath } from '../build/api-proxy.ts';
import { sendPage } from '../build/precompress-plugin.ts';
import { PAGE_FILES, prerenderedFile } from '../build/prerendered-pages.ts';
import { nginxHeadersFile, securityHeaders, staticHeadersFile } from './headers.ts';
import { underBasePath } from '../build/base-path.ts';

/** What Vite writes into every nonce attribute (and the csp-nonce meta styled-components reads); the server swaps it per response. */
export const NONCE_PLACEHOLDER = '__DASHBOARD_CSP_NONCE__';

/** Where the build leaves what deploy/nginx reads; never served. */
export const NGINX_FOLDER = '_nginx';

/** What deploy/nginx/serve.mjs reads of a build: the base and API paths it was made for, and the nonce placeholder. */
export function nginxBuildFile(env: HostEnv): string {
  return `${JSON.stringify({ basePath: env.basePath, apiPath: sameOriginApiPath(env.apiUrl) ?? null, noncePlaceholder: NONCE_PLACEHOLDER }, null, 2)}\n`;
}

/** An asset (script, style, map, image) rather than a page of the app; index.html itself is a page. */
const isAsset = (path: string) => /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html');

/**
 * Security headers for the built dashboard: `vite preview` sends them with a fresh style nonce
 * per page, `vite build` writes `_headers` for static hosts. The dev server sends none (its
 * hot reload runs inline scripts).
 */
export function securityHeadersPlugin(): Plugin {
  let env: HostEnv;
  let outDir = 'dist';
  return {
    name: 'dashboard-security-headers',
    // Only the build carries the placeholder: the dev server sends no CSP to match it.
    config: (_config, { command }) => (command === 'build' ? { html: { cspNonce: NONCE_PLACEHOLDER } } : undefined),
    configResolved(config) {
      env = readHostEnv({ ...loadEnv(config.mode, config.envDir || config.root, 'VITE_'), ...process.env });
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: staticHeadersFile(env) });
      // For deploy/nginx: the headers as its directives, and the paths the build was made for.
      this.emitFile({ type: 'asset', fileName: `${NGINX_FOLDER}/security-headers.conf`, source: nginxHeadersFile(env) });
      this.emitFile({ type: 'asset', fileName: `${NGINX_FOLDER}/build.json`, source: nginxBuildFile(env) });
    },
    configurePreviewServer(server) {
      // The build preview serves does not change under it: read each page once.
      const pages = new Map<string, string>();
      const readPage = (file: string) => {
        if (!pages.has(file)) pages.set(file, readFileSync(join(outDir, file), 'utf8'));
        return pages.get(file)!;
      };
      const apiPath = sameOriginApiPath(env.apiUrl);
      server.middlewares.use((req, res, next) => {
        const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
        // The API's own answers, through the proxy after this (api-proxy.ts), carry its headers, not the pages'.
        if (isApiRequest(urlPath, apiPath)) return next();
        // Outside the base path, Vite answers (a redirect to it, or 404).
        const path = underBasePath(env.basePath, urlPath);
        if (path === null) return next();
        const nonce = randomBytes(16).toString('base64');
        for (const [name, value] of Object.entries(securityHeaders(env, { styleNonce: nonce }))) res.setHeader(name, value);
        // The app's pages with this response's nonce: the page's own file if the build made one, else index.html (the SPA fallback).
        if ((req.method === 'GET' || req.method === 'HEAD') && !isAsset(path)) {
          const file = prerenderedFile(path);
          const page = readPage(PAGE_FILES.has(file) ? file : 'index.html').replaceAll(NONCE_PLACEHOLDER, nonce);
          sendPage(req, res, page);
          return;
        }
        next();
      });
    },
  };
}
