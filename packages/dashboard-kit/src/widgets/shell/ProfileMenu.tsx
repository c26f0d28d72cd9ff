/* eslint-disable react-hooks/refs -- floating-ui's refs.setReference/setFloating are callback setters, not reads of a ref during render. */
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ROUTES } from '../../access/routes';
import { profileName } from '../../access/profile';
import type { ProfileMetadata } from '../../access/profile';
import { useUserPlatformHandoff } from '../../auth/useUserPlatformHandoff';
import { useDashboard } from '../../provider/context';
import { useSession, useSignOut } from '../../provider/useSession';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { IconButton } from '../../ui/IconButton';
import { LineIcon } from '../../ui/LineIcon';
import { WidgetRoot } from '../../ui/WidgetRoot';
import { avatarInitial } from '../account/account.logic';
import { SHELL_ICONS } from './icons';
import { themeSwitchLabel } from './shell.logic';

const Trigger = styled(IconButton)`
  border: 0;
  border-radius: 50%;
  font: inherit;
  font-weight: 700;
  &,
  &:hover {
    background: ${({ theme }) => theme.colorPrimary};
    color: ${({ theme }) => theme.colorPrimaryText};
  }
`;

const Panel = styled(WidgetRoot)`
  z-index: 920;
  min-width: 240px;
  padding: 6px;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme }) => theme.colorSurface};
  box-shadow: 0 8px 24px rgba(8, 12, 20, 0.18);
  outline: none;
`;

const Email = styled.p`
  margin: 0;
  padding: 8px 10px 10px;
  border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
  margin-bottom: 4px;
  color: ${({ theme }) => theme.colorTextMuted};
  overflow-wrap: anywhere;
`;

const MenuItem = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 36px;
  padding: 0 10px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.colorText};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colorSurfaceMuted};
    outline: none;
  }
  & .dk-external {
    margin-left: auto;
    display: inline-flex;
  }
`;

interface Entry {
  id: string;
  label: string;
  run: () => void;
  external?: boolean;
}

/**
 * Rendered in place, not in a portal: Tab then leaves the menu for the next control of
 * the top bar (and closes it), as a menu button should, with no focus guards around it.
 *
 * Spec section 2, profile menu: the user platform (new tab, signed in through the hand-off),
 * the user's email, the light/dark toggle, Account Settings, Legal Terms and Logout.
 */
export function ProfileMenu() {
  const { messages, navigate } = useDashboard();
  const t = messages.shell;
  const session = useSession();
  const signOut = useSignOut();
  const theme = useThemeMode();
  const openUserPlatform = useUserPlatformHandoff();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const emailId = useId();
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef: itemRefs, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);
  if (session.status !== 'signed-in') return null;
  const email = session.user.email ?? '';
  const initial = avatarInitial(profileName(session.user.user_metadata as ProfileMetadata), email);

  const entries: Entry[] = [
    { id: 'platform', label: t.menuUserPlatform, run: () => openUserPlatform(), external: true },
    { id: 'theme', label: themeSwitchLabel(theme.mode, t), run: theme.toggle },
    { id: 'account', label: t.menuAccountSettings, run: () => navigate(ROUTES.account) },
    { id: 'legal', label: t.menuLegal, run: () => navigate(ROUTES.legal) },
    { id: 'logout', label: t.menuLogout, run: () => void signOut() },
  ];

  return (
    <>
      <Trigger ref={refs.setReference} type="button" aria-label={t.profileMenu} className="dk-profile-menu" {...getReferenceProps()}>
        <span aria-hidden="true">{initial}</span>
      </Trigger>
      {open ? (
        <FloatingFocusManager context={context} modal={false} guards={false} initialFocus={0}>
          <Panel ref={refs.setFloating} style={floatingStyles}>
            <Email id={emailId}>{email}</Email>
            <div aria-label={t.profileMenu} aria-describedby={emailId} {...getFloatingProps()}>
              {entries.map((entry, index) => (
                <MenuItem
                  key={entry.id}
                  type="button"
                  role="menuitem"
                  tabIndex={(activeIndex ?? 0) === index ? 0 : -1}
                  ref={(node) => {
                    itemRefs.current[index] = node;
                  }}
                  {...getItemProps({
                    onClick: () => {
                      setOpen(false);
                      entry.run();
                    },
                  })}
                >
                  {entry.label}
                  {entry.external ? (
                    <span className="dk-external">
                      <LineIcon d={SHELL_ICONS.external} size={14} />
                    </span>
                  ) : null}
                </MenuItem>
              ))}
            </div>
          </Panel>
        </FloatingFocusManager>
      ) : null}
    </>
  );
}
