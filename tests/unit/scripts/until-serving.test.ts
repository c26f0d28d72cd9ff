import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { untilServing } from '../../../scripts/until-serving.mjs';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A URL on this machine that nothing listens on. */
async function unusedUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/health`;
}

describe('waiting for a server this repository starts', () => {
  it('asks again after a failed attempt, and resolves once the server answers, whatever the status', async () => {
    // The first request's connection is dropped (a server not ready yet); the second is held until the test answers it.
    const requests: ((status: number) => void)[] = [];
    let secondArrived!: () => void;
    const second = new Promise<void>((resolve) => (secondArrived = resolve));
    server = createServer((req, res) => {
      if (requests.push((status) => res.writeHead(status).end()) === 1) return void req.socket.destroy();
      secondArrived();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    let served = false;
    const waiting = untilServing(`http://127.0.0.1:${(server.address() as AddressInfo).port}/health`, { name: 'the stand-in' }).then(() => (served = true));
    await second;
    expect(served).toBe(false);
    requests[1]!(404);
    await waiting;
    expect(served).toBe(true);
  });

  it('fails at once, naming the server, when its process ends before it answers', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(1)']);
    await new Promise((resolve) => child.once('exit', resolve));
    await expect(untilServing('http://127.0.0.1:9/', { server: child, name: 'nginx' })).rejects.toThrow('nginx did not start');
  });

  it('gives up after its time limit on a server that never listens', async () => {
    const url = await unusedUrl();
    await expect(untilServing(url, { name: 'the sandbox', timeoutMs: 500 })).rejects.toThrow(/the sandbox did not answer .* within 0.5 s/);
  });
});
