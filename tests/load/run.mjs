#!/usr/bin/env node
/**
 * `npm run test:load`: 200 concurrent clients create, list and delete API keys against the
 * sandbox for 30 s, over loopback only (SECURITY.md, "Load"). Reports requests per second,
 * p50/p95/p99, every 5xx, and counts the keys in the database afterwards: none may be lost
 * or made twice. Fails on a 5xx, a lost or duplicated key, or a p99 over 100 ms.
 * LOAD_CLIENTS and LOAD_SECONDS change the size of the run. LOAD_THROUGH=nginx sends the API calls
 * through nginx as the README deploys it (`/api/v1/…` on the dashboard's origin, over TLS), as a
 * deployed dashboard's pages make them; its p99 is reported, not a budget.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { untilServing } from '../../scripts/until-serving.mjs';
import { startNginx } from './nginx.mjs';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
// Each client pauses between its calls like a person in the dashboard would (0 hammers the server).
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);
// The first seconds run the same traffic uncounted, while V8 and PGlite's WebAssembly warm up.
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 3);
const USERS = Math.max(1, Math.ceil(CLIENTS / 10)); // ten clients per user keeps each under its 20-key limit
const P99_BUDGET_MS = 100;
const PORT = 54359;
const SANDBOX = `http://127.0.0.1:${PORT}`;
const THROUGH_NGINX = process.env.LOAD_THROUGH === 'nginx';
const NGINX_PORT = 54360;
// The API calls' base: the sandbox itself, or nginx's forwarding of it. The control API is always called directly.
const API = THROUGH_NGINX ? `https://127.0.0.1:${NGINX_PORT}/api` : SANDBOX;
// nginx's certificate is self-signed, for loopback only.
if (THROUGH_NGINX) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
const ANON_KEY = 'sb_publishable_sandbox_local_only';
/** The control API takes JSON bodies only. */
const JSON_BODY = { 'content-type': 'application/json' };
const PASSWORD = 'load-test-password';

