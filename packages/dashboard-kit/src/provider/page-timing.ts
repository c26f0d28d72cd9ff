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
