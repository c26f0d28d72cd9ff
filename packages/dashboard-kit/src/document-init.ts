// No imports: the host's Vite config loads this file on its own to serve the script.

/** Where the chosen theme is kept (the spec says "stored locally" without naming a key). */
export const THEME_STORAGE_KEY = 'dashboard-kit-theme';

/**
 * Where the kit keeps, in the browser's local storage, the first answers of a returning user's
 * pages (the provider's `keepAnswers`): one user's, from one build, for one API.
 */
export const KEPT_ANSWERS_STORAGE_KEY = 'dashboard-kit-kept-answers';

/**
 * On a host page's `<html>`: the build it belongs to (the provider's `keepAnswers.build`), so the
 * early-requests script reads only what this build kept.
 */
export const KEPT_BUILD_ATTRIBUTE = 'data-dk-build';

/** Where the cookie notice stores consent. */
export const COOKIE_CONSENT_KEY = 'cookie-consent';

/** On `<html>`: the stored theme choice ('light' or 'dark'), set before first paint by DOCUMENT_INIT_SCRIPT. */
export const DOCUMENT_THEME_ATTRIBUTE = 'data-dk-theme';

/** Where a host keeps the visitor's chosen language (the tag its `onLocaleChange` was given). */
export const LOCALE_STORAGE_KEY = 'dashboard-kit-locale';

/**
 * On `<html>`, written by the host: the languages it speaks, space-separated (`"en de"`). With it,
 * DOCUMENT_INIT_SCRIPT sets `lang` and `dir` before first paint: the stored choice if it is one
 * of them, else (a first visit) the first of the browser's languages that is, else as written.
 */
export const DOCUMENT_LANGUAGES_ATTRIBUTE = 'data-dk-languages';

/** Languages written right to left (primary subtags): the document-init script's `dir`, and the kit's fallback where Intl has no text info. */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb', 'ku'];

/** On `<html>` when the cookie question has been answered: a server-rendered notice stays hidden. */
export const DOCUMENT_CONSENT_ATTRIBUTE = 'data-dk-consent';

/**
 * A classic script for the page's `<head>`, inline so the first paint waits for no file (a CSP
 * allows it by its hash, `'sha256-…'` of this exact text): before first paint it copies what
 * only the browser knows onto `<html>`, the stored theme and whether the cookie question was
 * answered, so server-rendered widgets show the visitor's theme and no answered notice at
 * once. Without a stored theme CSS follows `prefers-color-scheme`. Where the host lists its
 * languages (DOCUMENT_LANGUAGES_ATTRIBUTE), it also sets `lang` and `dir` on `<html>`.
 * @example `<script>${DOCUMENT_INIT_SCRIPT}</script>`, with `script-src 'self' 'sha256-${createHash('sha256').update(DOCUMENT_INIT_SCRIPT).digest('base64')}'`
 */
export const DOCUMENT_INIT_SCRIPT = `try{var s=localStorage,h=document.documentElement,t=s.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark")h.setAttribute(${JSON.stringify(DOCUMENT_THEME_ATTRIBUTE)},t);if(s.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)})!==null)h.setAttribute(${JSON.stringify(DOCUMENT_CONSENT_ATTRIBUTE)},"");var L=(h.getAttribute(${JSON.stringify(DOCUMENT_LANGUAGES_ATTRIBUTE)})||"").split(" "),l=s.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)}),b=navigator.languages||[navigator.language],i;for(i=0;L.indexOf(l)<0&&i<b.length;i++)l=String(b[i]).split("-")[0].toLowerCase();if(l&&L.indexOf(l)>=0){h.lang=l;h.dir=${JSON.stringify(RTL_LANGUAGES)}.indexOf(l)>=0?"rtl":"ltr"}}catch(e){}\n`;
