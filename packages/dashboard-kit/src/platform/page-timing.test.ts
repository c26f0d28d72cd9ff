import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './page-timing';

type PaintList = { getEntriesByName: (name: string) => unknown[] };

/** A page still loading, a paint observer we can report to, and an idle callback we can run. */
function loadingPage() {
  const onLoad: Array<() => void> = [];
  const idle: Array<() => void> = [];
  let reportPaint: ((list: PaintList) => void) | undefined;
  vi.stubGlobal('document', { readyState: 'loading' });
  vi.stubGlobal('window', { addEventListener: (type: string, listener: () => void) => type === 'load' && onLoad.push(listener) });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: PaintList) => void) {
        reportPaint = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    load: () => onLoad.forEach((listener) => listener()),
    paint: (name: string) => reportPaint!({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }),
    idle: () => idle.splice(0).forEach((callback) => callback()),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => vi.unstubAllGlobals());

describe('afterFirstPaint', () => {
  it('waits for the load event, the first contentful paint and then an idle moment', async () => {
    const page = loadingPage();
    const done = vi.fn();
    void afterFirstPaint(1_000).then(done);
    page.load();
    page.idle();
    await settle();
    // Loaded but not painted (a signed-in page renders once its data is here): not yet.
    expect(done).not.toHaveBeenCalled();
    page.paint('first-paint');
    await settle();
    expect(done).not.toHaveBeenCalled();
    page.paint('first-contentful-paint');
    await settle();
    expect(done).not.toHaveBeenCalled();
    page.idle();
    await settle();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a paint the browser cannot report', async () => {
    const page = loadingPage();
    vi.stubGlobal('PerformanceObserver', undefined);
    const done = vi.fn();
    void afterFirstPaint(1_000).then(done);
    page.load();
    await settle();
    page.idle();
    await settle();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
