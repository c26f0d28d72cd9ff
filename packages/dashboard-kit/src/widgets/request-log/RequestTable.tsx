import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { RequestEntry } from '../../api/schemas/requests';
import { useDashboard } from '../../context/context';
import { requestsEn } from '../../i18n/en/requests';
import type { SectionTexts } from '../../i18n/messages';
import { formatTokenCost, numberFormat } from '../../i18n/intl-formats';
import { formatFullDateTime, formatListDateTime, listDateTimeLength } from '../../time/format';
import { useTimezone } from '../../time/TimezoneProvider';
import { useMessages } from '../../ui/useMessages';
import { estimatedListRect, observeListRectAfterLayout, scrollListUnlessThere } from '../../ui/virtual-list';
import { outcomeKey } from '../../parts/requests/explain.logic';
import { placeOf, STATUS_TONE, statusClassOf } from './requestLog.logic';
import { fill } from '../../i18n/fill';
import { RowSpace, RowWindow } from '../../ui/virtual-rows';
import { Cell, HeaderRow, KeyPrefix, NARROW_ROW_HEIGHT, Row, RowButton, Scroller, StatusBadge, TableFrame, WIDE_ROW_HEIGHT } from './RequestLog.styles';

interface Props {
  rows: readonly RequestEntry[];
  wide: boolean;
  onOpen: (id: string) => void;
  /** Near the end of what is loaded: ask for older requests. */
  onNearEnd: () => void;
}


/** The status and what came of it, as a badge says it: "200 OK", "400 Unknown model". */
export function statusText(entry: RequestEntry, t: SectionTexts<'requests'>): string {
  const key = outcomeKey(entry.outcome);
  return `${entry.status} ${key ? t[key] : entry.outcome}`;
}

/**
 * The log as a virtualized table: only the rows in view are in the DOM. Rows that arrive at the
 * top while the reader is scrolled down push the scroll position down by as much, so what the
 * reader looks at stays where it is.
 */
export function RequestTable({ rows, wide, onOpen, onNearEnd }: Props) {
  const { locale, config } = useDashboard();
  const { timezone } = useTimezone();
  const t = useMessages('requests', requestsEn);
  const scroller = useRef<HTMLDivElement>(null);
  const rowHeight = wide ? WIDE_ROW_HEIGHT : NARROW_ROW_HEIGHT;
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getScrollElement = useCallback(() => scroller.current, []);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is not built for the React Compiler; this component is left uncompiled on purpose.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    overscan: 8,
    initialRect: estimatedListRect(),
    observeElementRect: observeListRectAfterLayout,
    scrollToFn: scrollListUnlessThere,
    getItemKey: (index) => rows[index]!.id,
  });

  // Rows added above the first one the reader had: keep that one where it was on screen.
  const firstId = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const element = scroller.current;
    const previous = firstId.current;
    firstId.current = rows[0]?.id;
    if (!element || previous === undefined || element.scrollTop === 0) return;
    const added = rows.findIndex((row) => row.id === previous);
    if (added > 0) element.scrollTop += added * rowHeight;
  }, [rows, rowHeight]);

  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1]?.index ?? 0;
  useLayoutEffect(() => {
    if (rows.length > 0 && last >= rows.length - 20) onNearEnd();
  }, [last, rows.length, onNearEnd]);

  const number = numberFormat(locale);
  const coordinate = numberFormat(locale, { maximumFractionDigits: 2 });
  // Every row's time whole: the column is as wide as the longest time this locale writes.
  const timeChars = useMemo(() => listDateTimeLength(timezone, locale), [timezone, locale]);

  return (
    <TableFrame role="table" aria-label={t.tableLabel} aria-rowcount={rows.length + 1}>
      <HeaderRow $wide={wide} $timeChars={timeChars} role="row" aria-rowindex={1}>
        {[t.columnTime, t.columnStatus, t.columnKey, t.columnModel, t.columnPlace, t.columnTokens, t.columnCost, t.columnLatency].map((name, index) => (
          <Cell key={name} role="columnheader" $end={index >= 5}>
            {name}
          </Cell>
        ))}
      </HeaderRow>
      <Scroller ref={scroller} role="rowgroup" data-virtual-scroller="">
        <RowSpace style={{ height: virtualizer.getTotalSize() }}>
          <RowWindow style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}>
            {items.map((item) => {
              const entry = rows[item.index]!;
              const statusClass = statusClassOf(entry.status);
              return (
                <Row key={entry.id} $wide={wide} $timeChars={timeChars} role="row" aria-rowindex={item.index + 2} onClick={() => onOpen(entry.id)}>
                  <Cell role="cell" $area={wide ? undefined : 'time'}>
                    <RowButton type="button" onClick={(event) => (event.stopPropagation(), onOpen(entry.id))} title={formatFullDateTime(entry.created_at, timezone, locale)}>
                      <time dateTime={entry.created_at.toISOString()}>{formatListDateTime(entry.created_at, timezone, locale)}</time>
                    </RowButton>
                  </Cell>
                  <Cell role="cell" $area={wide ? undefined : 'status'}>
                    <StatusBadge $tone={STATUS_TONE[statusClass]} title={statusText(entry, t)}>
                      {statusText(entry, t)}
                    </StatusBadge>
                  </Cell>
                  <Cell role="cell" $area={wide ? undefined : 'key'} title={entry.key.name}>
                    <bdi>{entry.key.name}</bdi> {entry.key.prefix ? <KeyPrefix>{entry.key.prefix}…</KeyPrefix> : null}
                  </Cell>
                  <Cell role="cell" $area={wide ? undefined : 'model'}>
                    {entry.model ?? '–'}
                  </Cell>
                  <Cell role="cell" $area={wide ? undefined : 'place'} $end={!wide}>
                    {/* Latitude first in any language: a pair of numbers has no direction of its own. */}
                    <bdi dir="ltr">{placeOf(entry, (value) => coordinate.format(value))}</bdi>
                  </Cell>
                  {wide ? (
                    <Cell role="cell" $end>
                      {number.format(entry.tokens)}
                    </Cell>
                  ) : null}
                  <Cell role="cell" $area={wide ? undefined : 'cost'} $end>
                    {formatTokenCost(entry.cost_microcents, config.currency, locale)}
                  </Cell>
                  {wide ? (
                    <Cell role="cell" $end>
                      {fill(t.latency, { ms: entry.latency_ms }, locale)}
                    </Cell>
                  ) : null}
                </Row>
              );
            })}
          </RowWindow>
        </RowSpace>
      </Scroller>
    </TableFrame>
  );
}
