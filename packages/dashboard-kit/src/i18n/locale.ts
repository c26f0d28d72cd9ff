import { RTL_LANGUAGES } from '../document-init';
import { activeMessages, providerEn, type ActiveMessages, type Catalogue } from './messages';

/** Message catalogues by language tag (`de`, `pt-BR`); English is always there. */
export type Catalogues = Readonly<Record<string, Catalogue>>;

/** The locale the kit speaks: its tag for Intl, its catalogue, and its writing direction. */
export interface ResolvedLocale {
  /** The tag as given (e.g. `de-AT`), for numbers, money and dates. */
  tag: string;
  /** The catalogue for it: the tag's own, else its language's (`de` for `de-AT`), else English's provider sections. */
  messages: ActiveMessages;
  dir: 'ltr' | 'rtl';
}

// Scripts written right to left, for runtimes without Intl.Locale's text info.
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr']);
const RTL_LANGUAGE_SET = new Set(RTL_LANGUAGES);

/** A tag Intl accepts, or English: a typo in a host's setting must not throw from every format. */
export function canonicalTag(tag: string | undefined): string {
  if (!tag) return 'en';
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** English writes what the spec wrote (its K/M/B/T, its country names); other languages their own. */
export function isEnglish(tag: string): boolean {
  return new Intl.Locale(tag).language === 'en';
}

/** How a locale writes: right to left for Arabic, Hebrew, Persian, Urdu and their scripts. */
export function localeDirection(tag: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(tag);
  const info = (locale as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } });
  const direction = info.getTextInfo?.().direction ?? info.textInfo?.direction;
  if (direction === 'rtl' || direction === 'ltr') return direction;
  const script = locale.maximize().script;
  return (script && RTL_SCRIPTS.has(script)) || RTL_LANGUAGE_SET.has(locale.language) ? 'rtl' : 'ltr';
}

/**
 * The locale for a tag: the catalogue of the tag itself, else of its language, else English.
 * @example resolveLocale('de-AT', { de }).messages === de
 */
export function resolveLocale(tag: string | undefined, catalogues: Catalogues = {}): ResolvedLocale {
  const canonical = canonicalTag(tag);
  const language = new Intl.Locale(canonical).language;
  const catalogue = catalogues[canonical] ?? catalogues[language];
  const messages = catalogue ? activeMessages(catalogue) : language === 'en' ? providerEn : undefined;
  return { tag: messages ? canonical : 'en', messages: messages ?? providerEn, dir: localeDirection(messages ? canonical : 'en') };
}

/**
 * Which of `languages` a locale is: the tag itself, else the one of its language (`de` for
 * `de-AT`); undefined when none is.
 * @example offeredLanguage('de-AT', ['en', 'de']) === 'de'
 */
export function offeredLanguage(locale: string, languages: readonly string[]): string | undefined {
  if (languages.includes(locale)) return locale;
  const language = new Intl.Locale(canonicalTag(locale)).language;
  return languages.find((tag) => tag === language);
}

/** A language by its own name ('Deutsch', 'English'), as a language menu lists it. */
export function languageName(tag: string): string {
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
