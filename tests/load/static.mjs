#!/usr/bin/env node
/**
 * `npm run test:load:static`: how many page loads a second one nginx serves on this machine
 * (SECURITY.md, "Load"). The production build served by nginx as the README deploys it
 * (tests/load/nginx.mjs); h2load (Debian's nghttp2-client) opens LOAD_CLIENTS HTTP/2
 * connections over TLS, each loading the sign-in page as a browser does: the page and every
 * script and style it names, all at once on its connection, brotli accepted, again and again
 * for LOAD_SECONDS after a warm-up. Reports page loads a second, each request's p50/p99, and
 * fails on any answer that is not a 200 (requests cut off by the run's end are not counted).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OUT_DIR, startNginx } from './nginx.mjs';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const WARMUP_SECONDS = 3;
const PORT = 54361;
const PAGE = '/login';

function get(path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, rejectUnauthorized: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The page and what a browser loading it asks for: the entry and the page's chunk its start
 * script names, the chunks they import and their styles (from the build's manifest).
 */
async function pageRequests() {
  const html = await get(PAGE);
  const named = [...html.matchAll(/data-(?:entry|page)="\/([^"]+)"/g)].map((match) => match[1]);
  const manifest = Object.values(JSON.parse(readFileSync(`packages/host-app/${OUT_DIR}/.vite/manifest.json`, 'utf8')));
  const byFile = new Map(manifest.map((chunk) => [chunk.file, chunk]));
  const byKey = JSON.parse(readFileSync(`packages/host-app/${OUT_DIR}/.vite/manifest.json`, 'utf8'));
  const files = new Set();
  const visit = (chunk) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const key of chunk.imports ?? []) visit(byKey[key]);
  };
  for (const file of named) visit(byFile.get(file));
  if (files.size === 0) throw new Error(`${PAGE} names no script the manifest knows`);
  return [PAGE, ...[...files].map((file) => `/${file}`)];
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

// nginx ends a connection after 1,000 requests (a browser then opens another); h2load does not
// open another, so each connection is let go on for the run.
const serverConf = join(mkdtempSync(join(tmpdir(), 'load-static-nginx-')), 'server.conf');
writeFileSync(serverConf, 'keepalive_requests 100000000;\n');
const stop = await startNginx('http://127.0.0.1:9', PORT, { NGINX_SERVER_CONF: serverConf });
let exitCode;
try {
  const paths = await pageRequests();
  const folder = mkdtempSync(join(tmpdir(), 'load-static-'));
  writeFileSync(join(folder, 'uris'), `${paths.map((path) => `https://127.0.0.1:${PORT}${path}`).join('\n')}\n`);
  const log = join(folder, 'requests.log');
  const run = spawnSync(
    'h2load',
    ['-c', String(CLIENTS), '-t', '1', '-m', String(paths.length), '-D', String(SECONDS), '--warm-up-time', String(WARMUP_SECONDS), '-H', 'accept-encoding: br', '-i', join(folder, 'uris'), '--log-file', log],
    { encoding: 'utf8' },
  );
  if (run.error) throw new Error(`h2load could not be started (${run.error.message}): apt-get install nghttp2-client`);
  // Each line: start (µs since the epoch), status, duration (µs).
  // Requests still on their way when the run ends are logged without a status (-1 or 0): not counted.
  const lines = readFileSync(log, 'utf8').trim().split('\n').map((line) => line.split('\t').map(Number)).filter(([, status]) => status > 0);
  const durations = lines.map(([, , micros]) => micros / 1000).sort((a, b) => a - b);
  const notOk = lines.filter(([, status]) => status !== 200).length;
  const report = {
    date: new Date().toISOString(),
    clients: CLIENTS,
    seconds: SECONDS,
    requestsPerPage: paths.length,
    requests: lines.length,
    pageLoadsPerSecond: Math.round(lines.length / paths.length / SECONDS),
    requestLatencyMs: { p50: Number(percentile(durations, 50).toFixed(1)), p99: Number(percentile(durations, 99).toFixed(1)), max: Number((durations.at(-1) ?? 0).toFixed(1)) },
    notOk,
    h2load: run.stdout.split('\n').filter((line) => /^(finished in|requests:|status codes:|traffic:)/.test(line)),
  };
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/load-static.json', `${JSON.stringify(report, null, 2)}\n`);
  console.info(JSON.stringify(report, null, 2));
  const failed = notOk > 0 || lines.length === 0;
  console.info(failed ? `load:static: FAIL, ${notOk} answers were not 200` : `load:static: PASS, ${report.pageLoadsPerSecond} page loads/s (${paths.length} requests each), p99 ${report.requestLatencyMs.p99} ms a request`);
  exitCode = failed ? 1 : 0;
} finally {
  stop();
}
process.exit(exitCode);
