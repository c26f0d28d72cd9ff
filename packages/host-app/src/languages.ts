/**
 * The dashboard's languages, English first (in the bundle; the others are fetched when chosen).
 * Imports nothing: the document-init plugin reads it at build time to write them on
 * `<html data-dk-languages>`, where the pre-paint script picks the visitor's.
 */
export const HOST_LANGUAGES = ['en', 'de'] as const;

export type HostLanguage = (typeof HOST_LANGUAGES)[number];
