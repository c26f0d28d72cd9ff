import { useCallback, useId, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useWidthLayout, WIDE_QUERY, type WidthLayout } from '../../ui/useMediaQuery';
import { WidgetRoot } from '../../ui/WidgetRoot';
import { OpenableQuickLinksDialog } from '../quick-links/QuickLinksDialog';
import { useQuickLinksShortcut } from '../../parts/quick-links-shortcut/useQuickLinksShortcut';
import { NavigationDrawer } from './NavigationDrawer';
import { Sidebar } from './Sidebar';
import { SIDEBAR_WIDTH } from './shell.logic';
import { TopBar } from './TopBar';
import { OrganizationBanner } from '../organizations/OrganizationBanner';
import { tokenList } from '../../ui/token-list';

export interface DashboardShellProps {
  /** The path the host shows (its router's location), to mark the active item. */
  currentPath: string;
  children: ReactNode;
  className?: string;
}

/** Two columns with the sidebar rail; one below 1024 px, where the sidebar is a drawer. */
const Frame = styled(WidgetRoot)<{ $layout: WidthLayout }>`
  min-height: 100vh;
  display: grid;
  grid-template-columns: ${({ $layout }) => ($layout === 'wide' ? 'auto minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  background: ${({ theme }) => theme.colorBackground};
  ${({ $layout }) =>
    $layout === 'either'
      ? `@media ${WIDE_QUERY} {
    grid-template-columns: auto minmax(0, 1fr);
    & .dk-open-navigation { display: none; }
  }`
      : ''}
`;

/** The rail's column, as tall as the page: the sidebar's surface and edge go on below the sticky rail on a long page. */
const RailTrack = styled.div<{ $layout: WidthLayout }>`
  background: ${({ theme }) => theme.colorSurface};
  border-inline-end: 1px solid ${({ theme }) => theme.colorBorder};
  ${({ $layout }) =>
    $layout === 'either'
      ? `display: none;
  @media ${WIDE_QUERY} { display: block; }`
      : ''}
`;

const Rail = styled.div`
  position: sticky;
  top: 0;
  height: 100vh;
  width: ${SIDEBAR_WIDTH}px;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  box-sizing: border-box;
  &:focus {
    outline: none;
  }
`;

/**
 * The dashboard's frame: the sidebar (a drawer below 1024 px), the top
 * bar with search, theme and profile menu, and the quick-links dialog on Ctrl/Cmd+K.
 * @example <DashboardShell currentPath={location.pathname}><Outlet /></DashboardShell>
 */
export function DashboardShell({ currentPath, children, className }: DashboardShellProps) {
  // `either` while hydrating: the rail and the drawer's button both, CSS showing the one that fits.
  const layout = useWidthLayout();
  const wide = layout === 'wide';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  useQuickLinksShortcut(openSearch);
  // The search button opens the quick links as HTML in a prerendered page, before the app.
  const searchDialogId = `${useId()}-quick-links`;
  return (
    <Frame $layout={layout} className={tokenList('dk-shell', className)}>
      {layout !== 'narrow' && (
        <RailTrack $layout={layout}>
          <Rail>
            <Sidebar currentPath={currentPath} />
          </Rail>
        </RailTrack>
      )}
      <Column>
        <TopBar onOpenSearch={openSearch} searchDialogId={searchDialogId} onOpenNavigation={layout === 'wide' ? undefined : () => setDrawerOpen(true)} />
        <Main id="dk-main" tabIndex={-1}>
          <OrganizationBanner />
          {children}
        </Main>
      </Column>
      <NavigationDrawer open={!wide && drawerOpen} onClose={() => setDrawerOpen(false)} currentPath={currentPath} />
      <OpenableQuickLinksDialog open={searchOpen} onClose={() => setSearchOpen(false)} openedByPage={{ id: searchDialogId, onOpened: openSearch }} />
    </Frame>
  );
}
