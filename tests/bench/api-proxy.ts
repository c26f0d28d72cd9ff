// The sandbox's auth service and telemetry sinks for `npm run bench` as production services
// answer, over HTTPS and HTTP/2 (servers.ts starts it; a self-signed certificate, which the
// bench's Chromium accepts). The provider API itself is called on the dashboard's own origin,
// forwarded by nginx as a deployment forwards it.
// Passes every request through unchanged, Origin included, so the sandbox's CORS still decides.
import { getCertificate } from '@vitejs/plugin-basic-ssl';
import { request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { API_URL, SANDBOX_URL } from './servers';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'host']);
const pem = await getCertificate('node_modules/.vite/basic-ssl');
const target = new URL(SANDBOX_URL);
const server = createSecureServer({ key: pem, cert: pem, allowHTTP1: true }, (req, res) => {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  headers.host = target.host;
  const upstream = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
    res.writeHead(answer.statusCode ?? 502, out);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
server.listen(Number(new URL(API_URL).port), '127.0.0.1', () => console.info('ready'));
