import { de } from '../../packages/dashboard-kit/src/i18n/catalogues/de';
import { englishCatalogue } from './english-catalogue';

/** One English catalogue text, as a pattern that matches it with any values in its slots. */
export interface EnglishText {
  key: string;
  text: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue text's pattern: its words as written, each `{slot}` (plural forms too) any text. */
function patternOf(text: string): RegExp {
  let source = '';
  let depth = 0;
  let literal = '';
  for (const char of text) {
    if (char === '{' && depth++ === 0) {
      source += `${escape(literal)}[\\s\\S]*?`;
      literal = '';
    } else if (char === '}' && depth > 0) depth -= 1;
    else if (depth === 0) literal += char;
  }
  return new RegExp(`^${source}${escape(literal)}$`);
}

/**
 * The English texts a German page must not show: every catalogue text German words
 * differently (brand and model names, written alike in both, drop out), with at least
 * one letter outside its slots.
 */
export const ENGLISH_ONLY: readonly EnglishText[] = Object.entries(englishCatalogue).flatMap(([section, texts]) =>
  Object.entries(texts).flatMap(([name, text]) => {
    const german = (de as unknown as Record<string, Record<string, string>>)[section]![name];
    // Words outside the slots; a text of a few letters around slots ('{shown} of {total}') matches any sentence.
    const words = text.replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, '');
    const tooLoose = words !== text && words.replace(/[^A-Za-z]/g, '').length < 6;
    return german === text || !/[A-Za-z]{2}/.test(words) || tooLoose ? [] : [{ key: `${section}.${name}`, text, pattern: patternOf(text) }];
  }),
);

/** Which English texts the strings shown (text and accessible attributes) still hold. */
export function englishLeft(shown: readonly string[]): string[] {
  const found = new Set<string>();
  for (const value of shown) {
    for (const english of ENGLISH_ONLY) if (english.pattern.test(value)) found.add(`${english.key}: "${value}"`);
  }
  return [...found];
}
