import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_INIT_SCRIPT } from '../document-init';
import { buildTheme } from './appearance';
import { cssVariableName, themeVariablesCss } from './css-variables';
import { DARK_TOKENS, LIGHT_TOKENS } from './tokens';
import { COOKIE_CONSENT_KEY, DOCUMENT_LANGUAGES_ATTRIBUTE, LOCALE_STORAGE_KEY, THEME_STORAGE_KEY } from '../document-init';

describe('theme as CSS custom properties', () => {
  it('names each token as a --dk- property', () => {
    expect(cssVariableName('colorTextMuted')).toBe('--dk-color-text-muted');
    expect(cssVariableName('borderRadius')).toBe('--dk-border-radius');
  });

  it('gives styled templates references, the same whatever the mode, so class names never change with it', () => {
    const theme = buildTheme('system', undefined);
    expect(theme.colorPrimary).toBe('var(--dk-color-primary)');
    expect(buildTheme('system', undefined)).toEqual(theme);
    expect(theme.variablesCss).toContain(`--dk-color-primary: ${LIGHT_TOKENS.colorPrimary};`);
    expect(theme.variablesCss).toContain(`--dk-color-primary: ${DARK_TOKENS.colorPrimary};`);
  });

  it('declares light by default, dark for a dark root, and for a system root the stored choice over the media query', () => {
    const css = themeVariablesCss(LIGHT_TOKENS, DARK_TOKENS);
    const at = (fragment: string) => css.indexOf(fragment);
    expect(at("&[data-dk-mode='dark'] {")).toBeGreaterThan(0);
    expect(at("@media (prefers-color-scheme: dark) { &[data-dk-mode='system']")).toBeGreaterThan(at("&[data-dk-mode='dark'] {"));
    // The stored choice comes after the media query and is more specific: it wins either way.
    expect(at(":root[data-dk-theme='dark'] &[data-dk-mode='system']")).toBeGreaterThan(at('@media'));
    expect(at(":root[data-dk-theme='light'] &[data-dk-mode='system']")).toBeGreaterThan(at('@media'));
  });

  it('takes appearance overrides into both modes', () => {
    const theme = buildTheme('system', { variables: { colorPrimary: '#0f766e' }, dark: { colorPrimary: '#5eead4' } });
    expect(theme.variablesCss).toContain('--dk-color-primary: #0f766e;');
    expect(theme.variablesCss).toContain('--dk-color-primary: #5eead4;');
  });
});

describe('DOCUMENT_INIT_SCRIPT (runs in the page head before first paint)', () => {
  function run(stored: Record<string, string>, { storageThrows = false, languages = '', browser = ['en-US'] }: { storageThrows?: boolean; languages?: string; browser?: string[] } = {}) {
    const attributes: Record<string, string> = {};
    const localStorage = {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return stored[key] ?? null;
      },
    };
    const html = {
      lang: 'en',
      dir: '',
      setAttribute: (name: string, value: string) => void (attributes[name] = value),
      getAttribute: (name: string) => (name === DOCUMENT_LANGUAGES_ATTRIBUTE && languages ? languages : null),
    };
    runInNewContext(DOCUMENT_INIT_SCRIPT, { localStorage, document: { documentElement: html }, navigator: { languages: browser, language: browser[0] } });
    return { attributes, lang: html.lang, dir: html.dir };
  }

  it('copies a stored theme and an answered cookie question onto <html>', () => {
    expect(run({ [THEME_STORAGE_KEY]: 'dark', [COOKIE_CONSENT_KEY]: 'true' }).attributes).toEqual({ 'data-dk-theme': 'dark', 'data-dk-consent': '' });
  });

  it('leaves <html> alone for a first visit, a stored value that is no theme, or storage that throws', () => {
    expect(run({})).toEqual({ attributes: {}, lang: 'en', dir: '' });
    expect(run({ [THEME_STORAGE_KEY]: 'purple' }).attributes).toEqual({});
    expect(run({ [THEME_STORAGE_KEY]: 'dark', [LOCALE_STORAGE_KEY]: 'de' }, { storageThrows: true, languages: 'en de' })).toEqual({ attributes: {}, lang: 'en', dir: '' });
  });

  it('sets the language the host speaks: the stored choice, else the browser’s first it speaks', () => {
    expect(run({ [LOCALE_STORAGE_KEY]: 'de' }, { languages: 'en de' })).toMatchObject({ lang: 'de', dir: 'ltr' });
    expect(run({ [LOCALE_STORAGE_KEY]: 'en' }, { languages: 'en de', browser: ['de-AT'] })).toMatchObject({ lang: 'en' });
    expect(run({}, { languages: 'en de', browser: ['fr-FR', 'de-CH', 'en'] })).toMatchObject({ lang: 'de' });
    expect(run({ [LOCALE_STORAGE_KEY]: 'xx' }, { languages: 'en de ar', browser: ['ar-EG'] })).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(run({}, { languages: 'en de', browser: ['fr-FR'] })).toMatchObject({ lang: 'en', dir: '' });
    // A host that lists no languages keeps <html> as written.
    expect(run({ [LOCALE_STORAGE_KEY]: 'de' })).toMatchObject({ lang: 'en', dir: '' });
  });
});
