import type { CompleteCatalogue } from '../../packages/dashboard-kit/src/i18n/messages';
import { englishCatalogue } from './english-catalogue';

/**
 * Pseudo-locales for review and tests, never shipped: `en-XA` lengthens every text by about
 * 40 % with accented letters and brackets (clipping shows as a missing bracket), `ar-XB` is
 * written right to left. Slots (`{name}`, plurals) are left as they are.
 */
export const PSEUDO_LENGTHENED = 'en-XA';
export const PSEUDO_RTL = 'ar-XB';

const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ď', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ĺ', m: 'ḿ', n: 'ñ', o: 'ó', p: 'ṕ', q: 'ʠ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ď', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ĺ', M: 'Ḿ', N: 'Ñ', O: 'Ó', P: 'Ṕ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};
const PADDING = ' ōñé ţŵó ţĥŕéé ƒóúŕ ƒíṽé šíẋ šéṽéñ';

/** The text outside `{...}` slots mapped by `change`, the slots kept. */
function outsideSlots(text: string, change: (part: string) => string): string {
  let depth = 0;
  let out = '';
  let part = '';
  for (const char of text) {
    if (char === '{' && depth++ === 0) {
      out += change(part);
      part = '';
    }
    if (depth > 0) out += char;
    else part += char;
    if (char === '}' && depth > 0) depth -= 1;
  }
  return out + change(part);
}

function lengthen(text: string): string {
  if (!text.trim()) return text;
  const accented = outsideSlots(text, (part) => [...part].map((char) => ACCENTED[char] ?? char).join(''));
  const extra = Math.max(1, Math.round(text.length * 0.4));
  return `[${accented}${PADDING.repeat(Math.ceil(extra / PADDING.length)).slice(0, extra)}]`;
}

/** Each text between a right-to-left mark pair, so it reads and flows as a right-to-left script does. */
function rightToLeft(text: string): string {
  return text.trim() ? `\u202e${text}\u202c` : text;
}

function mapCatalogue(change: (text: string) => string): CompleteCatalogue {
  return Object.fromEntries(
    Object.entries(englishCatalogue).map(([section, texts]) => [section, Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, change(text)]))]),
  ) as CompleteCatalogue;
}

export const pseudoCatalogues = {
  [PSEUDO_LENGTHENED]: mapCatalogue(lengthen),
  [PSEUDO_RTL]: mapCatalogue(rightToLeft),
} as const;
