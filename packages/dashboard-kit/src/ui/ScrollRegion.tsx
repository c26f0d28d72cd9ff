import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';

/** Whether an element's content is larger than its box, either way: it scrolls. */
export function overflows(element: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'scrollHeight' | 'clientHeight'>): boolean {
  return element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
}

/**
 * Positioned, so visually hidden text in its cells stays inside it instead of widening the page;
 * the focus ring drawn inside, where the area's own clipping cannot cut it.
 */
const Area = styled.div<{ $maxHeight: number | undefined }>`
  position: relative;
  overflow: auto;
  min-width: 0;
  max-height: ${({ $maxHeight }) => ($maxHeight ? `${$maxHeight}px` : 'none')};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colorFocus};
    outline-offset: -2px;
  }
`;

export interface ScrollRegionProps {
  /** What it holds, for a screen reader ("Daily usage, scrollable"). */
  label: string;
  /** Taller content scrolls within this many pixels. @default none: only wider content scrolls */
  maxHeight?: number;
  className?: string;
  children: ReactNode;
}

/**
 * The scroll area of a table that may be wider (a narrow screen, a longer language) or taller
 * than its place. While its content overflows it is a named region in the tab order, so a
 * keyboard can scroll it with the arrow keys and a screen reader says what it holds; while it
 * fits, it is neither, and costs no tab stop. Measured once laid out, and again as it resizes.
 */
export function ScrollRegion({ label, maxHeight, className, children }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Until measured (null), in the tab order, not yet a named region: a keyboard can always reach
  // what may scroll, and a page read before the first measurement has nothing out of reach and no
  // landmark that may turn out to be none.
  const [scrolls, setScrolls] = useState<boolean | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // Not read here: in the commit that brings a table, reading its size lays the page out in
    // that commit's task (55 ms on a phone for the pricing tables). The observer reads it once
    // the browser has laid it out, before that frame is painted.
    const measure = () => setScrolls(overflows(element));
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
    // Measured again for new content: a child put in its place is not one the observer watched.
  }, [children]);
  // Without an observer (jsdom, old browsers), once the whole commit has run. (With one, reading
  // here would lay the page out in the task of this commit's effects, as dirty as the commit left it.)
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined' && ref.current) setScrolls(overflows(ref.current));
  }, [children]);
  return (
    <Area ref={ref} className={className} $maxHeight={maxHeight} {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : scrolls === null ? { tabIndex: 0 } : {})}>
      {children}
    </Area>
  );
}
