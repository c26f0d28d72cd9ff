import type { Page, Request, Response } from '@playwright/test';

/**
 * Starts watching `page`'s requests; `settled()` resolves once none is in flight and the page
 * has had nothing left to do since the last one ended (its main thread idle, then `quietMs`
 * more for a request it started to reach Playwright), so an answer that leads to another
 * request is waited for. Two kinds of request never end by design and are not waited for: an
 * open event stream (a live tail a story or page follows), and a request unanswered after
 * `heldMs` (a loading story's, held for good; the stories' mocks otherwise answer at once).
 */
export function watchNetwork(page: Page, quietMs = 100, heldMs = 2_000): { settled(): Promise<void> } {
  // Each request in flight, with the timer that counts it as held.
  const pending = new Map<Request, ReturnType<typeof setTimeout>>();
  let startedCount = 0;
  let whenNoneInFlight: (() => void) | undefined;
  const started = (request: Request) => {
    startedCount += 1;
    pending.set(request, setTimeout(() => ended(request), heldMs));
  };
  const ended = (request: Request) => {
    if (!pending.has(request)) return;
    clearTimeout(pending.get(request));
    pending.delete(request);
    if (pending.size === 0) whenNoneInFlight?.();
  };
  const answered = (response: Response) => {
    if (response.headers()['content-type']?.includes('text/event-stream')) ended(response.request());
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', answered);
  const noneInFlight = () => (pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (whenNoneInFlight = resolve)));
  return {
    async settled() {
      try {
        for (;;) {
          await noneInFlight();
          const seen = startedCount;
          // The page's answers handled (rendered, their effects run), and then a moment for a request those started to be reported.
          await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1_000 })));
          await new Promise((resolve) => setTimeout(resolve, quietMs));
          if (pending.size === 0 && startedCount === seen) return;
        }
      } finally {
        for (const hold of pending.values()) clearTimeout(hold);
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
        page.off('response', answered);
      }
    },
  };
}
