/**
 * The production build served by nginx as the README deploys it, for the load runs: built with
 * the API on its own origin (`/api`, forwarded to `sandboxUrl`) into packages/host-app/dist-load,
 * and served over HTTPS (HTTP/2, a self-signed certificate) on `port`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { untilServing } from '../../scripts/until-serving.mjs';

export const OUT_DIR = 'dist-load';

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
  await untilServing(`https://127.0.0.1:${port}/login`, { server: nginx, name: 'nginx' });
  return () => nginx.kill('SIGTERM');
}
