// The kit's layers, bottom first. A module may import from its own layer and the ones listed
// before it, never from one after it, types included. The provider's context (context/) sits
// below every layer that reads it and above the ones it names, so no folder imports another that
// imports it back (ARCHITECTURE.md). Checked by dependency-cruiser (.dependency-cruiser.mjs) and,
// for the Node-safe files, by ESLint (eslint.config.mjs).

const SRC = '^packages/dashboard-kit/src/';

/** Each layer's name and the paths (regular expressions) that belong to it. */
export const KIT_LAYERS = [
  { name: 'schemas', paths: [`${SRC}api/schemas/`] },
  { name: 'platform', paths: [`${SRC}platform/`] },
  { name: 'auth', paths: [`${SRC}auth/`] },
  { name: 'rules', paths: [`${SRC}access/`, `${SRC}i18n/`, `${SRC}document-init\\.ts$`] },
  { name: 'api', paths: [`${SRC}api/`] },
  { name: 'telemetry', paths: [`${SRC}telemetry/`] },
  { name: 'context', paths: [`${SRC}context/`] },
  { name: 'theme', paths: [`${SRC}theme/`] },
  { name: 'time', paths: [`${SRC}time/`] },
  { name: 'data', paths: [`${SRC}data/`] },
  { name: 'ui', paths: [`${SRC}ui/`] },
  // What several widgets share (the step-up prompt and its code form, the profile's fields, the
  // quick links' shortcut): no widget of its own, so no widget reaches into another for it.
  { name: 'parts', paths: [`${SRC}parts/`] },
  { name: 'widgets', paths: [`${SRC}widgets/`] },
  { name: 'screens', paths: [`${SRC}screens/`] },
  { name: 'provider', paths: [`${SRC}provider/`] },
  { name: 'entries', paths: [`${SRC}index\\.ts$`, `${SRC}host\\.ts$`] },
];


/**
 * Files that run in plain Node as well as in the browser: the pure rules (no React, no I/O, no
 * browser globals) and what the host's build loads from the kit's sources.
 */
export const NODE_SAFE_FILES = [
  'packages/dashboard-kit/src/api/schemas/**',
  'packages/dashboard-kit/src/access/**',
  'packages/dashboard-kit/src/i18n/**',
  'packages/dashboard-kit/src/**/*.logic.ts',
  'packages/dashboard-kit/src/document-init.ts',
  'packages/dashboard-kit/src/platform/early-input-script.ts',
  'packages/dashboard-kit/src/api/paths.ts',
  'packages/dashboard-kit/src/api/early-answers.ts',
  'packages/dashboard-kit/src/api/errors.ts',
  'packages/dashboard-kit/src/auth/stored-session.ts',
  'packages/dashboard-kit/src/auth/types.ts',
  'packages/dashboard-kit/src/data/early-requests-script.ts',
  'packages/dashboard-kit/src/data/early-requests-runtime.generated.ts',
  'packages/dashboard-kit/src/data/widget-data-routes.ts',
  'packages/dashboard-kit/src/data/first-gets.ts',
  'packages/dashboard-kit/src/data/access/resource.ts',
  'packages/dashboard-kit/src/data/endpoint.ts',
  'packages/dashboard-kit/src/data/endpoints.ts',
  'packages/dashboard-kit/src/data/*/endpoints.ts',
  'packages/dashboard-kit/src/data/*/spend-endpoints.ts',
  'packages/dashboard-kit/src/data/*/offered-endpoint.ts',
  'packages/dashboard-kit/src/data/files/folder-path.ts',
  'packages/dashboard-kit/src/data/account/account-errors.ts',
  'packages/dashboard-kit/src/time/utc-day.ts',
];

/** The kit's files the host's build (Vite config and plugins) imports in Node. */
export const NODE_LOADED_ENTRIES = [
  'packages/dashboard-kit/src/document-init.ts',
  'packages/dashboard-kit/src/access/app-paths.ts',
  'packages/dashboard-kit/src/access/preview-attribute.ts',
  'packages/dashboard-kit/src/platform/early-input-script.ts',
  'packages/dashboard-kit/src/data/early-requests-script.ts',
  'packages/dashboard-kit/src/data/early-requests-runtime.generated.ts',
];
