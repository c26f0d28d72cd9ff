import { startTransition, useEffect, useState } from 'react';
import { useRenderedFromHtml } from '../platform/store-after-hydration';

/** The longest the provider waits for the browser to be idle before it moves on from the HTML's state. */
const SETTLE_TIMEOUT_MS = 1_000;

/** Runs `task` once the browser is idle (or after `timeout`); returns the cancel. */
function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/**
 * Whether the provider is still showing the HTML it was rendered as before the session was known
 * (prerendered at build time or on a server): true in that render and while hydrating it, then
 * false from a transition, so the session, the access record and every page's data arrive in
 * one render that yields to the browser every few milliseconds, where a store's own change after
 * hydration would re-render every reader at once, holding the main thread. React hydrates each
 * Suspense boundary of the HTML after the provider's own commit, at its lowest priority: the
 * transition waits until the browser is idle, which it is once they are done. A render with
 * nothing to hydrate starts at false.
 */
export function useHydrating(): boolean {
  // True only in a server render and in hydration.
  const rendering = useRenderedFromHtml();
  const [hydrating, setHydrating] = useState(rendering);
  useEffect(() => {
    if (!hydrating) return undefined;
    return whenIdle(() => startTransition(() => setHydrating(false)), SETTLE_TIMEOUT_MS);
  }, [hydrating]);
  return hydrating;
}
