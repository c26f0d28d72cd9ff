#!/usr/bin/env node
/**
 * Serves the dashboard's production build with nginx (README, "Deploy"): renders
 * nginx.conf.template from the build (its `_deploy` folder) and the environment into a prefix
 * folder of its own, checks it with `nginx -t`, then runs nginx in the foreground until stopped.
 *
 *   node packages/host-app/deploy/nginx/serve.mjs [dist folder]     (default packages/host-app/dist)
 *
 * Environment:
 *   API_PROXY_TARGET      the provider API that <api path>/v1/... is forwarded to (needed when the
 *                         build calls its API on its own origin, VITE_API_URL=/api)
 *   DASHBOARD_LISTEN      address and port, default 127.0.0.1:8443 (HTTP/2 over TLS)
 *   TLS_CERTIFICATE, TLS_CERTIFICATE_KEY
 *                         PEM files; without them a self-signed certificate for 127.0.0.1 and
 *                         localhost is made in the prefix (for a machine of your own only)
 *   NGINX_PREFIX          where the rendered config, pid and temp files go (default: a new temp folder)
 *   NGINX                 the nginx binary (default: nginx on the PATH)
 *   NGINX_MODULES         Debian's module folder (default /usr/lib/nginx/modules)
 *   NGINX_ACCESS_LOG      an access_log value (default off)
 *   NGINX_SERVER_CONF     a file of directives of your own for the server block (more locations)
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiProxyTarget, readBuildFacts } from '../build-facts.mjs';

const here = dirname(fileURLToPath(import.meta.url));

function fail(message) {
  console.error(`[nginx] ${message}`);
  process.exit(1);
}

/** A self-signed certificate for this machine's loopback names, made once per prefix. */
function selfSignedCertificate(prefix) {
  const certificate = join(prefix, 'self-signed.crt');
  const key = join(prefix, 'self-signed.key');
  if (!existsSync(certificate)) {
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '30', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', certificate],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    if (made.status !== 0) fail(`openssl could not make a self-signed certificate: ${made.stderr}`);
  }
  return { certificate, key };
}

/** An empty file in the prefix: what the server block includes when the operator adds nothing. */
function emptyFile(prefix) {
  const file = join(prefix, 'no-server-conf.conf');
  writeFileSync(file, '');
  return file;
}

/** The template with every ${NAME} filled; a name without a value is an error, never an empty string. */
export function render(template, values) {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`nginx.conf.template: no value for \${${name}}`);
    return values[name];
  });
}

/** The values the template needs, from the build and the environment. */
export function configValues({ dist, prefix, env, build, tls }) {
  const apiTarget = apiProxyTarget(env, build, fail);
  const basePath = build.basePath ?? '';
  return {
    PREFIX: prefix,
    MODULES: env.NGINX_MODULES ?? '/usr/lib/nginx/modules',
    MIME_TYPES: join(here, 'mime.types'),
    ACCESS_LOG: env.NGINX_ACCESS_LOG ?? 'off',
    LISTEN: env.DASHBOARD_LISTEN ?? '127.0.0.1:8443',
    TLS_CERTIFICATE: tls.certificate,
    TLS_CERTIFICATE_KEY: tls.key,
    ROOT: dist,
    HEADERS: join(dist, '_deploy', 'nginx-security-headers.conf'),
    NONCE_PLACEHOLDER: build.noncePlaceholder,
    BASE_PATH: basePath,
    // Without an API on this origin, the location answers nothing the build calls.
    API_PATH: build.apiPath ?? '/api',
    API_TARGET: apiTarget || 'http://127.0.0.1:9',
    SERVER_CONF: env.NGINX_SERVER_CONF ? resolve(env.NGINX_SERVER_CONF) : emptyFile(prefix),
    // Below a base path, the bare path leads to it, and nothing outside it is the dashboard's.
    OUTSIDE_BASE_PATH: basePath ? `location = ${basePath} { return 308 ${basePath}/; }\n    location / { return 404; }` : '',
  };
}

function main() {
  const dist = resolve(process.argv[2] ?? join(here, '..', '..', 'dist'));
  const build = readBuildFacts(dist, fail);
  const prefix = resolve(process.env.NGINX_PREFIX ?? mkdtempSync(join(tmpdir(), 'dashboard-nginx-')));
  mkdirSync(prefix, { recursive: true });
  // nginx's workers (nobody, when started as root) keep their temp files below it.
  chmodSync(prefix, 0o755);
  const tls =
    process.env.TLS_CERTIFICATE && process.env.TLS_CERTIFICATE_KEY
      ? { certificate: resolve(process.env.TLS_CERTIFICATE), key: resolve(process.env.TLS_CERTIFICATE_KEY) }
      : selfSignedCertificate(prefix);
  const config = join(prefix, 'nginx.conf');
  const values = configValues({ dist, prefix, env: process.env, build, tls });
  writeFileSync(config, render(readFileSync(join(here, 'nginx.conf.template'), 'utf8'), values));
  const nginx = process.env.NGINX ?? 'nginx';
  const args = ['-p', prefix, '-c', config, '-e', 'stderr'];
  const checked = spawnSync(nginx, [...args, '-t', '-q'], { stdio: 'inherit' });
  if (checked.error) fail(`${nginx} could not be started (${checked.error.message}): apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static`);
  if (checked.status !== 0) fail(`${config} does not pass nginx -t`);
  const server = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: 'inherit' });
  console.log(`[nginx] serving ${dist} on https://${values.LISTEN} (config ${config})`);
  // nginx's graceful stop is SIGQUIT; a test runner or Ctrl-C sends SIGTERM or SIGINT.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGQUIT'));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
