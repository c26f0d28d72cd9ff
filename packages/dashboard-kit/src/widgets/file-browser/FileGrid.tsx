import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import type { SectionTexts } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { LocalDate } from '../../ui/LocalDate';
import { Spinner } from '../../ui/Spinner';
import { formatSize, isRowInView } from './fileBrowser.logic';
import { FileName } from './FileName';
import { Cell, EmptyNote, Meta, NARROW_ROW_HEIGHT, RowBox, Scroller, WIDE_ROW_HEIGHT } from './FileBrowser.styles';
import { RowSpace, RowWindow } from '../../ui/virtual-rows';
import { handleGridKey } from './grid-keys';
import type { FileBrowserState } from './useFileBrowser';
import { estimatedListRect, observeListRectAfterLayout, scrollListUnlessThere } from '../../ui/virtual-list';

interface FileGridProps {
  browser: FileBrowserState;
  wide: boolean;
  /** The grid's id; rows' ids derive from it. */
  id: string;
  zarrHintId: string;
  t: SectionTexts<'files'>;
}

/**
 * The folder as an ARIA grid, one focusable element whose active row follows the keyboard
 * (aria-activedescendant). Virtualized: only the rows in view are in the DOM.
 */
export function FileGrid({ browser, wide, id, zarrHintId, t }: FileGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const rowHeight = wide ? WIDE_ROW_HEIGHT : NARROW_ROW_HEIGHT;
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getScrollElement = useCallback(() => scroller.current, []);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is not built for the React Compiler; this component is left uncompiled on purpose.
  const virtualizer = useVirtualizer({
    count: browser.rows.length,
    getScrollElement,
    estimateSize,
    overscan: 8,
    initialRect: estimatedListRect(),
    observeElementRect: observeListRectAfterLayout,
    scrollToFn: scrollListUnlessThere,
  });

  useEffect(() => {
    // scrollToIndex scrolls (a layout at once) and then checks the offset over the next frames:
    // only for an active row out of view (never on the first render, where row 0 is at the top).
    const view = { offset: virtualizer.scrollOffset ?? 0, height: virtualizer.scrollRect?.height ?? 0 };
    if (!isRowInView(browser.active, rowHeight, view)) virtualizer.scrollToIndex(browser.active, { align: 'auto' });
  }, [browser.active, virtualizer, rowHeight]);

  const items = virtualizer.getVirtualItems();
  const rowId = (index: number) => `${id}-row-${index}`;
  const error = browser.query.error;

  return (
    <Scroller
      ref={scroller}
      data-virtual-scroller=""
      role="grid"
      id={id}
      aria-label={t.listLabel}
      aria-rowcount={browser.rows.length}
      aria-colcount={wide ? 4 : 2}
      aria-activedescendant={browser.rows.length ? `${rowId(browser.active)}-name` : undefined}
      tabIndex={0}
      onKeyDown={(event) => handleGridKey(event, browser)}
    >
      {browser.query.isPending && !error ? <Spinner label={t.loading} centered /> : null}
      {/* No style with no rows: prerendered HTML may carry no style attribute (the CSP refuses it); React sets them later through the DOM. */}
      <RowSpace style={items.length ? { height: virtualizer.getTotalSize() } : undefined}>
        <RowWindow style={items.length ? { transform: `translateY(${items[0]!.start}px)` } : undefined}>
          {items.map((item) => {
            const row = browser.rows[item.index]!;
            const key = row.kind === 'parent' ? `..:${row.path}` : row.entry.path;
            const copyKey = row.kind === 'parent' ? row.path : row.entry.path;
            return (
              <RowBox
                key={key}
                id={rowId(item.index)}
                role="row"
                aria-rowindex={item.index + 1}
                aria-selected={item.index === browser.active}
                $wide={wide}
                onClick={() => browser.setActive(item.index)}
                data-path={copyKey}
              >
                <Cell role="gridcell" id={`${rowId(item.index)}-name`}>
                  <FileName row={row} onOpen={browser.open} zarrHintId={zarrHintId} t={t} />
                </Cell>
                {wide ? (
                  <>
                    <Meta role="gridcell">{row.kind === 'entry' ? formatSize(row.entry.size) : ''}</Meta>
                    <Meta role="gridcell">{row.kind === 'entry' && row.entry.modified_at ? <LocalDate value={row.entry.modified_at} /> : null}</Meta>
                  </>
                ) : null}
                <span role="gridcell">
                  {browser.clipboardSupported && row.kind === 'entry' ? (
                    <Button variant="ghost" tabIndex={-1} onClick={() => browser.copy(row)}>
                      {browser.copied === copyKey ? t.copied : t.copyUrl}
                    </Button>
                  ) : null}
                </span>
              </RowBox>
            );
          })}
        </RowWindow>
      </RowSpace>
      {browser.query.data && browser.shown === 0 && !browser.filter ? <EmptyNote>{t.empty}</EmptyNote> : null}
    </Scroller>
  );
}
