/**
 * The production build served by nginx as the README deploys it, for the load runs: built with
 * the API on its own origin (`/api`, forwarded to `sandboxUrl`) into packages/host-app/dist-load,
 * and served over HTTPS (HTTP/2, a self-signed certificate) on `port`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { request } from 'node:https';

export const OUT_DIR = 'dist-load';

/** Resolves once nginx answers a page over HTTPS. */
async function answers(port) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const ok = await new Promise((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: '/login', rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('error', () => resolve(false));
      req.end();
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx did not start');
}

/** Builds the dashboard and serves it with nginx in front of the sandbox (`env`: more of serve.mjs's variables); resolves to its stop(). */
export async function startNginx(sandboxUrl, port, env = {}) {
  const built = spawnSync('npx', ['vite', 'build', '--config', 'packages/host-app/vite.config.ts', 'packages/host-app', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, VITE_API_URL: '/api', VITE_SUPABASE_URL: sandboxUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('vite build failed');
  const nginx = spawn(process.execPath, ['packages/host-app/deploy/nginx/serve.mjs', `packages/host-app/${OUT_DIR}`], {
    env: { ...process.env, ...env, API_PROXY_TARGET: sandboxUrl, DASHBOARD_LISTEN: `127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await answers(port);
  return () => nginx.kill('SIGTERM');
}
