/** Resolves once the page has loaded. */
export function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/** Resolves when the browser is idle, or after `timeoutMs` at the latest (at once where it cannot tell). */
export function browserIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: timeoutMs }) : setTimeout(resolve, 1)));
}

/**
 * Resolves once the first frame with content is on screen (paint timing), at once where the
 * browser does not report paints. A page can finish loading before it paints (a signed-in page
 * renders once its data is here; a server-rendered one whose scripts wait for that paint): the
 * load event alone is too early.
 */
export function contentPainted(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves after the page has loaded and painted its content (and `delayMs` more, if given) and
 * the browser is idle (or after `idleTimeoutMs` more): the time for code the first view does not
 * need, so that it competes with neither the page's scripts for the network nor its rendering
 * for the main thread.
 */
export async function afterFirstPaint(idleTimeoutMs: number, { delayMs = 0 }: { delayMs?: number } = {}): Promise<void> {
  await Promise.all([pageLoaded(), contentPainted()]);
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await browserIdle(idleTimeoutMs);
}

/** Resolves when the visitor leaves the page or switches away from it (the last moment a page is sure to get). */
export function pageHidden(): Promise<void> {
  return new Promise((resolve) => {
    const onChange = () => {
      if (document.visibilityState !== 'hidden') return;
      document.removeEventListener('visibilitychange', onChange);
      resolve();
    };
    document.addEventListener('visibilitychange', onChange);
  });
}
