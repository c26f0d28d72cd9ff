/* eslint-disable react-hooks/refs -- floating-ui's refs.setFloating is a callback setter, not a read of a ref during render. */
import { FloatingFocusManager, FloatingOverlay, FloatingPortal, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import styled from 'styled-components';
import { useDashboard } from '../../provider/context';
import { IconButton } from '../../ui/IconButton';
import { LineIcon } from '../../ui/LineIcon';
import { WidgetRoot } from '../../ui/WidgetRoot';
import { SHELL_ICONS } from './icons';
import { Sidebar } from './Sidebar';

export interface NavigationDrawerProps {
  open: boolean;
  onClose: () => void;
  currentPath: string;
}

const Overlay = styled(FloatingOverlay)`
  z-index: 900;
  background: rgba(8, 12, 20, 0.55);
`;

const Panel = styled(WidgetRoot)`
  position: fixed;
  inset: 0 auto 0 0;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colorSurface};
  box-shadow: 4px 0 24px rgba(8, 12, 20, 0.25);
  outline: none;
  & .dk-drawer-close {
    align-self: flex-end;
    margin: 10px 10px 0;
  }
  & .dk-sidebar {
    border-right: 0;
  }
`;

/** Below the breakpoint (spec section 9: 1024 px) the sidebar opens as a modal drawer. */
export function NavigationDrawer({ open, onClose, currentPath }: NavigationDrawerProps) {
  const { messages } = useDashboard();
  const t = messages.shell;
  const { refs, context } = useFloating({ open, onOpenChange: (next) => !next && onClose() });
  const { getFloatingProps } = useInteractions([useDismiss(context), useRole(context, { role: 'dialog' })]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <Overlay lockScroll>
        <FloatingFocusManager context={context}>
          <Panel ref={refs.setFloating} aria-label={t.navLabel} className="dk-navigation-drawer" {...getFloatingProps()}>
            <IconButton type="button" className="dk-drawer-close" onClick={onClose} aria-label={t.closeNavigation}>
              <LineIcon d={SHELL_ICONS.close} size={18} />
            </IconButton>
            <Sidebar currentPath={currentPath} onNavigate={onClose} />
          </Panel>
        </FloatingFocusManager>
      </Overlay>
    </FloatingPortal>
  );
}
