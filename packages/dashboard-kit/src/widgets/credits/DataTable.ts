import { styled } from 'styled-components';
import { Table } from '../../ui/table';

/** How tall the credits tab's tables grow before they scroll. */
export const TABLE_MAX_HEIGHT = 320;

/** The credits tab's tables: figures aligned to the end, the first column to the start, a row's name on one line. */
export const DataTable = styled(Table).attrs({ $figures: true, $cells: '6px 10px' })`
  font-size: 14px;
  & th[scope='row'] {
    white-space: nowrap;
  }
`;
