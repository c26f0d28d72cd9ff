import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { underBasePath } from './base-path.ts';

/** Text assets worth compressing; maps and the prerendered pages (which carry a per-response nonce) are left alone. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;
const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};
/** Below this, compressing costs more than the bytes it saves (the preview server's own threshold). */
const MIN_BYTES = 1024;

const CODINGS = { br: /\bbr\b/, gzip: /\bgzip\b/ };
/** Whether an Accept-Encoding header takes `coding`. */
const accepts = (header: string | string[] | undefined, coding: keyof typeof CODINGS) => CODINGS[coding].test(String(header ?? ''));

/**
 * A page made per response (its nonce changes each time), compressed as a production host
 * compresses HTML: brotli at a quality that costs well under a millisecond for a page, gzip for
 * a client without brotli, and as it is for a client that takes neither.
 */
function encodePage(page: string, acceptEncoding: string | string[] | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const source = Buffer.from(page);
  if (source.byteLength < MIN_BYTES) return { body: source };
  if (accepts(acceptEncoding, 'br')) return { body: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (accepts(acceptEncoding, 'gzip')) return { body: gzipSync(source), encoding: 'gzip' };
  return { body: source };
}

/** Answers with an HTML page made for this response: compressed as the client accepts, never cached, no body for HEAD. */
export function sendPage(req: IncomingMessage, res: ServerResponse, page: string): void {
  const { body, encoding } = encodePage(page, req.headers['accept-encoding']);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.byteLength);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The request's path, decoded; null for a malformed one (left to the static server to refuse). */
function requestPath(url: string | undefined): string | null {
  try {
    return decodeURIComponent((url ?? '/').split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

/**
 * Brotli at its highest quality for the built assets, as a production host or CDN serves them:
 * the build writes `name.br` (and `name.gz`, for clients without brotli) beside each script and
 * style, and `vite preview` sends the brotli to browsers that accept it (about a sixth smaller
 * than the gzip it compresses on the fly).
 * Static hosts that compress themselves simply ignore the `.br` files.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let basePath = '';
  return {
    name: 'dashboard-precompress',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      basePath = config.base.replace(/\/+$/, '');
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of Object.keys(bundle)) {
          if (!COMPRESSIBLE.test(fileName)) continue;
          const source = readFileSync(join(outDir, fileName));
          if (source.byteLength < MIN_BYTES) continue;
          const compressed = brotliCompressSync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength },
          });
          writeFileSync(join(outDir, `${fileName}.br`), compressed);
          // For a server that sends files precompressed (nginx's gzip_static) to a client without brotli.
          writeFileSync(join(outDir, `${fileName}.gz`), gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
        }
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const requested = requestPath(req.url);
        const path = requested === null ? null : underBasePath(basePath, requested);
        if (path === null) return next();
        const extension = COMPRESSIBLE.exec(path)?.[1];
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !extension || path.includes('..')) return next();
        res.setHeader('Vary', 'Accept-Encoding');
        const file = join(outDir, `${path}.br`);
        if (!accepts(req.headers['accept-encoding'], 'br') || !existsSync(file)) return next();
        const body = readFileSync(file);
        res.setHeader('Content-Type', CONTENT_TYPES[extension]!);
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Content-Length', body.byteLength);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
