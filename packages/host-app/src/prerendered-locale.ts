/** The language the public pages are prerendered in (no imports: the build's Vite config loads this file on its own). */
export const PRERENDERED_LOCALE = 'en';
