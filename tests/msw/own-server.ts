import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * A Node MSW server of the test file's own, with no handlers (a request without one fails the
 * test), and every request that reached it, as `METHOD path?query`, emptied after each test.
 * Call at the top of the file.
 */
export function ownServer() {
  const server = setupServer();
  const sent: string[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sent.length = 0;
  });
  afterAll(() => server.close());
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    sent.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return { server, sent };
}
