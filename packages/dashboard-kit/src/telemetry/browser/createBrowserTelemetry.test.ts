import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const posthog = { init: vi.fn(), identify: vi.fn(), capture: vi.fn(), reset: vi.fn(), setPersonProperties: vi.fn(), set_config: vi.fn() };
const sentry = { captureException: vi.fn() };
const loadPostHog = vi.fn(async () => posthog);
const loadSentry = vi.fn(async () => sentry);
vi.mock('./load-posthog', () => ({ loadPostHog }));
vi.mock('./load-sentry', () => ({ loadSentry }));

const { createBrowserTelemetry, ANALYTICS_START_DELAY_MS } = await import('./createBrowserTelemetry');
const { noopTelemetry } = await import('../port');

/** A window whose page has not finished loading yet; `fire` dispatches to its listeners, `hide` switches away from it. */
function pageLoading() {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const of = (type: string) => listeners.get(type) ?? listeners.set(type, new Set()).get(type)!;
  const document = {
    readyState: 'loading',
    visibilityState: 'visible',
    addEventListener: (type: string, listener: (event: unknown) => void) => of(`document:${type}`).add(listener),
    removeEventListener: (type: string, listener: (event: unknown) => void) => of(`document:${type}`).delete(listener),
  };
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: (event: unknown) => void) => of(type).add(listener),
    removeEventListener: (type: string, listener: (event: unknown) => void) => of(type).delete(listener),
  });
  vi.stubGlobal('localStorage', { getItem: () => 'true', setItem: () => undefined, removeItem: () => undefined });
  const fire = (type: string, event?: unknown) => of(type).forEach((listener) => listener(event));
  const hide = () => {
    document.visibilityState = 'hidden';
    fire('document:visibilitychange');
  };
  return { load: () => fire('load'), fire, hide, listening: (type: string) => of(type).size };
}

