import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { loadEnv } from 'vite';
import { readHostEnv, type HostEnv } from '../src/env.logic.ts';
import { isApiRequest, sameOriginApiPath } from '../build/api-path.ts';
import { sendPage } from '../build/precompress-plugin.ts';
import { PAGE_FILES, prerenderedFile } from '../build/prerendered-pages.ts';
import { nginxHeadersFile, securityHeaders, staticHeadersFile } from './headers.ts';
import { underBasePath } from '../build/base-path.ts';
import { ASSETS_IGNORE_FILE, DEPLOY_FILES, DEPLOY_FOLDER, isHostFile, type DeployBuildFacts } from '../build/deploy-facts.ts';

/** What Vite writes into every nonce attribute (and the csp-nonce meta styled-components reads); the server swaps it per response. */
export const NONCE_PLACEHOLDER = '__DASHBOARD_CSP_NONCE__';

/**
 * What a server of the build reads of it: the base and API paths it was made for, the nonce
 * placeholder, and the pages' security headers with that placeholder where each response's
 * nonce goes (the edge's Worker fills it; nginx reads its own directives).
 */
export function deployBuildFile(env: HostEnv): string {
  const facts: DeployBuildFacts = {
    basePath: env.basePath,
    apiPath: sameOriginApiPath(env.apiUrl) ?? null,
    noncePlaceholder: NONCE_PLACEHOLDER,
    pageHeaders: securityHeaders(env, { styleNonce: NONCE_PLACEHOLDER }),
  };
  return `${JSON.stringify(facts, null, 2)}\n`;
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
      // For the build's servers (deploy/): its facts and headers, and what a Worker's assets leave out.
      this.emitFile({ type: 'asset', fileName: `${DEPLOY_FOLDER}/${DEPLOY_FILES.build}`, source: deployBuildFile(env) });
      this.emitFile({ type: 'asset', fileName: `${DEPLOY_FOLDER}/${DEPLOY_FILES.nginxHeaders}`, source: nginxHeadersFile(env) });
      this.emitFile({ type: 'asset', fileName: '.assetsignore', source: ASSETS_IGNORE_FILE });
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
        // What the build leaves for hosts is theirs alone.
        if (isHostFile(path)) {
          res.statusCode = 404;
          res.end();
          return;
        }
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
