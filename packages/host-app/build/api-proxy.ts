import { maxHeaderSize, type IncomingMessage, type ServerResponse } from 'node:http';
import { constants as http2, type Http2ServerResponse } from 'node:http2';
import type { ProxyOptions } from 'vite';
import { readHostEnv, type HostEnvSource } from '../src/env.logic.ts';
import { API_PROXY_NODE_OPTION } from './api-proxy-node-option.mjs';
import { sameOriginApiPath } from './api-path.ts';

type ProxiedResponse = ServerResponse | Http2ServerResponse;

/**
 * Ends the browser's request the way the API's own failure ended the proxy's: a connection that
 * drops, is refused or resets, before or during the answer, reaches the page as a failed
 * connection ("Unable to connect to the server."), not as a 502 the API never sent. Over HTTP/2
 * only the request's stream is reset; the page's other requests share the connection.
 */
function dropClientRequest(res: ProxiedResponse): void {
  if ('stream' in res) res.stream.close(http2.NGHTTP2_INTERNAL_ERROR);
  else res.destroy();
}

/**
 * The dev server's and `vite preview`'s proxy for an API on the dashboard's own origin: with
 * `VITE_API_URL=/api` and `API_PROXY_TARGET` set to the provider API, `/api/v1/…` is forwarded
 * to `<target>/v1/…`, and nothing else under `/api`. The page then calls its API over the connection its scripts came on, with
 * no CORS preflight and no second TLS handshake. The dashboard's cookies (consent, analytics)
 * stay with it: the API authenticates with the bearer token alone. Undefined for an API on
 * another origin, or when no target is set (a static host forwards the path itself).
 */
export function apiProxy(env: HostEnvSource): Record<string, ProxyOptions> | undefined {
  const path = sameOriginApiPath(readHostEnv(env).apiUrl);
  const target = env.API_PROXY_TARGET;
  if (!path || !target) return undefined;
  return {
    // Only the provider API's calls: a provider's other paths (a sandbox's control API) stay off this origin.
    [`${path}/v1/`]: {
      target,
      changeOrigin: true,
      xfwd: true,
      rewrite: (url) => url.slice(path.length),
      // Called as a server starts forwarding (never by a build).
      configure(proxy) {
        if (maxHeaderSize < 65_536) {
          console.warn(`[host] ${path}/* is forwarded with request headers of at most ${maxHeaderSize} bytes: a long profile's token gets 431. Start the server with NODE_OPTIONS=${API_PROXY_NODE_OPTION}.`);
        }
        proxy.on('proxyReq', (proxyRequest) => proxyRequest.removeHeader('cookie'));
        proxy.on('error', (_error, _request: IncomingMessage, res) => {
          if ('req' in res) dropClientRequest(res as ProxiedResponse);
        });
        // An answer that breaks off after its status line: the page's breaks off too, instead of
        // waiting out its timeout for a body that will never end.
        proxy.on('proxyRes', (answer, _request, res) => {
          answer.on('close', () => {
            if (!answer.complete) dropClientRequest(res as ProxiedResponse);
          });
        });
      },
    },
  };
}
