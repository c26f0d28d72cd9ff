import styled from 'styled-components';
import { useDashboard } from '../../provider/context';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { focusRing } from '../../ui/focus';
import { LineIcon } from '../../ui/LineIcon';
import { SHELL_ICONS } from './icons';

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 38px;
  height: 38px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme }) => theme.colorSurface};
  color: ${({ theme }) => theme.colorText};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colorSurfaceMuted};
  }
  ${focusRing}
`;

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
