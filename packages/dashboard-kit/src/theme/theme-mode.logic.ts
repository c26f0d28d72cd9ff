import type { ThemeMode } from './tokens';

export { THEME_STORAGE_KEY } from '../document-init';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** The stored choice, else the system preference. */
export function resolveThemeMode(stored: string | null | undefined, systemPrefersDark: boolean): ThemeMode {
  if (isThemeMode(stored)) return stored;
  return systemPrefersDark ? 'dark' : 'light';
}
