import { shellEn } from '../../i18n/en/shell';
import { useMessages } from '../../ui/useMessages';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { IconButton } from '../../ui/IconButton';
import { LineIcon } from '../../ui/LineIcon';
import { SHELL_ICONS } from './icons';
import { themeSwitchLabel } from './shell.logic';

/** Top bar: switches light and dark (stored; the system decides until then). */
export function ThemeToggle() {
  const t = useMessages('shell', shellEn);
  const { mode, toggle } = useThemeMode();
  const label = themeSwitchLabel(mode, t);
  return (
    <IconButton type="button" onClick={toggle} aria-label={label} title={label} className="dk-theme-toggle">
      <LineIcon d={mode === 'dark' ? SHELL_ICONS.sun : SHELL_ICONS.moon} size={18} />
    </IconButton>
  );
}
