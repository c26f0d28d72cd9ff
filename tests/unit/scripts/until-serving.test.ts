import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { untilServing } from '../../../scripts/until-serving.mjs';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A URL nothing listens on yet, and a server on it answering 404 once `release` settles. */
async function serverLater(release: Promise<void>): Promise<string> {
  server = createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server!.close(() => resolve()));
  void release.then(() => server!.listen(port, '127.0.0.1'));
  return `http://127.0.0.1:${port}/health`;
}

describe('waiting for a server this repository starts', () => {
  it('resolves once the server, not listening at first, answers, whatever the status', async () => {
    let listen!: () => void;
    const url = await serverLater(new Promise<void>((resolve) => (listen = resolve)));
    let served = false;
    const waiting = untilServing(url, { name: 'the stand-in' }).then(() => (served = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(served).toBe(false);
    listen();
    await waiting;
    expect(served).toBe(true);
  });

  it('fails at once, naming the server, when its process ends before it answers', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(1)']);
    await new Promise((resolve) => child.once('exit', resolve));
    await expect(untilServing('http://127.0.0.1:9/', { server: child, name: 'nginx' })).rejects.toThrow('nginx did not start');
  });

  it('gives up after its time limit on a server that never listens', async () => {
    const url = await serverLater(new Promise(() => undefined));
    await expect(untilServing(url, { name: 'the sandbox', timeoutMs: 500 })).rejects.toThrow(/the sandbox did not answer .* within 0.5 s/);
  });
});
