import { themeVariablesCss, tokenReferences, type RootMode } from './css-variables';
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

/** The tokens of one mode: the kit's, then the host's variables, then its per-mode overrides. */
function modeTokens(mode: ThemeMode, appearance: Appearance | undefined): ThemeTokens {
  const base = mode === 'dark' ? DARK_TOKENS : LIGHT_TOKENS;
  return {
    ...base,
    ...onlyStrings(appearance?.variables),
    ...onlyStrings(mode === 'dark' ? appearance?.dark : appearance?.light),
  };
}

/** One mode's token values with the mode named. */
export function parseAppearance(mode: ThemeMode, appearance: Appearance | undefined): ThemeTokens & { mode: ThemeMode } {
  return { ...modeTokens(mode, appearance), mode };
}

/**
 * The styled-components theme: tokens as `var(--dk-…)` references and the declarations of
 * both modes for the widget roots. It depends on the appearance and on a pinned mode only.
 */
export function buildTheme(rootMode: RootMode, appearance: Appearance | undefined, language: Pick<DashboardTheme, 'lang' | 'dir'> = { lang: 'en', dir: 'ltr' }): DashboardTheme {
  const light = modeTokens('light', appearance);
  const dark = modeTokens('dark', appearance);
  return { ...tokenReferences(light), rootMode, variablesCss: themeVariablesCss(light, dark), ...language };
}
