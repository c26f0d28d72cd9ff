import { LOCALE_STORAGE_KEY, localeDirection } from 'dashboard-kit/host';
import type { Catalogues } from 'dashboard-kit';
import { HOST_LANGUAGES, type HostLanguage } from './languages';
import { PRERENDERED_LOCALE } from './prerendered-locale';

/**
 * Each language's catalogue but English's (in the bundle): fetched only for a visitor who speaks
 * it, so the sign-in page carries no second catalogue. Typed by HOST_LANGUAGES, so a language
 * listed without its loader does not compile.
 */
const LOADERS: Record<Exclude<HostLanguage, 'en'>, () => Promise<Catalogues[string]>> = {
  de: () => import('dashboard-kit/locales/de').then((module) => module.de),
};

export { HOST_LANGUAGES, PRERENDERED_LOCALE };

let loaded: Catalogues = {};
// On the server (prerendering) there is no <html> to read: the page being rendered says its language.
let serverLocale = PRERENDERED_LOCALE;

/** The language the prerender renders the next page in. */
export function renderingLocale(locale: string): void {
  serverLocale = locale;
}

/** The catalogues fetched so far, for `DashboardProvider`. */
export function loadedCatalogues(): Catalogues {
  return loaded;
}

/** Fetches a language's catalogue once; English needs none. */
export async function loadCatalogue(locale: string): Promise<void> {
  if (!Object.hasOwn(LOADERS, locale) || loaded[locale]) return;
  const messages = await LOADERS[locale as keyof typeof LOADERS]();
  loaded = { ...loaded, [locale]: messages };
}

/** The visitor's language as the document-init script chose it before first paint (on the server, the page's). */
export function documentLocale(): string {
  const lang = typeof document === 'undefined' ? serverLocale : document.documentElement.lang;
  return (HOST_LANGUAGES as readonly string[]).includes(lang) ? lang : PRERENDERED_LOCALE;
}

/** Keeps a chosen language for the next visit and says it on `<html>`, as the document-init script would. */
export function rememberLocale(locale: string): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (a private window): the choice lasts this visit.
  }
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
}
