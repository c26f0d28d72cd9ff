// Plain JavaScript: the scripts that start a server with the API proxy (npm start, the edge's
// local runtime) run in Node without a TypeScript loader.

/**
 * The auth service signs the profile into every access token, so a long profile makes a long
 * Authorization header: the server forwarding the API accepts request headers up to 64 KB, as
 * the API does (Node's default is 16 KB, and only a flag raises it).
 */
export const API_PROXY_NODE_OPTION = '--max-http-header-size=65536';

/** NODE_OPTIONS for the process that serves the dashboard with the proxy: the flag beside any already set. */
export function withApiProxyNodeOption(nodeOptions) {
  return nodeOptions?.includes('--max-http-header-size') ? nodeOptions : [nodeOptions, API_PROXY_NODE_OPTION].filter(Boolean).join(' ');
}
