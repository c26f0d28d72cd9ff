import { fileURLToPath } from 'node:url';

const src = (path: string) => fileURLToPath(new URL(`../../dashboard-kit/src/${path}`, import.meta.url));

/** The kit's entries resolved to its source, so the host (dev and build) and the tests run one code path. */
export const kitSourceAliases = [
  { find: /^dashboard-kit$/, replacement: src('index.ts') },
  { find: /^dashboard-kit\/host$/, replacement: src('host.ts') },
  { find: /^dashboard-kit\/telemetry$/, replacement: src('telemetry/browser/index.ts') },
  { find: /^dashboard-kit\/locales\/de$/, replacement: src('i18n/catalogues/de.ts') },
];
