import { styled } from 'styled-components';
import { CONTROL_HEIGHT } from '../../ui/control-height';
import { FORWARDS_OPENER_PROPS, useDialogOpener } from '../../ui/dialog-opener';
import { focusRing } from '../../ui/focus';
import { IconButton } from '../../ui/IconButton';
import { LineIcon } from '../../ui/LineIcon';
import { WidgetRoot } from '../../ui/WidgetRoot';
import { SHELL_ICONS } from './icons';
import { ProfileMenu } from './ProfileMenu';
import { OrganizationSwitcher } from '../organizations/OrganizationSwitcher';
import { ThemeToggle } from './ThemeToggle';
import { shellEn } from '../../i18n/en/shell';
import { useMessages } from '../../ui/useMessages';

export interface TopBarProps {
  onOpenSearch: () => void;
  /** The quick-links dialog the search button opens as HTML, before the app (`useDialogOpener`). */
  searchDialogId?: string;
  /** Shown below the breakpoint, where the sidebar is a drawer. */
  onOpenNavigation?: () => void;
}

/** Its own widget root, so the bar keeps the kit's font when a host places it alone. */
const Bar = styled(WidgetRoot)`
  position: sticky;
  top: 0;
  z-index: 800;
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 60px;
  padding: 0 16px;
  box-sizing: border-box;
  background: ${({ theme }) => theme.colorSurface};
  border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
`;

const Search = styled.button.withConfig(FORWARDS_OPENER_PROPS)`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: 0 1 360px;
  min-width: 0;
  height: ${CONTROL_HEIGHT};
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme }) => theme.colorSurfaceMuted};
  color: ${({ theme }) => theme.colorTextMuted};
  font: inherit;
  cursor: pointer;
  & .dk-search-text {
    white-space: nowrap;
  }
  & .dk-search-short {
    display: none;
  }
  & kbd {
    white-space: nowrap;
    margin-inline-start: auto;
    padding: 1px 6px;
    border: 1px solid ${({ theme }) => theme.colorBorder};
    border-radius: 4px;
    font-family: inherit;
    font-size: 12px;
  }
  /* A phone's top bar has room for a word, not a sentence: the short label, never a cut-off one. */
  @media (max-width: 479px) {
    & kbd,
    & .dk-search-full {
      display: none;
    }
    & .dk-search-short {
      display: inline;
    }
  }
  ${focusRing}
`;

const Push = styled.span`
  flex: 1;
`;

function shortcutLabel(): string {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K';
}

/** Top bar: the search box (opens the quick links), theme toggle, profile menu. */
export function TopBar({ onOpenSearch, searchDialogId, onOpenNavigation }: TopBarProps) {
  const t = useMessages('shell', shellEn);
  const searchOpener = useDialogOpener(searchDialogId);
  return (
    <Bar as="header" className="dk-top-bar">
      {onOpenNavigation ? (
        <IconButton type="button" className="dk-open-navigation" onClick={onOpenNavigation} aria-label={t.openNavigation}>
          <LineIcon d={SHELL_ICONS.menu} size={18} />
        </IconButton>
      ) : null}
      <Search type="button" {...searchOpener} onClick={onOpenSearch} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K">
        <LineIcon d={SHELL_ICONS.search} />
        <span className="dk-search-text dk-search-full">{t.searchPlaceholder}</span>
        <span className="dk-search-text dk-search-short">{t.searchShort}</span>
        <kbd aria-hidden="true">{shortcutLabel()}</kbd>
      </Search>
      <Push />
      <OrganizationSwitcher />
      <ThemeToggle />
      <ProfileMenu />
    </Bar>
  );
}
