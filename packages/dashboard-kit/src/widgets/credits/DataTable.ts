import { styled } from 'styled-components';

/**
 * A table's own scroll area (focusable, labelled, so a keyboard can scroll it too). Positioned,
 * so visually hidden text in its cells stays inside it instead of widening the page.
 */
export const ScrollRegion = styled.div`
  position: relative;
  overflow-x: auto;
  max-height: 320px;
  min-width: 0;
`;

/** The credits tab's tables: figures aligned to the end, the first column to the start. */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  & th,
  & td {
    padding: 6px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
    text-align: end;
  }
  & th:first-child,
  & td:first-child {
    text-align: start;
  }
  & th[scope='row'] {
    white-space: nowrap;
  }
`;
