import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ASSETS_IGNORE_FILE, DEPLOY_FILES, DEPLOY_FOLDER } from '../../packages/host-app/build/deploy-facts';
import { nginxHeadersFile, staticHeadersFile } from '../../packages/host-app/security/headers';
import { NONCE_PLACEHOLDER, deployBuildFile } from '../../packages/host-app/security/vite-plugin';
import { readHostEnv } from '../../packages/host-app/src/env.logic';
import { untilServing } from '../../scripts/until-serving.mjs';
import { portOf } from '../proxy-upstream';
import { DEPLOY_SCRIPTS, type Deployment } from '../web-servers';

/** A page of the build as Vite writes it: the nonce placeholder in its meta and style tags. */
const PAGE = (title: string) =>
  `<!doctype html><html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><style nonce="${NONCE_PLACEHOLDER}">body{}</style><title>${title}</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;

/** The build's one hashed asset, at HASHED_ASSET. */
export const ASSET = `export const forecast = ${JSON.stringify('x'.repeat(4000))};\n`;
export const HASHED_ASSET = '/assets/entry-Ab12Cd34.js';

/**
 * A build's layout, small: three pages (`index.html` the shell), a hashed asset precompressed,
 * and what `vite build` leaves for hosts (`_headers`, `.assetsignore`, the `_deploy` folder),
 * made from the same definitions the build uses, for a build that calls its API at `/api`
 * (served below `basePath`, when given: the files are the same, the URLs start with it).
 */
export function makeBuild({ basePath = '' }: { basePath?: string } = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'deployed-dist-'));
  // Readable by nginx's workers, as a build folder is (mkdtemp makes it the owner's alone).
  chmodSync(dist, 0o755);
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, DEPLOY_FOLDER));
  for (const page of ['index', 'login', 'api-keys']) writeFileSync(join(dist, `${page}.html`), PAGE(page === 'index' ? 'shell' : page));
  writeFileSync(join(dist, HASHED_ASSET), ASSET);
  writeFileSync(join(dist, `${HASHED_ASSET}.br`), brotliCompressSync(ASSET));
  writeFileSync(join(dist, `${HASHED_ASSET}.gz`), gzipSync(ASSET));
  const env = readHostEnv({ VITE_API_URL: '/api', VITE_SUPABASE_URL: 'https://auth.forecast.example', VITE_BASE_PATH: basePath });
  writeFileSync(join(dist, '_headers'), staticHeadersFile(env));
  writeFileSync(join(dist, '.assetsignore'), ASSETS_IGNORE_FILE);
  writeFileSync(join(dist, DEPLOY_FOLDER, DEPLOY_FILES.nginxHeaders), nginxHeadersFile(env));
  writeFileSync(join(dist, DEPLOY_FOLDER, DEPLOY_FILES.build), deployBuildFile(env));
  return dist;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = portOf(server);
      server.close(() => resolve(port));
    });
  });

export interface DeployedServer {
  port: number;
  stop(): Promise<void>;
}

/** Serves `dist` the way `deployment` does, in front of the API at `apiTarget`; resolves once it answers over HTTPS. */
export async function startDeployed(deployment: Deployment, dist: string, apiTarget: string): Promise<DeployedServer> {
  const port = await freePort();
  // nginx keeps its config and temp files in a prefix of its own per server.
  const prefix = deployment === 'nginx' ? { NGINX_PREFIX: mkdtempSync(join(tmpdir(), 'nginx-prefix-')) } : {};
  const child = spawn('node', [DEPLOY_SCRIPTS[deployment], dist], {
    env: { ...process.env, ...prefix, API_PROXY_TARGET: apiTarget, DASHBOARD_LISTEN: `127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await untilServing(`https://127.0.0.1:${port}/login`, { server: child, name: deployment });
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
