import { DARK_TOKENS, LIGHT_TOKENS, type DashboardTheme, type ThemeMode, type ThemeTokens } from './tokens';

/**
 * How a host restyles the kit without forking it (after Clerk's `appearance`).
 * @example
 * <DashboardProvider appearance={{ variables: { colorPrimary: '#0f766e' } }} />
 */
export interface Appearance {
  /** Token overrides for both modes. */
  variables?: Partial<ThemeTokens>;
  /** Token overrides per mode, applied after `variables`. */
  light?: Partial<ThemeTokens>;
  dark?: Partial<ThemeTokens>;
}

function onlyStrings(values: Partial<ThemeTokens> | undefined): Partial<ThemeTokens> {
  if (!values) return {};
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  ) as Partial<ThemeTokens>;
}

/** Builds the theme of one mode: the kit's tokens, then the host's variables, then its per-mode overrides. */
export function parseAppearance(mode: ThemeMode, appearance: Appearance | undefined): DashboardTheme {
  const base = mode === 'dark' ? DARK_TOKENS : LIGHT_TOKENS;
  return {
    ...base,
    ...onlyStrings(appearance?.variables),
    ...onlyStrings(mode === 'dark' ? appearance?.dark : appearance?.light),
    mode,
  };
}
