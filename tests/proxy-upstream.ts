import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import type { ClientHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';

/** A request as the API's stand-in received it. */
export interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * The provider API's stand-in behind a dashboard server's proxy: records what reaches it;
 * `/v1/drop` drops the connection unanswered, `/v1/lose` after its status line and half its
 * body, `/v1/stream` sends one event and holds the answer open until `release()`.
 */
export function startUpstream(seen: Seen[]): Promise<Server & { release(): void }> {
  const held: (() => void)[] = [];
  // Request headers up to 64 KB, as the API takes (a long profile makes a long token).
  const server = createHttpServer({ maxHeaderSize: 65_536 }, (req, res) => {
    seen.push({ url: req.url!, headers: req.headers });
    if (req.url === '/v1/drop') return void req.socket.destroy();
    if (req.url === '/v1/lose') {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.write('{"id":"key_');
      return void setTimeout(() => req.socket.destroy(), 20);
    }
    if (req.url === '/v1/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('event: ready\ndata: {}\n\n');
      return void held.push(() => res.end());
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ path: req.url }));
  });
  const release = () => held.splice(0).forEach((end) => end());
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(Object.assign(server, { release }))));
}

export const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string } | { error: string };

/**
 * A GET to a dashboard server over HTTP/1.1 (with TLS, a self-signed certificate accepted,
 * when `tls`): the answer, or the error the connection ended in.
 */
export function get(port: number, path: string, headers: Record<string, string> = {}, { tls = false } = {}): Promise<Answer> {
  const request = tls ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, headers, rejectUnauthorized: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
      res.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    });
    req.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    req.end();
  });
}

/** A GET on an HTTP/2 `session`: its status, or the code its stream was reset with. */
export function getOverHttp2(session: ClientHttp2Session, path: string): Promise<{ status: number } | { reset: number }> {
  return new Promise((resolve) => {
    const stream = session.request({ ':path': path });
    let status = 0;
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    stream.on('error', () => undefined); // the reset, read from rstCode on close
    stream.on('close', () => resolve(stream.rstCode ? { reset: stream.rstCode } : { status }));
    stream.resume();
    stream.end();
  });
}

