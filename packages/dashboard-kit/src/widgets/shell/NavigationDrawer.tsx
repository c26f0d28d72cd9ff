import { styled } from 'styled-components';
import { IconButton } from '../../ui/IconButton';
import { LineIcon } from '../../ui/LineIcon';
import { useModalDialog } from '../../ui/useModalDialog';
import { WidgetRoot } from '../../ui/WidgetRoot';
import { SHELL_ICONS } from './icons';
import { Sidebar } from './Sidebar';
import { shellEn } from '../../i18n/en/shell';
import { useMessages } from '../../ui/useMessages';

export interface NavigationDrawerProps {
  open: boolean;
  onClose: () => void;
  currentPath: string;
}

/** A modal `<dialog>` pinned to the start edge (the right in a right-to-left language); the rest of the screen is its backdrop. */
// The dialog carries the kit's direction itself: its start edge is where it is pinned.
const Native = styled.dialog.attrs(({ theme }) => ({ dir: theme.dir }))`
  inset-block: 0;
  inset-inline: 0 auto;
  width: auto;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: none;
  background: transparent;
  &::backdrop {
    background: rgba(8, 12, 20, 0.55);
  }
`;

const Panel = styled(WidgetRoot)`
  height: 100%;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colorSurface};
  box-shadow: 4px 0 24px rgba(8, 12, 20, 0.25);
  &:dir(rtl) {
    box-shadow: -4px 0 24px rgba(8, 12, 20, 0.25);
  }
  outline: none;
  & .dk-drawer-close {
    align-self: flex-end;
    margin: 10px 10px 0;
  }
  & .dk-sidebar {
    border-inline-end: 0;
  }
`;

/** Below the breakpoint (1024 px) the sidebar opens as a modal drawer. */
export function NavigationDrawer({ open, onClose, currentPath }: NavigationDrawerProps) {
  const t = useMessages('shell', shellEn);
  const dialogProps = useModalDialog({ open, onClose });
  if (!open) return null;
  return (
    <Native {...dialogProps} aria-label={t.navLabel} className="dk-navigation-drawer">
      <Panel>
        <IconButton type="button" className="dk-drawer-close" onClick={onClose} aria-label={t.closeNavigation}>
          <LineIcon d={SHELL_ICONS.close} size={18} />
        </IconButton>
        <Sidebar currentPath={currentPath} onNavigate={onClose} />
      </Panel>
    </Native>
  );
}
