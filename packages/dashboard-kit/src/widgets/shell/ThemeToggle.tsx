import { useDashboard } from '../../provider/context';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { IconButton } from '../../ui/IconButton';
import { LineIcon } from '../../ui/LineIcon';
import { SHELL_ICONS } from './icons';

/** Spec section 2, top bar: switches light and dark (stored; the system decides until then). */
export function ThemeToggle() {
  const { messages } = useDashboard();
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? messages.shell.switchToLight : messages.shell.switchToDark;
  return (
    <IconButton type="button" onClick={toggle} aria-label={label} title={label} className="dk-theme-toggle">
      <LineIcon d={mode === 'dark' ? SHELL_ICONS.sun : SHELL_ICONS.moon} size={18} />
    </IconButton>
  );
}
