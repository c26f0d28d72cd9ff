import type { Page, Request, Response } from '@playwright/test';

/**
 * Starts watching `page`'s requests; `settled()` resolves once none has been in flight for
 * `quietMs`, as Playwright's network idle does, except that an open event stream (a live tail a
 * story or page follows) is not in flight: it never ends, and the page has drawn what it shows.
 */
export function watchNetwork(page: Page, quietMs = 500): { settled(): Promise<void> } {
  const pending = new Set<Request>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: () => void = () => {};
  let armed = false;
  const check = () => {
    clearTimeout(timer);
    if (armed && pending.size === 0) timer = setTimeout(settle, quietMs);
  };
  const started = (request: Request) => {
    pending.add(request);
    check();
  };
  const ended = (request: Request) => {
    pending.delete(request);
    check();
  };
  const answered = (response: Response) => {
    if (response.headers()['content-type']?.includes('text/event-stream')) ended(response.request());
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', answered);
  return {
    settled: () =>
      new Promise<void>((resolve) => {
        settle = () => {
          page.off('request', started);
          page.off('requestfinished', ended);
          page.off('requestfailed', ended);
          page.off('response', answered);
          resolve();
        };
        armed = true;
        check();
      }),
  };
}
