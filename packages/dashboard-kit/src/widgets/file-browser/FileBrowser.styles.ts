import { styled } from 'styled-components';
import { Muted, WidgetRoot } from '../../ui/WidgetRoot';
import { LIST_HEIGHT_CSS } from '../../ui/virtual-list';
import { WIDE_QUERY, type WidthLayout } from '../../ui/useMediaQuery';

export const WIDE_ROW_HEIGHT = 44;
export const NARROW_ROW_HEIGHT = 64;

/** Name, size, modified, copy: the header and every row of the wide list share these columns. */
const WIDE_COLUMNS = 'minmax(0, 1fr) 100px 200px 110px';

export const Root = styled(WidgetRoot)`
  display: grid;
  gap: 12px;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  & input {
    max-width: 260px;
  }
`;

export const Crumbs = styled.nav`
  & ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    align-items: center;
  }
  & li + li::before {
    content: '/';
    margin-inline-end: 4px;
    color: ${({ theme }) => theme.colorTextMuted};
  }
`;

/** The list's header; laid out for `either` width, its wide columns show only where the screen is wide. */
export const Header = styled.div<{ $layout: WidthLayout }>`
  display: grid;
  grid-template-columns: ${({ $layout }) => ($layout === 'wide' ? WIDE_COLUMNS : '1fr')};
  ${({ $layout }) =>
    $layout === 'either'
      ? `& .dk-wide-column { display: none; }
  @media ${WIDE_QUERY} {
    grid-template-columns: ${WIDE_COLUMNS};
    & .dk-wide-column { display: block; }
  }`
      : ''}
  align-items: center;
  gap: 12px;
  padding: 0 0 4px;
  font-size: 12px;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colorTextMuted};
`;

export const Scroller = styled.div`
  height: ${LIST_HEIGHT_CSS};
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme }) => theme.colorSurface};
  position: relative;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colorFocus};
    outline-offset: 2px;
  }
`;

export const RowBox = styled.div<{ $wide: boolean }>`
  height: ${({ $wide }) => ($wide ? WIDE_ROW_HEIGHT : NARROW_ROW_HEIGHT)}px;
  box-sizing: border-box;
  display: grid;
  grid-template-columns: ${({ $wide }) => ($wide ? WIDE_COLUMNS : 'minmax(0, 1fr) auto')};
  gap: 4px 12px;
  align-items: center;
  padding: 0 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colorSurfaceMuted};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colorPrimary};
  }
`;

export const NameButton = styled.button`
  all: unset;
  cursor: pointer;
  font-weight: 600;
  color: ${({ theme }) => theme.colorPrimary};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const NameText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  margin-inline-end: 6px;
  vertical-align: -3px;
`;

export const Cell = styled.span`
  display: flex;
  min-width: 0;
`;

export const Meta = styled.span`
  color: ${({ theme }) => theme.colorTextMuted};
  font-size: 13px;
  white-space: nowrap;
`;

/** "This folder is empty", in the list below its '..' row. */
export const EmptyNote = styled(Muted)`
  padding: 12px;
`;
