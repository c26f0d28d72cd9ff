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
  & select {
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colorBorder};
    border-radius: ${({ theme }) => theme.borderRadius};
    background: ${({ theme }) => theme.colorSurface};
    color: ${({ theme }) => theme.colorText};
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
