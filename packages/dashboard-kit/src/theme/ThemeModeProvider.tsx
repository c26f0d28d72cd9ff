import { createContext, useCallback, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { outsideProviderError } from '../context/context';
import { buildTheme, type Appearance } from './appearance';
import { DOCUMENT_THEME_ATTRIBUTE } from '../document-init';
import { isThemeMode, resolveThemeMode } from './theme-mode.logic';
import { getServerThemeInputs, getThemeInputs, storeThemeChoice, subscribeThemeInputs, UNKNOWN_THEME_INPUTS, type ThemeInputs } from './theme-mode-store';
import type { ThemeMode } from './tokens';
import { useStoreAfterHydration } from '../platform/store-after-hydration';

export interface ThemeModeValue {
  /** The mode in use ('light' until known while hydrating server-rendered HTML). */
  mode: ThemeMode;
  /** True while no choice is stored and the mode follows the system. */
  followsSystem: boolean;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export interface ThemeModeProviderProps {
  appearance?: Appearance;
  /** Pins the mode (Storybook, hosts with their own switch); otherwise stored or system. */
  mode?: ThemeMode;
  /** Called when the user picks a mode (the provider reports it to analytics). */
  onModeChange?: (mode: ThemeMode) => void;
  /** The kit's language (a BCP 47 tag) and writing direction, for the widget roots. @default 'en', 'ltr' */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  children: ReactNode;
}

export function ThemeModeProvider({ appearance, mode: pinned, onModeChange, lang = 'en', dir = 'ltr', children }: ThemeModeProviderProps) {
  const inputs = useStoreAfterHydration<ThemeInputs | typeof UNKNOWN_THEME_INPUTS>(subscribeThemeInputs, getThemeInputs, getServerThemeInputs);
  const known = inputs !== UNKNOWN_THEME_INPUTS;
  const stored = known ? inputs.stored : null;
  const mode = pinned ?? resolveThemeMode(stored, known && inputs.prefersDark);

  const setMode = useCallback(
    (next: ThemeMode) => {
      storeThemeChoice(next);
      onModeChange?.(next);
    },
    [onModeChange],
  );
  // The stored choice on <html>, where the widget roots' CSS reads it (DOCUMENT_INIT_SCRIPT puts
  // it there before first paint; this covers pages without that script and later changes).
  useLayoutEffect(() => {
    if (isThemeMode(stored)) document.documentElement.setAttribute(DOCUMENT_THEME_ATTRIBUTE, stored);
  }, [stored]);
  const toggle = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);

  const value = useMemo<ThemeModeValue>(
    () => ({ mode, followsSystem: !pinned && stored === null, setMode, toggle }),
    [mode, pinned, stored, setMode, toggle],
  );
  // Roots let CSS pick the mode (css-variables.ts) unless it is pinned: the styled-components
  // theme then never changes with the mode, so neither hydration nor a switch re-renders every
  // styled component, and the server's HTML already shows the visitor's theme.
  const theme = useMemo(() => buildTheme(pinned ?? 'system', appearance, { lang, dir }), [pinned, appearance, lang, dir]);

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
