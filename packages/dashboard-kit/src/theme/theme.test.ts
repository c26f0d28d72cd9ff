import { describe, expect, it } from 'vitest';
import { parseAppearance } from './appearance';
import { resolveThemeMode } from './theme-mode.logic';
import { DARK_TOKENS, LIGHT_TOKENS } from './tokens';

describe('theme mode', () => {
  it('uses the stored choice', () => {
    expect(resolveThemeMode('dark', false)).toBe('dark');
    expect(resolveThemeMode('light', true)).toBe('light');
  });
  it('defaults to the system preference without a valid stored choice', () => {
    expect(resolveThemeMode(null, true)).toBe('dark');
    expect(resolveThemeMode('purple', false)).toBe('light');
  });
});

describe('appearance', () => {
  it('applies variables to both modes and per-mode overrides after them', () => {
    const appearance = { variables: { colorPrimary: '#0f766e' }, dark: { colorPrimary: '#5eead4' } };
    expect(parseAppearance('light', appearance).colorPrimary).toBe('#0f766e');
    expect(parseAppearance('dark', appearance).colorPrimary).toBe('#5eead4');
  });
  it('ignores empty overrides and keeps the kit tokens', () => {
    expect(parseAppearance('light', { variables: { colorText: '' } }).colorText).toBe(LIGHT_TOKENS.colorText);
    expect(parseAppearance('dark', undefined)).toEqual({ ...DARK_TOKENS, mode: 'dark' });
  });
});
