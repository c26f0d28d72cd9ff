// No imports: the host's Vite config loads this file on its own to serve the script.

/** Where the chosen theme is kept (the spec says "stored locally" without naming a key). */
export const THEME_STORAGE_KEY = 'dashboard-kit-theme';

/** On `<html>`: the stored choice ('light' or 'dark'), set before first paint by THEME_INIT_SCRIPT. */
export const DOCUMENT_THEME_ATTRIBUTE = 'data-dk-theme';

/**
 * A classic script for the page's `<head>`, served as a file of its own (a CSP without
 * 'unsafe-inline' refuses it inline): it copies the stored theme choice onto `<html>` before
 * first paint, so server-rendered widgets show the visitor's theme at once. Without a stored
 * choice it does nothing and CSS follows `prefers-color-scheme`.
 * @example writeFileSync('public/theme-init.js', THEME_INIT_SCRIPT) and <script src="/theme-init.js"></script>
 */
export const THEME_INIT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark")document.documentElement.setAttribute(${JSON.stringify(DOCUMENT_THEME_ATTRIBUTE)},t)}catch(e){}\n`;
