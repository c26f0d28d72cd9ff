import { spawn, type ChildProcess } from 'node:child_process';
import { sandboxHostEnv } from '../sandbox-host-env';

/** The bench's own ports, so a running `npm start` or journey run is left alone. */
export const SANDBOX_URL = 'http://127.0.0.1:54339';
export const APP_URL = 'http://127.0.0.1:5189';

const env = {
  ...process.env,
  SANDBOX_PORT: '54339',
  SANDBOX_APP_URL: APP_URL,
  // As `npm start` builds it: analytics and error reports on, to the sandbox's sinks.
  ...sandboxHostEnv(SANDBOX_URL, 'bench'),
};

function start(command: string): ChildProcess {
  return spawn('bash', ['-c', command], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

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

/**
 * The sandbox (in memory) and the production build of the host under `vite preview`, with
 * its security headers, as users get it. Resolves once both answer; `stop()` ends both.
 */
export async function startServers(): Promise<{ stop: () => void }> {
  const children = [
    start('npx tsx packages/sandbox/src/main.ts --memory --quiet'),
    start(`npx vite build --config packages/host-app/vite.config.ts packages/host-app --logLevel error && npx vite preview --config packages/host-app/vite.config.ts packages/host-app --port ${new URL(APP_URL).port}`),
  ];
  const stop = () => {
    for (const child of children) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', stop);
  await waitFor(`${SANDBOX_URL}/auth/v1/health`);
  await waitFor(APP_URL);
  return { stop };
}
