import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { outsideProviderError } from '../provider/context';
import { safeStorage } from '../provider/storage';
import { parseAppearance, type Appearance } from './appearance';
import { resolveThemeMode, THEME_STORAGE_KEY } from './theme-mode.logic';
import type { ThemeMode } from './tokens';

export interface ThemeModeValue {
  mode: ThemeMode;
  /** True while no choice is stored and the mode follows the system. */
  followsSystem: boolean;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

export interface ThemeModeProviderProps {
  appearance?: Appearance;
  /** Pins the mode (Storybook, hosts with their own switch); otherwise stored or system. */
  mode?: ThemeMode;
  /** Called when the user picks a mode (the provider reports it to analytics). */
  onModeChange?: (mode: ThemeMode) => void;
  children: ReactNode;
}

export function ThemeModeProvider({ appearance, mode: pinned, onModeChange, children }: ThemeModeProviderProps) {
  const [stored, setStored] = useState(() => safeStorage.get(THEME_STORAGE_KEY));
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);

  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(DARK_QUERY);
    const onChange = () => setPrefersDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const mode = pinned ?? resolveThemeMode(stored, prefersDark);
  const setMode = useCallback(
    (next: ThemeMode) => {
      safeStorage.set(THEME_STORAGE_KEY, next);
      setStored(next);
      onModeChange?.(next);
    },
    [onModeChange],
  );
  const toggle = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);

  const value = useMemo<ThemeModeValue>(
    () => ({ mode, followsSystem: !pinned && stored === null, setMode, toggle }),
    [mode, pinned, stored, setMode, toggle],
  );
  const theme = useMemo(() => parseAppearance(mode, appearance), [mode, appearance]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

/** The light/dark mode and its setters; throws outside `<DashboardProvider>`. */
export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw outsideProviderError('useThemeMode');
  return value;
}
