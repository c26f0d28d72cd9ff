import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { profileName } from '../../access/profile';
import type { ProfileMetadata } from '../../access/profile';
import { useUserPlatformHandoff } from '../../ui/useUserPlatformHandoff';
import { useDashboard, useSession, useSignOut } from '../../context/context';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { IconButton } from '../../ui/IconButton';
import { usePreloadAfterPaint } from '../../ui/usePreloadAfterPaint';
import { avatarInitial } from '../account/account.logic';
import type { ProfileMenuEntry } from './ProfileMenuPanel';
import { fill } from '../../i18n/fill';
import { languageName, offeredLanguage } from '../../i18n/locale';
import { themeSwitchLabel } from './shell.logic';
import { shellEn } from '../../i18n/en/shell';
import { useMessages } from '../../ui/useMessages';

const loadPanel = () => import('./ProfileMenuPanel');
// Pure: an app that never renders the menu bundles neither the panel nor floating-ui.
const ProfileMenuPanel = /* @__PURE__ */ lazy(loadPanel);

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

/**
 * Rendered in place, not in a portal: Tab then leaves the menu for the next control of
 * the top bar (and closes it), as a menu button should, with no focus guards around it.
 * The button is plain (menu-button pattern: Enter, Space, ArrowDown and ArrowUp open it);
 * the open menu is ProfileMenuPanel, fetched once the page has painted.
 *
 * Profile menu: the user platform (new tab, signed in through the hand-off),
 * the user's email, the light/dark toggle, the other languages (when the host offers a choice),
 * Account Settings, Legal Terms and Logout.
 */
export function ProfileMenu() {
  const { config, navigate, locale, languageChoice } = useDashboard();
  const t = useMessages('shell', shellEn);
  const session = useSession();
  const signOut = useSignOut();
  const theme = useThemeMode();
  const openUserPlatform = useUserPlatformHandoff();
  /**
   * The open menu: the item that takes focus as it opens, and the button it hangs from, taken
   * from the event that opens it (a callback ref setting state would re-render the menu inside
   * the page's first commit, pulling every effect of the page into that task); null while closed.
   */
  const [menu, setMenu] = useState<{ focusAt: number; anchor: HTMLButtonElement } | null>(null);
  const menuId = useId();

  usePreloadAfterPaint(loadPanel);
  if (session.status !== 'signed-in') return null;
  const email = session.user.email ?? '';
  const initial = avatarInitial(profileName(session.user.user_metadata as ProfileMetadata), email);

  const entries: ProfileMenuEntry[] = [
    { id: 'platform', label: t.menuUserPlatform, run: () => openUserPlatform(), external: true },
    { id: 'theme', label: themeSwitchLabel(theme.mode, t), run: theme.toggle },
    ...(languageChoice?.languages ?? [])
      .filter((tag) => tag !== offeredLanguage(locale, languageChoice?.languages ?? []))
      .map((tag) => ({ id: `language-${tag}`, label: fill(t.menuLanguage, { language: languageName(tag) }, locale), run: () => languageChoice?.choose(tag) })),
    { id: 'account', label: t.menuAccountSettings, run: () => navigate(config.paths.account) },
    { id: 'legal', label: t.menuLegal, run: () => navigate(config.paths.legal) },
    { id: 'logout', label: t.menuLogout, run: () => void signOut() },
  ];
  const open = menu !== null;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setMenu({ focusAt: event.key === 'ArrowUp' ? entries.length - 1 : 0, anchor: event.currentTarget });
  };

  return (
    <>
      <Trigger
        type="button"
        aria-label={t.profileMenu}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className="dk-profile-menu"
        onClick={(event) => setMenu(open ? null : { focusAt: 0, anchor: event.currentTarget })}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">{initial}</span>
      </Trigger>
      {menu ? (
        <Suspense fallback={null}>
          <ProfileMenuPanel id={menuId} reference={menu.anchor} label={t.profileMenu} email={email} entries={entries} initialFocus={menu.focusAt} onClose={() => setMenu(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
