// Imports with their extension, no browser globals: the host's build (Vite's config, its plugins,
// the security headers) reads this in Node, before any of the kit is built.
//
// The kit's code the host's build runs, from the kit's current source: what it inlines into each
// page is hashed into the CSP, so a copy built earlier could not go stale without breaking pages.
// The one place the host reads the kit's source by path; the app imports `dashboard-kit` by its
// name (kit-source.ts points that name at the same source).
export { PUBLIC_PATHS } from '../../dashboard-kit/src/access/routes.ts';
export { isBelowBasePath, withoutBasePath } from '../../dashboard-kit/src/access/app-paths.ts';
export { PREVIEW_ATTRIBUTE } from '../../dashboard-kit/src/access/preview-attribute.ts';
export { EARLY_INPUT_ATTRIBUTE, EARLY_INPUT_SCRIPT, HELD_CONTROL_ATTRIBUTE } from '../../dashboard-kit/src/platform/early-input-script.ts';
export { EARLY_REQUESTS_GLOBAL } from '../../dashboard-kit/src/api/early-answers.ts';
export { earlyRequestsScript } from '../../dashboard-kit/src/data/early-requests-script.ts';
export { DOCUMENT_INIT_SCRIPT, DOCUMENT_LANGUAGES_ATTRIBUTE, KEPT_BUILD_ATTRIBUTE } from '../../dashboard-kit/src/document-init.ts';
