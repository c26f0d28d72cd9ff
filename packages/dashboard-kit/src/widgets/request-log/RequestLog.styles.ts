import { styled } from 'styled-components';
import { LIST_HEIGHT_CSS } from '../../ui/virtual-list';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/WidgetRoot';

export const WIDE_ROW_HEIGHT = 44;
export const NARROW_ROW_HEIGHT = 96;

/**
 * Time, status, key, model, place, tokens, cost, latency: the header and every wide row share these.
 * The time's column fits the longest time the locale writes (`$timeChars` characters, with room for
 * letters wider than a digit); the status takes what is left first: its outcome in words is what a
 * reader scans for.
 */
const wideColumns = (timeChars: number) => `calc(${timeChars}ch + 16px) minmax(170px, 1.5fr) minmax(120px, 1fr) minmax(110px, 0.9fr) 110px 56px 92px 64px`;

export const LogCard = styled(Card)`
  display: grid;
  gap: 16px;
  min-width: 0;
  /* A phone: the rows' outcomes have the width a card's full padding would take. */
  @media (max-width: 480px) {
    padding: 16px;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
  /* Wide enough for the longest range's name ("Letzte 24 Stunden"): a phone stacks the filters. */
  & > * {
    min-width: 170px;
    flex: 1 1 170px;
    max-width: 240px;
  }
`;

/** An outcome a link filtered by, with its remove mark: a long one wraps inside the bar instead of leaving it. */
export const FilterChip = styled(Button)`
  white-space: normal;
  text-align: start;
`;

export const LiveBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  min-height: 36px;
`;

export const TableFrame = styled.div`
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme }) => theme.colorSurface};
  overflow: hidden;
`;

export const Scroller = styled.div`
  height: ${LIST_HEIGHT_CSS};
  overflow: auto;
  position: relative;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colorFocus};
    outline-offset: 2px;
  }
`;

export const HeaderRow = styled.div<{ $wide: boolean; $timeChars: number }>`
  display: ${({ $wide }) => ($wide ? 'grid' : 'none')};
  grid-template-columns: ${({ $timeChars }) => wideColumns($timeChars)};
  gap: 12px;
  padding: 8px 12px;
  background: ${({ theme }) => theme.colorSurfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
  font-size: 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colorTextMuted};
`;

export const Row = styled.div<{ $wide: boolean; $timeChars: number }>`
  display: grid;
  box-sizing: border-box;
  height: ${({ $wide }) => ($wide ? WIDE_ROW_HEIGHT : NARROW_ROW_HEIGHT)}px;
  grid-template-columns: ${({ $wide, $timeChars }) => ($wide ? wideColumns($timeChars) : 'minmax(0, 1fr) auto')};
  /* Narrow: the time beside the cost, then the outcome and the key each on a line of its own (the
     longest outcome, 40 % longer in a translation, fits a phone), then the model beside the place. */
  ${({ $wide }) => ($wide ? '' : `grid-template-areas: 'time cost' 'status status' 'key key' 'model place'; align-content: center;`)}
  gap: ${({ $wide }) => ($wide ? '0 12px' : '0 8px')};
  align-items: center;
  padding: ${({ $wide }) => ($wide ? '0 12px' : '6px 12px')};
  border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
  font-size: 14px;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colorSurfaceMuted};
  }
`;

/** `$end`: the cell hugs its content at the end of its column. */
export const Cell = styled.span<{ $area?: string; $end?: boolean }>`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ $area }) => ($area ? `grid-area: ${$area};` : '')}
  ${({ $end }) => ($end ? 'text-align: end; justify-self: end;' : '')}
  font-variant-numeric: tabular-nums;
`;

export const RowButton = styled.button`
  all: unset;
  cursor: pointer;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 100%;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colorFocus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

/** A secret's first characters and the ellipsis after them, left to right in any language. */
export const KeyPrefix = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
  color: ${({ theme }) => theme.colorTextMuted};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 12px;
`;

/** A request's status and why it failed: where its dialog opens (focused, so it needs no ring of its own). */
export const Summary = styled.div`
  display: grid;
  gap: 16px;
  outline: none;
`;

export const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(110px, max-content) minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.colorTextMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* A phone: each name above its value, so an id or a parameter has the dialog's whole width. */
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    & dd + dt {
      margin-top: 8px;
    }
  }
`;

/** A status badge that shortens with an ellipsis where a narrow row has no room for its words. */
export const StatusBadge = styled(Badge)`
  display: inline-block;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;
`;
