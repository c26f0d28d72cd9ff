import { startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';

/** The width a table needed the last time it overflowed, and what it held then. */
interface Overflow {
  width: number;
  content: readonly unknown[];
}

const sameContent = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Whether a table of one-line rows fits its container, decided by what it holds rather than by
 * the window's width: the table is drawn and measured before paint; if it is wider than its
 * container, the caller shows cards instead and the width it needed is kept. The container
 * growing to that width, or the table's content changing (`content`: its rows, its columns, the
 * language), tries the table again. Without layout (server rendering, jsdom) it fits.
 * `content` compares by identity, as an effect's dependencies do: pass values that keep theirs
 * from one render to the next (query data, memoized values), or every render tries anew.
 * @example
 * const fit = useTableFits([keys, locale]);
 * <div ref={fit.containerRef}>{fit.fits ? <table ref={fit.tableRef}>…</table> : <Cards />}</div>
 */
export function useTableFits(content: readonly unknown[]) {
  const container = useRef<HTMLDivElement | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [overflow, setOverflow] = useState<Overflow | null>(null);
  const [containerWidth, setContainerWidth] = useState<number | null>(null);
  /** What the last measurement saw: measuring again needs other content or another width. */
  const measured = useRef<{ content: readonly unknown[]; width: number } | null>(null);
  const fits = overflow === null || !sameContent(overflow.content, content) || (containerWidth !== null && containerWidth >= overflow.width);

  // Measured before the browser paints, when the table shows with content or a width it was not
  // measured with. A row in passing (a Confirm? that is wider than the button it replaces) is not
  // remeasured: the layout does not jump under the reader, nor lose the focus they are on. It
  // sets state only on an overflow, after which the table is not shown, so it cannot loop.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const table = tableRef.current;
    const box = container.current;
    if (!fits || !table || !box) return;
    const last = measured.current;
    if (last && last.width === box.clientWidth && sameContent(last.content, content)) return;
    measured.current = { content, width: box.clientWidth };
    if (table.scrollWidth > box.clientWidth + 1) {
      setOverflow({ width: table.scrollWidth, content });
      setContainerWidth(box.clientWidth);
    }
  });

  // The container often mounts after the hook (once data has come): its width is watched from
  // then, by a ref callback. (Kept as state, it re-rendered the whole panel at once in the commit
  // that mounted it, a task that never yields.) A new width is rendered in a transition.
  const containerRef = useCallback((node: HTMLDivElement | null) => {
    container.current = node;
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => startTransition(() => setContainerWidth(node.clientWidth)));
    observer.observe(node);
    return () => {
      observer.disconnect();
      container.current = null;
    };
  }, []);

  return { fits, containerRef, tableRef };
}
