/**
 * Which chunks of the build each route loads without a click, read from Vite's manifest
 * (`dist/.vite/manifest.json`). The prerender plugin preloads from it, the size test
 * (tests/build) budgets it, `npm run bench` reports it.
 */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The lazily loaded modules of lazy-pages.ts and auth.ts, as the manifest names them. */
export const MODULES = {
  authPages: 'src/pages/AuthPages.tsx',
  onboardingPages: 'src/pages/OnboardingPages.tsx',
  shell: 'src/ShellLayout.tsx',
  infoPages: 'src/pages/InfoPages.tsx',
  apiKeysPage: 'src/pages/ApiKeysPage.tsx',
  cliAuthPage: 'src/pages/CliAuthPage.tsx',
  accountPage: 'src/pages/AccountPage.tsx',
  browsePage: 'src/pages/BrowsePage.tsx',
  authClient: 'src/auth-client.ts',
} as const;

const inShell = (page: string) => [MODULES.shell, page];
const outsideShell = (page: string) => [page];

/**
 * The signed-in pages and the modules each needs besides the entry (routes.tsx) before it
 * renders: the shell when the page sits in it, and the page. The build gives each an HTML file
 * of its own that preloads them all (prerender-plugin.ts), so none waits for another. The auth
 * client is not among them: with a stored session the page renders without it, and it is
 * fetched once the page is idle (lazyAuthClient's `storageKey`).
 */
export const SIGNED_IN_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/overview': inShell(MODULES.infoPages),
  '/api-keys': inShell(MODULES.apiKeysPage),
  '/cli-auth': inShell(MODULES.cliAuthPage),
  '/account': inShell(MODULES.accountPage),
  '/browse': inShell(MODULES.browsePage),
  '/legal': inShell(MODULES.infoPages),
  '/live-benchmarking': inShell(MODULES.infoPages),
  '/power': inShell(MODULES.infoPages),
  '/market-aggregates': inShell(MODULES.infoPages),
  '/map': inShell(MODULES.infoPages),
  '/oracle': inShell(MODULES.infoPages),
  '/complete-profile': outsideShell(MODULES.onboardingPages),
  '/waitlist': outsideShell(MODULES.onboardingPages),
  '/payment-required': outsideShell(MODULES.onboardingPages),
};

/**
 * The routes the bench measures and the modules each loads besides the entry: /login only
 * what it hydrates with (the auth client follows once it is interactive), a signed-in page
 * its shell and page, and the auth client it fetches once idle (counted: the route loads it).
 */
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/login': [MODULES.authPages],
  ...Object.fromEntries(['/overview', '/api-keys', '/account', '/browse'].map((path) => [path, [...SIGNED_IN_PAGES[path]!, MODULES.authClient]])),
};

export function entryChunk(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  return entry;
}

/** The chunks and every chunk they import statically, by manifest key. */
export function chunkClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The files (relative to dist) a route loads: the entry, its modules, their static imports. */
export function routeFiles(manifest: Manifest, modules: readonly string[]): string[] {
  return chunkClosure(manifest, [entryChunk(manifest), ...modules]).map((key) => manifest[key]!.file);
}

/** The kit's modules that start the analytics and error SDKs, each a chunk loaded after first paint. */
export const TELEMETRY_MODULES = {
  'posthog-js': 'telemetry/browser/load-posthog.ts',
  '@sentry/browser': 'telemetry/browser/load-sentry.ts',
} as const;

/** Manifest key of a kit module (the host may resolve the kit from source or from its build). */
export function kitModule(manifest: Manifest, path: string): string | undefined {
  return Object.keys(manifest).find((key) => key.endsWith(path));
}

/** The files (relative to dist) a lazily imported module adds to what the entry already loaded. */
export function lazyFiles(manifest: Manifest, module: string): string[] {
  const loaded = new Set(chunkClosure(manifest, [entryChunk(manifest)]));
  return chunkClosure(manifest, [module]).filter((key) => !loaded.has(key)).map((key) => manifest[key]!.file);
}
