import { useEffect } from 'react';
import { afterFirstPaint } from '../platform/page-timing';

/**
 * Fetches a lazy part's code (a menu panel, a tooltip bubble) once the page has painted, so the
 * first click need not wait for it; not if the component is gone by then: a page left, or a
 * test ended, starts no import after it.
 */
export function usePreloadAfterPaint(load: () => Promise<unknown>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    let mounted = true;
    void afterFirstPaint(2_000).then(() => {
      if (mounted) void load();
    });
    return () => {
      mounted = false;
    };
  }, [load, enabled]);
}
