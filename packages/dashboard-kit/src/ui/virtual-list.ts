import { elementScroll, type Rect, type Virtualizer } from '@tanstack/react-virtual';

// A virtualized list's setup (the file browser's, the request log's), so that its mount never makes
// the browser lay the page out inside React's commit: on /browse that forced layout was 9 to 12 ms
// of a 22 to 27 ms task (observed; 6.5 times that on the bench's phone), whichever of the two calls
// below came first.

/** The list's CSS height, `max(400px, 60vh)`: the stylesheet and the first render's estimate share it. */
export const LIST_MIN_HEIGHT = 400;
export const LIST_VIEWPORT_SHARE = 0.6;
export const LIST_HEIGHT_CSS = `max(${LIST_MIN_HEIGHT}px, ${LIST_VIEWPORT_SHARE * 100}vh)`;

/**
 * The list's size before it is measured, from the window's height (reading it lays nothing
 * out): the first render already holds the rows that will be visible.
 */
export function estimatedListRect(): Rect {
  const viewport = typeof window === 'undefined' ? 0 : window.innerHeight;
  return { width: 0, height: Math.max(LIST_MIN_HEIGHT, viewport * LIST_VIEWPORT_SHARE) };
}

/**
 * Follows the list's size through a ResizeObserver only, whose first report comes after the
 * browser's own layout. TanStack's default also reads the size at once, in its mount effect.
 * Without a ResizeObserver (jsdom) the list keeps its estimated size.
 */
export function observeListRectAfterLayout(instance: Virtualizer<HTMLDivElement, Element>, onRect: (rect: Rect) => void): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() => onRect({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * TanStack's scroll, skipped when the list is already at the offset: every mount asks to
 * scroll to where the list starts, and `scrollTo` lays the page out at once.
 */
export function scrollListUnlessThere(offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }, instance: Virtualizer<HTMLDivElement, Element>): void {
  if (offset + (options.adjustments ?? 0) === instance.scrollOffset) return;
  elementScroll(offset, options, instance);
}
