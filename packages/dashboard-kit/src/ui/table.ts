import { styled } from 'styled-components';
import { Select } from './field';
import { ScrollRegion } from './ScrollRegion';

/** How a table's cells sit: their padding, figures to the end, each on one line. */
export interface TableLayout {
  /** The cells' padding (CSS): 8px 10px unless given. */
  $cells?: string;
  /** Figures: every column aligned to the end but the first, which names the row. */
  $figures?: boolean;
  /** No cell wraps: the scroll area around the table scrolls instead. */
  $oneLine?: boolean;
  /** Column headings in small muted capitals (tables of records: keys, members, the audit log). */
  $capsHeadings?: boolean;
}

/**
 * The kit's one table, which each widget's table composes (`styled(Table)`) with what is its own:
 * full width, a line under each row, cells aligned to the start (figures to the end), vertically centred.
 */
export const Table = styled.table<TableLayout>`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    padding: ${({ $cells }) => $cells ?? '8px 10px'};
    border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
    text-align: ${({ $figures }) => ($figures ? 'end' : 'start')};
    vertical-align: middle;
    ${({ $oneLine }) => ($oneLine ? 'white-space: nowrap;' : '')}
  }
  ${({ $figures }) => ($figures ? `& th:first-child, & td:first-child, & th[scope='row'] { text-align: start; }` : '')}
  ${({ $capsHeadings, theme }) =>
    $capsHeadings ? `& thead th { font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: ${theme.colorTextMuted}; }` : ''}
`;

/** The organisation pages' tables (members, invitations, the audit log): one line per row where it fits; the ScrollRegion around them scrolls where it does not. */
export const OrgTable = styled(Table).attrs({ $capsHeadings: true })`
  font-size: 14px;
  & tbody th {
    font-weight: 600;
  }
  /* A column keeps its words whole (an email, a time) so a narrow screen scrolls the table rather than
     squeezing it a letter per line; a server's text longer than 32 characters still breaks inside. */
  & bdi {
    display: inline-block;
    max-width: 32ch;
    overflow-wrap: break-word;
  }
  & time {
    white-space: nowrap;
  }
  & td.dk-numeric,
  & th.dk-numeric {
    text-align: end;
  }
  & .dk-row-actions {
    display: flex;
    gap: 8px;
    justify-content: flex-end;
    flex-wrap: wrap;
  }
`;

/**
 * The scroll area of a table whose rows turn into cards when it is narrow: the container the
 * table's width query reads.
 */
export const CardRowsArea = styled(ScrollRegion)`
  container-type: inline-size;
`;

/**
 * An organisation table that reads as a card per row below 560 px of its own width (a phone),
 * every action of a row in reach instead of scrolled off to the side: each cell on a line of
 * its own under the row's heading, its column's name (`data-label`) at the start, the actions last.
 */
export const CardRowsTable = styled(OrgTable)`
  @container (max-width: 559px) {
    & thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    & tbody,
    & tr,
    & tbody th,
    & tbody td {
      display: block;
    }
    & tbody tr {
      padding: 8px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
    }
    & tbody th,
    & tbody td {
      padding: 4px 10px;
      border-bottom: none;
    }
    & tbody td:empty {
      display: none;
    }
    & tbody td[data-label] {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: 12px;
    }
    & tbody td[data-label]::before {
      content: attr(data-label);
      font-size: 12px;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      color: ${({ theme }) => theme.colorTextMuted};
    }
    & td.dk-numeric {
      text-align: start;
    }
    & .dk-row-actions {
      justify-content: flex-start;
    }
  }
`;

/** A choice inside a row (a member's role): the kit's select, as compact as the row's buttons. */
export const RowSelect = styled(Select)`
  width: auto;
  min-height: 32px;
  padding: 4px 8px;
`;