function startSandbox() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/sandbox/src/main.ts', '--memory', '--quiet'], {
    // Its clients judge tokens by this machine's time: the sandbox keeps it too.
    env: { ...process.env, SANDBOX_PORT: String(PORT), SANDBOX_CLOCK: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function json(response, expected) {
  if (response.status !== expected) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function prepareUsers() {
  await json(await fetch(`${SANDBOX}/_sandbox/rate-limits`, { method: 'PUT', headers: JSON_BODY, body: JSON.stringify({ enabled: false }) }), 200);
  const tokens = [];
  for (let index = 0; index < USERS; index += 1) {
    const email = `load-${index}@sandbox.test`;
    await json(await fetch(`${SANDBOX}/_sandbox/users`, { method: 'POST', headers: JSON_BODY, body: JSON.stringify({ email, password: PASSWORD }) }), 201);
    const session = await json(
      await fetch(`${SANDBOX}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
      200,
    );
    tokens.push(session.access_token);
  }
  return tokens;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(tokens) {
  const latencies = [];
  const statuses = new Map();
  const created = new Map(); // id -> name, from 201 answers
  const deleted = new Set();
  let networkErrors = 0;
  let listsMissingOwnKey = 0;
  const countFrom = performance.now() + WARMUP_SECONDS * 1000;
  const deadline = countFrom + SECONDS * 1000;

  async function call(method, path, token, body) {
    const started = performance.now();
    try {
      const response = await fetch(`${API}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      if (started >= countFrom) latencies.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch {
      networkErrors += 1;
      return { status: 0, body: null };
    }
  }

  // Random pauses around THINK_MS, so two hundred clients never march in step.
  const think = () => (THINK_MS > 0 ? new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random()))) : undefined);

  async function client(index) {
    const token = tokens[index % tokens.length];
    await new Promise((resolve) => setTimeout(resolve, Math.random() * THINK_MS));
    for (let round = 0; performance.now() < deadline; round += 1) {
      const name = `load-${index}-${round}`;
      const made = await call('POST', '/v1/api-keys', token, { name });
      if (made.status !== 201) continue;
      created.set(made.body.id, name);
      await think();
      const list = await call('GET', '/v1/api-keys', token);
      if (list.status === 200 && !list.body.keys.some((key) => key.id === made.body.id)) listsMissingOwnKey += 1;
      await think();
      const gone = await call('DELETE', `/v1/api-keys/${made.body.id}`, token);
      if (gone.status >= 200 && gone.status < 300) deleted.add(made.body.id);
      await think();
    }
  }

  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  const elapsedSeconds = (performance.now() - countFrom) / 1000;
  return { latencies, statuses, created, deleted, networkErrors, listsMissingOwnKey, elapsedSeconds };
}

/** What the database holds afterwards, against what the clients were told. */
async function countInDatabase(result) {
  const rows = await json(await fetch(`${SANDBOX}/_sandbox/keys.json?name_prefix=load-`), 200);
  const names = new Map();
  for (const row of rows) names.set(row.name, (names.get(row.name) ?? 0) + 1);
  const ids = new Set(rows.map((row) => row.id));
  return {
    rows: rows.length,
    duplicated: [...names.values()].filter((count) => count > 1).length,
    lost: [...result.created.keys()].filter((id) => !ids.has(id)).length,
    // A row no 201 answered for: a key made that its client never heard of.
    unreported: rows.filter((row) => !result.created.has(row.id)).length,
    stillActiveAfterDelete: rows.filter((row) => result.deleted.has(row.id) && !row.deleted).length,
  };
}

const sandbox = startSandbox();
let stopNginx;
let exitCode;
try {
  await untilServing(`${SANDBOX}/auth/v1/health`, { server: sandbox, name: 'the sandbox' });
  if (THROUGH_NGINX) stopNginx = await startNginx(SANDBOX, NGINX_PORT);
  const tokens = await prepareUsers();
  const result = await run(tokens);
  const database = await countInDatabase(result);
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const serverErrors = [...result.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  const report = {
    date: new Date().toISOString(),
    through: THROUGH_NGINX ? 'nginx' : 'direct',
    clients: CLIENTS,
    thinkMs: THINK_MS,
    warmupSeconds: WARMUP_SECONDS,
    users: USERS,
    seconds: Number(result.elapsedSeconds.toFixed(1)),
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / result.elapsedSeconds),
    latencyMs: {
      p50: Number(percentile(sorted, 50).toFixed(1)),
      p95: Number(percentile(sorted, 95).toFixed(1)),
      p99: Number(percentile(sorted, 99).toFixed(1)),
      max: Number((sorted.at(-1) ?? 0).toFixed(1)),
    },
    statuses: Object.fromEntries(result.statuses),
    serverErrors,
    networkErrors: result.networkErrors,
    keysCreated: result.created.size,
    keysDeleted: result.deleted.size,
    listsMissingOwnKey: result.listsMissingOwnKey,
    database,
  };
  const failures = [
    serverErrors > 0 && `${serverErrors} answers were 5xx`,
    result.networkErrors > 0 && `${result.networkErrors} requests got no answer`,
    database.lost > 0 && `${database.lost} keys answered 201 are missing from the database`,
    database.duplicated > 0 && `${database.duplicated} key names were stored twice`,
    database.unreported > 0 && `${database.unreported} keys were stored without a 201`,
    database.stillActiveAfterDelete > 0 && `${database.stillActiveAfterDelete} deleted keys are still active`,
    result.listsMissingOwnKey > 0 && `${result.listsMissingOwnKey} lists missed the key just created`,
    // Through nginx, its TLS and the sandbox share this machine's cores with 200 clients: the
    // figure moves too much run to run to be a budget (SECURITY.md, "Load"); what fails is what breaks.
    !THROUGH_NGINX && report.latencyMs.p99 > P99_BUDGET_MS && `p99 ${report.latencyMs.p99} ms is over ${P99_BUDGET_MS} ms`,
  ].filter(Boolean);
  mkdirSync('test-results', { recursive: true });
  writeFileSync(THROUGH_NGINX ? 'test-results/load-nginx.json' : 'test-results/load.json', `${JSON.stringify({ ...report, failures }, null, 2)}\n`);
  console.info(JSON.stringify(report, null, 2));
  console.info(
    failures.length === 0
      ? `load: PASS, ${report.requestsPerSecond} req/s, p50 ${report.latencyMs.p50} ms, p99 ${report.latencyMs.p99} ms, ${report.keysCreated} keys made and deleted, none lost or doubled`
      : `load: FAIL, ${failures.join('; ')}`,
  );
  exitCode = failures.length === 0 ? 0 : 1;
} finally {
  stopNginx?.();
  sandbox.kill('SIGTERM');
}
process.exit(exitCode);
