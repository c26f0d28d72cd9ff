import { DOCUMENT_THEME_ATTRIBUTE } from '../document-init';
import type { ThemeTokens } from './tokens';

/**
 * The kit's colours as CSS custom properties. Styles refer to `var(--dk-…)`, never to a
 * mode's value, so one class serves both modes: server-rendered HTML and the client that
 * hydrates it agree on every class name whatever theme the visitor has, and the mode is
 * one attribute away.
 */

/** On each widget root: a pinned 'light' or 'dark', else 'system': the stored choice on `<html>`, else the system's. */
export const ROOT_MODE_ATTRIBUTE = 'data-dk-mode';

export type RootMode = 'light' | 'dark' | 'system';

/** `colorTextMuted` -> `--dk-color-text-muted`. */
export function cssVariableName(token: keyof ThemeTokens): string {
  return `--dk-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The tokens as `var(--dk-…)` references: what the kit's styled templates interpolate. */
export function tokenReferences(tokens: ThemeTokens): ThemeTokens {
  return Object.fromEntries(
    Object.keys(tokens).map((token) => [token, `var(${cssVariableName(token as keyof ThemeTokens)})`]),
  ) as unknown as ThemeTokens;
}

function declarations(tokens: ThemeTokens): string {
  return Object.entries(tokens)
    .map(([token, value]) => `${cssVariableName(token as keyof ThemeTokens)}: ${value};`)
    .join(' ');
}

/**
 * The declarations a widget root carries: light by default, dark when the root says so, and
 * when the root says 'system', the document's stored choice, else the system preference.
 * Rules are ordered and weighted so a stored choice beats the media query.
 */
export function themeVariablesCss(light: ThemeTokens, dark: ThemeTokens): string {
  const lightBlock = `${declarations(light)} color-scheme: light;`;
  const darkBlock = `${declarations(dark)} color-scheme: dark;`;
  const system = `&[${ROOT_MODE_ATTRIBUTE}='system']`;
  return [
    lightBlock,
    `&[${ROOT_MODE_ATTRIBUTE}='dark'] { ${darkBlock} }`,
    `@media (prefers-color-scheme: dark) { ${system} { ${darkBlock} } }`,
    `:root[${DOCUMENT_THEME_ATTRIBUTE}='dark'] ${system} { ${darkBlock} }`,
    `:root[${DOCUMENT_THEME_ATTRIBUTE}='light'] ${system} { ${lightBlock} }`,
  ].join('\n');
}
