import { spawn, type ChildProcess } from 'node:child_process';
import { build } from 'vite';
import { sandboxHostEnv } from '../sandbox-host-env';
import { pinThisProcess } from './cpu-cores';

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

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

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
 * The sandbox (in memory) and the production build of the host, built as `npm start` builds
 * it (analytics and error reports on, to the sandbox's sinks) and served by `vite preview`
 * with its security headers over HTTP/2, as any production host serves it: over HTTP/1.1
 * Lighthouse's simulation queues the route's chunks on six connections per origin, a cost no
 * user of a real host pays. As `npm start`, the page calls the API on its own origin (`/api`,
 * forwarded to the sandbox by the preview server), over the connection its scripts came on;
 * auth and the telemetry sinks it calls through api-proxy.ts, over HTTPS and HTTP/2 as
 * production services answer. The preview server also serves the routes' limit pages from
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
    env: process.env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // Its own process, as a real host's: in this one, Lighthouse parsing the trace would hold up
  // the server's answers, and Lantern reads that wait as server time added to every request.
  const app = spawnReady('tests/bench/preview-server.ts', { BENCH_LIMIT_PAGES: limitDirectory });
  const api = spawnReady('tests/bench/api-proxy.ts');
  const stop = () => {
    for (const child of [sandbox, app.child, api.child]) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', stop);
  await Promise.all([app.ready, api.ready]);
  await waitFor(`${SANDBOX_URL}/auth/v1/health`);
  return { stop };
}
