import { useCallback } from 'react';
import { useDashboard } from '../context/context';
import { useBrowserValue } from './useBrowserValue';

/** Below this width the dashboard uses its narrow layouts. */
export const WIDE_QUERY = '(min-width: 1024px)';

/**
 * Whether a media query matches; `fallback` where matchMedia is missing (tests, server rendering),
 * and while the provider hydrates HTML rendered without a screen: it then follows the screen from
 * the provider's next render, which yields to the browser, rather than re-rendering at once.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof matchMedia !== 'function') return () => undefined;
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => (typeof matchMedia === 'function' ? matchMedia(query).matches : fallback), [query, fallback]);
  const asRendered = useCallback(() => fallback, [fallback]);
  return useBrowserValue(subscribe, matches, asRendered);
}

/**
 * How a widget lays itself out for the screen's width: `wide` from 1024 px, `narrow` below, and
 * `either` in HTML rendered before the screen was known (while the provider hydrates it): the
 * widget then renders both and CSS (`@media ${WIDE_QUERY}`) shows the one that fits, so a phone
 * never paints the desktop's layout. The next render keeps the one.
 */
export type WidthLayout = 'wide' | 'narrow' | 'either';

export function useWidthLayout(): WidthLayout {
  const wide = useMediaQuery(WIDE_QUERY);
  if (useDashboard().hydrating) return 'either';
  return wide ? 'wide' : 'narrow';
}
