import { styled } from 'styled-components';
import { Select } from '../../ui/field';
import { ScrollRegion } from '../../ui/ScrollRegion';

/** The organisation pages' tables: one line per row where it fits; the ScrollRegion around them scrolls where it does not. */
export const OrgTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  & th,
  & td {
    padding: 8px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
    text-align: start;
    vertical-align: middle;
  }
  & thead th {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colorTextMuted};
  }
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
