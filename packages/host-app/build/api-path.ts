// Which requests the dashboard's own origin forwards to its API. No Node APIs: the edge's Worker
// (deploy/cloudflare) bundles it too.

/**
 * The path on the dashboard's own origin that its API calls go to, when `VITE_API_URL` is one
 * (`/api`); undefined when the API is on an origin of its own (an absolute URL).
 */
export function sameOriginApiPath(apiUrl: string): string | undefined {
  if (!apiUrl.startsWith('/') || apiUrl.startsWith('//')) return undefined;
  const path = apiUrl.replace(/\/+$/, '');
  if (!path) throw new Error(`VITE_API_URL "${apiUrl}": a path on the dashboard's own origin needs a segment of its own, such as /api`);
  return path;
}

/**
 * Whether a request path is one the dashboard forwards to its API: `/api/v1/…`, the provider
 * API's calls and nothing else under that path (never a sandbox's control API or pages at
 * `/api/_sandbox/…`), and never the `/api-keys` page.
 */
export function isApiRequest(requestPath: string, apiPath: string | undefined): boolean {
  return apiPath !== undefined && requestPath.startsWith(`${apiPath}/v1/`);
}
