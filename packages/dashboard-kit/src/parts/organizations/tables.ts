import { styled } from 'styled-components';

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
  & th {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colorTextMuted};
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
  & select {
    font: inherit;
    min-height: 32px;
  }
`;
