/**
 * What both deploy scripts (nginx/serve.mjs, cloudflare/serve.mjs) read of a build and of the
 * environment before they serve it. Plain JavaScript: the scripts run on Node without a build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build's facts (`_deploy/build.json`, build/deploy-facts.ts); `fail` ends the script with a message. */
export function readBuildFacts(dist, fail) {
  const file = join(dist, '_deploy', 'build.json');
  if (!existsSync(file)) fail(`${file} is missing: build the dashboard first (npx vite build packages/host-app).`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** API_PROXY_TARGET as an origin without a trailing slash ('' when unset); required when the build calls its API on its own origin. */
export function apiProxyTarget(env, facts, fail) {
  const target = (env.API_PROXY_TARGET ?? '').replace(/\/+$/, '');
  if (facts.apiPath && !/^https?:\/\/[^/]+$/.test(target)) {
    fail(`The build calls its API at ${facts.apiPath}: set API_PROXY_TARGET to the provider API's origin (http(s)://host:port), got "${env.API_PROXY_TARGET ?? ''}".`);
  }
  return target;
}
