import { DARK_TOKENS, LIGHT_TOKENS, useThemeMode } from 'dashboard-kit';
import { useEffect } from 'react';

/** The page behind the widgets follows the kit's mode (the stored choice, else the system's). */
export function ThemeBackground() {
  const { mode } = useThemeMode();
  useEffect(() => {
    const tokens = mode === 'dark' ? DARK_TOKENS : LIGHT_TOKENS;
    document.documentElement.style.colorScheme = mode;
    document.documentElement.dataset.theme = mode;
    document.body.style.background = tokens.colorBackground;
    document.body.style.color = tokens.colorText;
  }, [mode]);
  return null;
}