const settle = () => vi.advanceTimersByTimeAsync(10);
/** Past the delay PostHog waits after first paint. */
const analyticsDelay = () => vi.advanceTimersByTimeAsync(ANALYTICS_START_DELAY_MS + 10);

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createBrowserTelemetry', () => {
  it('loads nothing when neither service is configured', async () => {
    expect(createBrowserTelemetry({})).toBe(noopTelemetry);
    await settle();
    expect(loadPostHog).not.toHaveBeenCalled();
    expect(loadSentry).not.toHaveBeenCalled();
  });

  it('loads nothing on a server (a prerender imports the host’s telemetry module)', async () => {
    expect(createBrowserTelemetry({ analytics: { key: 'phc_1' }, errorReporting: { dsn: 'http://k@127.0.0.1/1' } })).toBe(noopTelemetry);
    await settle();
    expect(loadPostHog).not.toHaveBeenCalled();
    expect(loadSentry).not.toHaveBeenCalled();
  });

  it('waits for the page to load and a few seconds more, then starts only the configured SDK with the stored consent and replays queued calls in order', async () => {
    const page = pageLoading();
    const telemetry = createBrowserTelemetry({ analytics: { key: 'phc_1' } });
    telemetry.capture('signed_in');
    telemetry.identify({ id: 'u1', email: 'a@b.c', permissions: ['read:files'], traits: { is_in_trial: false } });
    await settle();
    expect(loadPostHog).not.toHaveBeenCalled();
    page.load();
    await vi.advanceTimersByTimeAsync(ANALYTICS_START_DELAY_MS - 100);
    expect(loadPostHog).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(loadPostHog).toHaveBeenCalledWith({ key: 'phc_1' }, 'true');
    expect(loadSentry).not.toHaveBeenCalled();
    expect(posthog.capture).toHaveBeenCalledWith('signed_in', undefined);
    expect(posthog.identify).toHaveBeenCalledWith('u1', { email: 'a@b.c', name: undefined, permissions: ['read:files'], is_in_trial: false });
    expect(posthog.capture.mock.invocationCallOrder[0]).toBeLessThan(posthog.identify.mock.invocationCallOrder[0]!);
  });

  it('hands PostHog the calls queued before it started (identify first) before any timer of its own runs: its first page view names the user', async () => {
    // As posthog-js starts: the first page view from a 1 ms timer set during init, which takes a while.
    loadPostHog.mockImplementationOnce(async () => {
      setTimeout(() => posthog.capture('$pageview'), 1);
      vi.setSystemTime(Date.now() + 80);
      return posthog;
    });
    const page = pageLoading();
    const telemetry = createBrowserTelemetry({ analytics: { key: 'phc_1' } });
    telemetry.identify({ id: 'u1', email: 'a@b.c', permissions: [], traits: {} });
    page.load();
    await analyticsDelay();
    await settle();
    const pageview = posthog.capture.mock.calls.findIndex(([event]) => event === '$pageview');
    expect(pageview).toBeGreaterThanOrEqual(0);
    expect(posthog.identify.mock.invocationCallOrder[0]).toBeLessThan(posthog.capture.mock.invocationCallOrder[pageview]!);
  });

  it('waits for the first contentful paint too, where the browser reports paints (a page can load before it paints)', async () => {
    const page = pageLoading();
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    createBrowserTelemetry({ analytics: { key: 'phc_1' } });
    page.load();
    await settle();
    expect(loadPostHog).not.toHaveBeenCalled();
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    await analyticsDelay();
    expect(loadPostHog).toHaveBeenCalledTimes(1);
  });

  it('starts PostHog at once when the visitor switches away before the delay is over', async () => {
    const page = pageLoading();
    const telemetry = createBrowserTelemetry({ analytics: { key: 'phc_1' } });
    telemetry.capture('$pageview');
    page.load();
    await settle();
    expect(loadPostHog).not.toHaveBeenCalled();
    page.hide();
    await settle();
    expect(loadPostHog).toHaveBeenCalledTimes(1);
    expect(posthog.capture).toHaveBeenCalledWith('$pageview', undefined);
  });

  it('switches PostHog persistence when consent arrives', async () => {
    const page = pageLoading();
    const telemetry = createBrowserTelemetry({ analytics: { key: 'phc_1' } });
    page.load();
    await analyticsDelay();
    telemetry.setConsent('true');
    expect(posthog.set_config).toHaveBeenCalledWith({ persistence: 'localStorage+cookie', reuseAnonymousId: false });
  });

  it('fetches Sentry only when there is an error to report, then reports it with its context', async () => {
    const page = pageLoading();
    const telemetry = createBrowserTelemetry({ analytics: { key: 'phc_1' }, errorReporting: { dsn: 'http://k@h/1' } });
    page.load();
    await analyticsDelay();
    expect(loadPostHog).toHaveBeenCalledTimes(1);
    expect(loadSentry).not.toHaveBeenCalled();
    telemetry.reportError('plain text failure', { boundary: 'page' });
    telemetry.reportError(new Error('second'), {});
    await settle();
    expect(loadSentry).toHaveBeenCalledTimes(1);
    expect(sentry.captureException).toHaveBeenNthCalledWith(1, new Error('plain text failure'), { extra: { boundary: 'page' } });
    expect(sentry.captureException).toHaveBeenNthCalledWith(2, new Error('second'), { extra: {} });
  });

  it('catches uncaught errors and rejections before Sentry has loaded, reports them as unhandled, then leaves them to Sentry', async () => {
    const page = pageLoading();
    createBrowserTelemetry({ errorReporting: { dsn: 'http://k@h/1' } });
    const thrown = new Error('early crash');
    page.fire('error', { error: thrown, message: 'Uncaught Error: early crash' });
    page.fire('unhandledrejection', { reason: 'no network' });
    await settle();
    expect(loadSentry).toHaveBeenCalledTimes(1);
    expect(sentry.captureException).toHaveBeenNthCalledWith(1, thrown, { mechanism: { type: 'onerror', handled: false } });
    expect(sentry.captureException).toHaveBeenNthCalledWith(2, new Error('no network'), { mechanism: { type: 'onerror', handled: false } });
    // Sentry's own global handlers report from here on: the page's are gone, nothing is sent twice.
    expect(page.listening('error')).toBe(0);
    expect(page.listening('unhandledrejection')).toBe(0);
  });
});
