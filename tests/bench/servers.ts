import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { untilServing } from '../../scripts/until-serving.mjs';
import { DEPLOY_SCRIPTS } from '../web-servers';
import { LIMIT_PATH } from './dashboard/limit-pages';
import { sandboxHostEnv } from '../sandbox-host-env';
import { pinThisProcess } from './cpu-cores';
import { headersBesideThePolicy, nginxHeaderLines } from '../../packages/host-app/security/headers';

/** The bench's own ports, so a running `npm start` or journey run is left alone. */
export const SANDBOX_URL = 'http://127.0.0.1:54339';
export const APP_URL = 'https://127.0.0.1:5189';
/** The sandbox behind HTTPS and HTTP/2 (api-proxy.ts): the URL the bench's host build signs in and reports to. */
export const API_URL = 'https://127.0.0.1:54340';

/**
 * The served dashboard has a certificate of its own making (HTTP/2 needs TLS): Chromium is
 * told to accept it. Only the bench's browsers get this flag.
 */
export const BENCH_CHROMIUM_ARGS = ['--ignore-certificate-errors'];

export const HOST = { configFile: 'packages/host-app/vite.config.ts', root: 'packages/host-app', logLevel: 'error' } as const;

/** A server script of the bench in a process of its own; `ready` resolves once it prints `ready`. */
function spawnReady(script: string, env: NodeJS.ProcessEnv = {}): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn('bash', ['-c', `npx tsx ${script}`], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return { child, ready };
}

/**
 * nginx's location for the routes' limit pages in `directory`: served as the app's pages are
 * (compressed, never cached, the app's security headers), under a policy that runs no script.
 * The headers matter to the figure: Cross-Origin-Opener-Policy makes Chrome start the page in
 * a renderer of its own, and Lighthouse's load from about:blank then pays for a cold process
 * (its JavaScript context, fonts, raster); without it the same HTML painted twice as fast.
 */
export function limitPagesLocation(directory: string): string {
  return [
    `location ^~ ${LIMIT_PATH} {`,
    `  alias ${directory}/;`,
    ...nginxHeaderLines({
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:",
      ...headersBesideThePolicy(),
      'Cache-Control': 'no-store',
    }).map((line) => `  ${line}`),
    '  gzip on;',
    '  brotli on;',
    '  brotli_comp_level 5;',
    '}',
    '',
  ].join('\n');
}

/** limitPagesLocation as a file for NGINX_SERVER_CONF. */
function limitPagesConf(directory: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-nginx-')), 'limit-pages.conf');
  writeFileSync(file, limitPagesLocation(directory));
  return file;
}

/**
 * The sandbox (in memory) and the production build of the host, built as `npm start` builds
 * it (analytics and error reports on, to the sandbox's sinks) and served as operators serve it:
 * by nginx (packages/host-app/deploy/nginx) over HTTP/2 with TLS, its compression and its
 * headers (over HTTP/1.1 Lighthouse's simulation would queue the route's chunks on six
 * connections per origin, a cost no user of a real host pays). As `npm start`, the page calls
 * the API on its own origin (`/api`, forwarded to the sandbox by nginx), over the connection
 * its scripts came on; auth and the telemetry sinks it calls through api-proxy.ts, over HTTPS
 * and HTTP/2 as production services answer. The same nginx serves the routes' limit pages from
 * `limitDirectory`. After the build, this process and the servers keep to their own core
 * (cpu-cores.ts). Resolves once all three answer; `stop()` ends them.
 */
export async function startServers(limitDirectory: string): Promise<{ stop: () => void }> {
  Object.assign(process.env, { SANDBOX_PORT: new URL(SANDBOX_URL).port, SANDBOX_APP_URL: APP_URL, ...sandboxHostEnv(API_URL, 'bench'), API_PROXY_TARGET: SANDBOX_URL });
  // Vite's `build` reads NODE_ENV; the shipped build is a production one.
  process.env.NODE_ENV = 'production';
  await build({ ...HOST, mode: 'production' });
  pinThisProcess();
  const sandbox: ChildProcess = spawn('bash', ['-c', 'npx tsx packages/sandbox/src/main.ts --memory --quiet'], {
    // Lighthouse's browser keeps this machine's time, so the sandbox does too (a session it dated
    // elsewhere would look expired or far off to the page).
    env: { ...process.env, SANDBOX_CLOCK: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // Its own process, as a real host's: in this one, Lighthouse parsing the trace would hold up
  // the server's answers, and Lantern reads that wait as server time added to every request.
  mkdirSync(limitDirectory, { recursive: true });
  const app: ChildProcess = spawn('node', [DEPLOY_SCRIPTS.nginx, 'packages/host-app/dist'], {
    env: { ...process.env, DASHBOARD_LISTEN: `127.0.0.1:${new URL(APP_URL).port}`, NGINX_SERVER_CONF: limitPagesConf(limitDirectory) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const api = spawnReady('tests/bench/api-proxy.ts');
  const stop = () => {
    for (const child of [sandbox, app, api.child]) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', stop);
  await Promise.all([
    untilServing(`${APP_URL}/login`, { server: app, name: 'nginx' }),
    api.ready,
    untilServing(`${SANDBOX_URL}/auth/v1/health`, { server: sandbox, name: 'the sandbox' }),
  ]);
  return { stop };
}
