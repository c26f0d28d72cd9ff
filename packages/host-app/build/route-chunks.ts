import { PAGE_MODULES, ROUTE_MANIFEST, SIGNED_IN_PAGES as SIGNED_IN_PATHS } from '../src/route-manifest.ts';

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

/** The lazily loaded modules (lazy-pages.ts, auth.ts), as the build manifest names them. */
export const MODULES = {
  ...PAGE_MODULES,
  shell: 'src/ShellLayout.tsx',
  authClient: 'src/auth-client.ts',
} as const;

/**
 * The signed-in pages (route-manifest.ts) and the modules each needs besides the entry before
 * it renders: the shell when the page sits in it, and the page. The build gives each an HTML
 * file of its own that preloads them all (prerender-plugin.ts), so none waits for another. The
 * auth client is not among them: with a stored session the page renders without it, and it is
 * fetched once the page is idle (lazyAuthClient's `storageKey`).
 */
export const SIGNED_IN_PAGES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  SIGNED_IN_PATHS.map((path) => {
    const { frame, page } = ROUTE_MANIFEST[path]!;
    const module = 'module' in page ? PAGE_MODULES[page.module] : undefined;
    return [path, [...(frame === 'shell' ? [MODULES.shell] : []), ...(module ? [module] : [])]];
  }),
);

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
