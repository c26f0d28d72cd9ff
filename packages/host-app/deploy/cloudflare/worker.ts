/**
 * The dashboard at Cloudflare's edge (README, "Deploy"): this Worker in front of the
 * build's static assets. The hashed assets never reach it (wrangler.jsonc, run_worker_first):
 * the asset layer sends them with `_headers`' rules, cached for a year. The Worker answers the
 * rest: `<api path>/v1/…` forwarded to API_PROXY_TARGET, each page with a fresh style nonce in
 * its policy and its style tags, the shell with status 404 for an unknown path, and nothing of
 * what the build leaves for hosts.
 */
import { isApiRequest } from '../../build/api-path.ts';
import { DEPLOY_FILES, DEPLOY_FOLDER, isHostFile, type DeployBuildFacts } from '../../build/deploy-facts.ts';

interface Env {
  /** The build's static assets (wrangler.jsonc, assets.binding). */
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** The provider API's origin, http(s)://host[:port]. */
  API_PROXY_TARGET?: string;
}

let buildFacts: Promise<DeployBuildFacts> | undefined;

/** The build's facts, read once per isolate from the assets (a failed read is tried again on the next request). */
function readBuildFacts(env: Env, origin: string): Promise<DeployBuildFacts> {
  buildFacts ??= env.ASSETS.fetch(new Request(`${origin}/${DEPLOY_FOLDER}/${DEPLOY_FILES.build}`)).then(async (answer) => {
    if (!answer.ok) throw new Error(`${DEPLOY_FOLDER}/${DEPLOY_FILES.build} is missing from the assets (${answer.status}): deploy a build of packages/host-app`);
    return (await answer.json()) as DeployBuildFacts;
  });
  buildFacts.catch(() => (buildFacts = undefined));
  return buildFacts;
}

/** 128 random bits as hex, as nginx's $request_id: the style nonce of one answer. */
function freshNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The API could not be reached (refused, dropped, timed out). A Worker cannot close a
 * connection unanswered as nginx does (workerd refuses `Response.error()`, a thrown error
 * becomes a page of its own, and a body that errors is ended cleanly), so it says so the way
 * gateways do: a 502 without a body, which the kit reads as no response ("Unable to connect to
 * the server."), as it does an answer whose JSON was cut short.
 */
const apiUnreachable = () => new Response(null, { status: 502 });

/**
 * The provider API on the dashboard's own origin: `<api path>/v1/…` to `<target>/v1/…`, as
 * nginx forwards it. The dashboard's cookies stay with it (the API reads the bearer token
 * alone); the client is named by the address Cloudflare saw, not by any X-Forwarded-For it sent.
 */
async function forwardToApi(request: Request, url: URL, apiPath: string, env: Env): Promise<Response> {
  const target = (env.API_PROXY_TARGET ?? '').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(target)) return new Response(`API_PROXY_TARGET is not an origin: "${target}"`, { status: 500 });
  const headers = new Headers(request.headers);
  headers.delete('Cookie');
  const client = request.headers.get('CF-Connecting-IP');
  if (client) headers.set('X-Forwarded-For', client);
  else headers.delete('X-Forwarded-For');
  headers.set('X-Forwarded-Proto', url.protocol.slice(0, -1));
  headers.set('X-Forwarded-Host', url.host);
  try {
    const answer = await fetch(`${target}${url.pathname.slice(apiPath.length)}${url.search}`, {
      method: request.method,
      headers,
      body: request.body,
      // The API's redirects (the email interstitial's) are the browser's to follow.
      redirect: 'manual',
    });
    // Streamed as it arrives (a live tail's events).
    return new Response(answer.body, answer);
  } catch {
    return apiUnreachable();
  }
}

/** The request without its validators: each page answer has a nonce of its own, so none is ever "not modified". */
function unconditional(request: Request, url: URL | string = request.url): Request {
  const headers = new Headers(request.headers);
  for (const name of ['If-None-Match', 'If-Modified-Since']) headers.delete(name);
  return new Request(url, { method: request.method, headers });
}

/**
 * A page: its prerendered file or the SPA's shell as the asset layer resolves the path, or the
 * shell with status 404 for an unknown path (it shows the not-found page). Each answer gets a
 * fresh style nonce in its policy and in every nonce attribute, and is never cached.
 */
async function servePage(request: Request, facts: DeployBuildFacts, env: Env): Promise<Response> {
  let answer = await env.ASSETS.fetch(unconditional(request));
  let status = answer.status;
  if (status === 404) {
    answer = await env.ASSETS.fetch(unconditional(request, new URL(`${facts.basePath}/`, request.url)));
    status = 404;
  }
  // A redirect (to the path without .html or its slash) or a file that is not a page, as the asset layer sends it.
  if (!answer.headers.get('Content-Type')?.startsWith('text/html')) return answer;
  const nonce = freshNonce();
  const headers = new Headers(answer.headers);
  for (const [name, value] of Object.entries(facts.pageHeaders)) headers.set(name, value.replaceAll(facts.noncePlaceholder, nonce));
  headers.set('Cache-Control', 'no-store');
  headers.delete('ETag');
  const page = request.method === 'HEAD' ? null : (await answer.text()).replaceAll(facts.noncePlaceholder, nonce);
  return new Response(page, { status, headers });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const facts = await readBuildFacts(env, url.origin);
    if (isApiRequest(url.pathname, facts.apiPath ?? undefined)) return forwardToApi(request, url, facts.apiPath!, env);
    if (isHostFile(url.pathname)) return new Response(null, { status: 404 });
    return servePage(request, facts, env);
  },
};
