import { useSyncExternalStore } from 'react';

/** Below this width the dashboard uses its narrow layouts. */
export const WIDE_QUERY = '(min-width: 1024px)';

/** Whether a media query matches; `fallback` where matchMedia is missing (tests, server rendering). */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof matchMedia !== 'function') return () => undefined;
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof matchMedia === 'function' ? matchMedia(query).matches : fallback),
    () => fallback,
  );
}
