import type { Page, Request, Response } from '@playwright/test';

/**
 * Starts watching `page`'s requests; `settled()` resolves once none has been in flight for
 * `quietMs`, as Playwright's network idle does, except for requests that never end by design:
 * an open event stream (a live tail a story or page follows), and a request unanswered after
 * `heldMs` (a loading story's, held for good; the stories' mocks otherwise answer at once).
 */
export function watchNetwork(page: Page, quietMs = 500, heldMs = 2_000): { settled(): Promise<void> } {
  // Each request in flight, with the timer that counts it as held.
  const pending = new Map<Request, ReturnType<typeof setTimeout>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: () => void = () => {};
  let armed = false;
  const check = () => {
    clearTimeout(timer);
    if (armed && pending.size === 0) timer = setTimeout(settle, quietMs);
  };
  const started = (request: Request) => {
    pending.set(request, setTimeout(() => ended(request), heldMs));
    check();
  };
  const ended = (request: Request) => {
    if (!pending.has(request)) return;
    clearTimeout(pending.get(request));
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
          for (const hold of pending.values()) clearTimeout(hold);
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
