import { styled } from 'styled-components';

/** How tall the credits tab's tables grow before they scroll. */
export const TABLE_MAX_HEIGHT = 320;

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
