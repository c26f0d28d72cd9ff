import { styled } from 'styled-components';
import { profileName } from '../../access/profile';
import type { ProfileMetadata } from '../../access/profile';
import { useUserPlatformHandoff } from '../../ui/useUserPlatformHandoff';
import { useDashboard, useSession, useSignOut } from '../../context/context';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { CONTROL_HEIGHT } from '../../ui/control-height';
import { IconButton } from '../../ui/IconButton';
import { MenuButton, type MenuEntry } from '../../ui/MenuButton';
import { avatarInitial, displayNameToShow } from '../../access/profile';
import { fill } from '../../i18n/fill';
import { languageName, offeredLanguage } from '../../i18n/locale';
import { themeSwitchLabel } from './shell.logic';
import { shellEn } from '../../i18n/en/shell';
import { useMessages } from '../../ui/useMessages';

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
 * The avatar's place while the session is read (a signed-in page painted from HTML, whose
 * session arrives after): the theme toggle beside it does not move when the avatar comes.
 */
const AvatarPlace = styled.span`
  flex: none;
  width: ${CONTROL_HEIGHT};
  height: ${CONTROL_HEIGHT};
  border-radius: 50%;
  background: ${({ theme }) => theme.colorSurfaceMuted};
`;

/** The user's name over the email, in the menu's header: who is signed in, at a glance. */
const Name = styled.span`
  display: block;
  font-weight: 700;
  color: ${({ theme }) => theme.colorText};
  overflow-wrap: anywhere;
`;

/**
 * Profile menu: the user platform (new tab, signed in through the hand-off),
 * the user's name and email, the light/dark toggle, the other languages (when the host offers a choice),
 * Account Settings, Legal Terms and Logout. Tab leaves it for the next control of the top bar.
 */
export function ProfileMenu() {
  const { config, navigate, locale, languageChoice } = useDashboard();
  const t = useMessages('shell', shellEn);
  const session = useSession();
  const signOut = useSignOut();
  const theme = useThemeMode();
  const openUserPlatform = useUserPlatformHandoff();
  if (session.status === 'loading') return <AvatarPlace aria-hidden="true" />;
  if (session.status !== 'signed-in') return null;
  const email = session.user.email ?? '';
  const name = displayNameToShow(profileName(session.user.user_metadata as ProfileMetadata), email);
  const initial = avatarInitial(name, email);
  const languages = languageChoice?.languages ?? [];

  const entries: MenuEntry[] = [
    { id: 'platform', label: t.menuUserPlatform, run: () => openUserPlatform(), external: true },
    { id: 'theme', label: themeSwitchLabel(theme.mode, t), run: theme.toggle },
    ...languages
      .filter((tag) => tag !== offeredLanguage(locale, languages))
      .map((tag) => ({ id: `language-${tag}`, label: fill(t.menuLanguage, { language: languageName(tag) }, locale), run: () => languageChoice?.choose(tag) })),
    { id: 'account', label: t.menuAccountSettings, run: () => navigate(config.paths.account) },
    { id: 'legal', label: t.menuLegal, run: () => navigate(config.paths.legal) },
    { id: 'logout', label: t.menuLogout, run: () => void signOut() },
  ];
  return (
    <MenuButton
      label={t.profileMenu}
      header={
        name ? (
          <>
            <Name>{name}</Name> <span>{email}</span>
          </>
        ) : (
          email
        )
      }
      entries={entries}
      renderButton={(props) => (
        <Trigger type="button" aria-label={t.profileMenu} className="dk-profile-menu" {...props}>
          <span aria-hidden="true">{initial}</span>
        </Trigger>
      )}
    />
  );
}
