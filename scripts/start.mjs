// `npm start`: the sandbox (local provider) and the dashboard together, wired to each other.
// Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { untilServing } from './until-serving.mjs';
import { withApiProxyNodeOption } from '../packages/host-app/build/api-proxy-node-option.mjs';

const SANDBOX_PORT = process.env.SANDBOX_PORT ?? '54321';
const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
// APP_PORT: the dev-server journeys run this very script on ports of their own.
const APP_PORT = process.env.APP_PORT ?? '5173';
const APP_URL = `http://127.0.0.1:${APP_PORT}`;

const env = {
  ...process.env,
  SANDBOX_PORT,
  SANDBOX_APP_URL: APP_URL,
  VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? SANDBOX_URL,
  // The API on the dashboard's own origin, as the production host serves it: the dev server and
  // `vite preview` forward /api/* to the sandbox (packages/host-app/build/api-proxy.ts).
  VITE_API_URL: process.env.VITE_API_URL ?? '/api',
  API_PROXY_TARGET: process.env.API_PROXY_TARGET ?? SANDBOX_URL,
  // Request headers up to 64 KB through that proxy, as the API takes them: a long profile makes a
  // long token (the server warns when the flag is missing).
  NODE_OPTIONS: withApiProxyNodeOption(process.env.NODE_OPTIONS),
  VITE_FILES_URL: process.env.VITE_FILES_URL ?? `${SANDBOX_URL}/files`,
  VITE_USER_PLATFORM_URL: process.env.VITE_USER_PLATFORM_URL ?? `${SANDBOX_URL}/_sandbox/platform`,
  VITE_DOCS_URL: process.env.VITE_DOCS_URL ?? `${SANDBOX_URL}/docs`,
  // Analytics and error reports go to the sandbox's sinks, listed at /_sandbox/telemetry.
  VITE_POSTHOG_KEY: process.env.VITE_POSTHOG_KEY ?? 'phc_sandbox',
  VITE_POSTHOG_HOST: process.env.VITE_POSTHOG_HOST ?? `${SANDBOX_URL}/ingest`,
  VITE_SENTRY_DSN: process.env.VITE_SENTRY_DSN ?? `http://sandbox@127.0.0.1:${SANDBOX_PORT}/1`,
};

// `--preview` (npm run preview): the production build, served with its security headers, instead of the dev server.
const preview = process.argv.includes('--preview');
const sandboxArgs = process.argv.slice(2).filter((arg) => arg !== '--preview');
const host = ['--config', 'packages/host-app/vite.config.ts', 'packages/host-app'];
if (preview) {
  const build = spawnSync('npx', ['vite', 'build', ...host, '--logLevel', 'warn'], { env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [
  spawn('npx', ['tsx', 'packages/sandbox/src/main.ts', ...sandboxArgs], { env, stdio: ['ignore', 'inherit', 'inherit'] }),
  spawn('npx', ['vite', ...(preview ? ['preview'] : []), ...host, '--port', APP_PORT], { env, stdio: ['ignore', 'inherit', 'inherit'] }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));

try {
  await untilServing(`${SANDBOX_URL}/auth/v1/health`, { server: children[0], name: 'The sandbox' });
  await untilServing(APP_URL, { server: children[1], name: 'The dashboard' });
  console.info(
    [
      '',
      `  Dashboard  ${APP_URL}${preview ? '   (production build, with its security headers)' : ''}`,
      `  API        ${env.VITE_API_URL.startsWith('/') ? `${APP_URL}${env.VITE_API_URL} -> ${env.API_PROXY_TARGET}` : env.VITE_API_URL}`,
      `  Sandbox    ${SANDBOX_URL}   (outbox: ${SANDBOX_URL}/_sandbox/mail, telemetry: ${SANDBOX_URL}/_sandbox/telemetry)`,
      '  Sign in    dev@sandbox.test / sandbox-password',
      '  Ctrl-C stops both.',
      '',
    ].join('\n'),
  );
} catch (error) {
  // Stopped on purpose (Ctrl-C) while starting: nothing failed to say.
  if (!stopping) {
    console.error(error.message);
    stop(1);
  }
}
