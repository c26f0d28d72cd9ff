#!/usr/bin/env node
/**
 * Runs the dashboard's production build at Cloudflare's edge, locally (README, "Deploy"):
 * `wrangler dev` runs worker.ts and the build's static assets in workerd, the runtime
 * Cloudflare runs, installed from npm. No account and no network.
 *
 *   node packages/host-app/deploy/cloudflare/serve.mjs [dist folder]     (default packages/host-app/dist)
 *
 * Environment:
 *   API_PROXY_TARGET      the provider API that <api path>/v1/... is forwarded to (needed when the
 *                         build calls its API on its own origin, VITE_API_URL=/api)
 *   DASHBOARD_LISTEN      address and port, default 127.0.0.1:8787 (HTTPS)
 *   TLS_CERTIFICATE, TLS_CERTIFICATE_KEY
 *                         PEM files; without them wrangler's own self-signed certificate
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { withApiProxyNodeOption } from '../../build/api-proxy-node-option.mjs';
import { apiProxyTarget, readBuildFacts } from '../build-facts.mjs';

const here = dirname(fileURLToPath(import.meta.url));

function fail(message) {
  console.error(`[edge] ${message}`);
  process.exit(1);
}

/**
 * Passes workerd's output on, but for the error it logs (with its stack) each time a client
 * refuses the local self-signed certificate: a browser that trusts it only after asking does
 * so on every connection.
 */
function passOn(from, to) {
  let skipping = false;
  createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
    if (/error accepting tls connection.*CERTIFICATE_UNKNOWN/.test(line)) skipping = true;
    else if (skipping && (line.trim() === '' || line.trimStart().startsWith('stack:'))) return;
    else skipping = false;
    if (!skipping) to.write(`${line}\n`);
  });
}

function main() {
  const dist = resolve(process.argv[2] ?? join(here, '..', '..', 'dist'));
  const facts = readBuildFacts(dist, fail);
  // The Worker serves the assets at the root: a build below a base path is not served here yet.
  if (facts.basePath) fail(`The build is below ${facts.basePath} (VITE_BASE_PATH): serving a base path at the edge is not tested yet; build at the root.`);
  const apiTarget = apiProxyTarget(process.env, facts, fail);
  const [ip, port] = (process.env.DASHBOARD_LISTEN ?? '127.0.0.1:8787').split(/:(?=\d+$)/);
  const tls = process.env.TLS_CERTIFICATE && process.env.TLS_CERTIFICATE_KEY ? ['--https-cert-path', resolve(process.env.TLS_CERTIFICATE), '--https-key-path', resolve(process.env.TLS_CERTIFICATE_KEY)] : [];
  const args = [
    'dev',
    '--config', join(here, 'wrangler.jsonc'),
    '--assets', dist,
    '--ip', ip,
    '--port', port,
    '--local-protocol', 'https',
    ...tls,
    '--var', `API_PROXY_TARGET:${apiTarget}`,
    // Nothing of a run outlives it; the inspector takes a free port, not 9229.
    '--persist-to', mkdtempSync(join(tmpdir(), 'dashboard-edge-')),
    '--inspector-port', '0',
    '--show-interactive-dev-session=false',
    '--log-level', process.env.WRANGLER_LOG_LEVEL ?? 'warn',
  ];
  const wrangler = spawn(process.execPath, [join(here, '..', '..', '..', '..', 'node_modules', 'wrangler', 'bin', 'wrangler.js'), ...args], {
    stdio: ['inherit', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // The auth service signs the profile into every access token: request headers up to 64 KB, as the API takes.
      NODE_OPTIONS: withApiProxyNodeOption(process.env.NODE_OPTIONS),
      // No network: no usage reports, and the placeholder for the `cf` object Cloudflare would add.
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    },
  });
  passOn(wrangler.stdout, process.stdout);
  passOn(wrangler.stderr, process.stderr);
  console.log(`[edge] serving ${dist} on https://${ip}:${port} in workerd`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => wrangler.kill('SIGINT'));
  wrangler.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

main();
