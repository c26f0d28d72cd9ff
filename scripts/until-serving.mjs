// One wait for a server this repository starts (npm start, the bench, the load runs, the
// deploy tests): nothing announces that a server has begun to listen, so it is asked again
// shortly, until it answers or its process ends.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * Whether a GET of `url` gets an answer, whatever its status (a build below a base path answers
 * its root with a 404, and is serving); over HTTPS, a self-signed certificate (our own local
 * servers) is accepted.
 */
export function answers(url) {
  const { protocol } = new URL(url);
  const request = protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/**
 * Resolves once `url` answers; rejects when `server` (the process serving it)
 * ends first, its error on its own stderr, or after `timeoutMs`.
 */
export async function untilServing(url, { server, name, timeoutMs = 120_000 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server && (server.exitCode !== null || server.signalCode !== null)) throw new Error(`${name} did not start (its error is above)`);
    if (await answers(url)) return;
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
