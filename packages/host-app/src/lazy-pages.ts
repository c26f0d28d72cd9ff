import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PAGE_MODULES, type PageModule } from './route-manifest';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: pages take different props
type AnyComponent = ComponentType<any>;

type LazyPage<C extends AnyComponent> = LazyExoticComponent<C> & { preload: () => Promise<unknown> };

/**
 * React.lazy for a named export. Each module imported here becomes a chunk fetched on the
 * first visit to one of its routes, so first paint carries only the provider, the guard
 * and the router; a `<Suspense>` above each outlet shows the spinner meanwhile.
 * `preload` starts the fetch early (`AppRoutes` calls it on each new path, before the guard lets
 * the page render).
 * Once preloaded, the page renders without suspending: React.lazy takes any thenable, and
 * one that calls back at once resolves during that same render, which is what hydrating a
 * prerendered page needs (main.tsx preloads, then hydrates).
 */
function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage<M[K]> {
  let loaded: M | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const resolveNow = (module: M) => ({ then: (done: (value: { default: M[K] }) => void) => done({ default: module[name] }) });
  return Object.assign(
    lazy(() => (loaded ? (resolveNow(loaded) as unknown as Promise<{ default: M[K] }>) : preload().then((module) => ({ default: module[name] })))),
    { preload },
  );
}

type PageExports = Record<string, AnyComponent>;

/**
 * Each page module's import, found by its file in route-manifest.ts's PAGE_MODULES (the one table
 * of pages); Vite makes each a chunk. The test-only page is no page module: routes.tsx imports it.
 */
const PAGE_FILES = import.meta.glob<PageExports>(['./pages/*.tsx', '!./pages/ThrowPage.tsx']);

function loaderOf(module: PageModule): () => Promise<PageExports> {
  const load = PAGE_FILES[`./${PAGE_MODULES[module].replace(/^src\//, '')}`];
  if (!load) throw new Error(`route-manifest.ts names ${PAGE_MODULES[module]}, which is not a file in src/pages`);
  return load;
}

const pages = new Map<string, LazyPage<AnyComponent>>();

/** The lazy component for a page module's export; one per export, so a route's element type stays the same. */
export function lazyPage(module: PageModule, name: string): LazyPage<AnyComponent> {
  const key = `${module}#${name}`;
  let component = pages.get(key);
  if (!component) pages.set(key, (component = lazyNamed(loaderOf(module), name)));
  return component;
}

export const ShellLayout = lazyNamed(() => import('./ShellLayout'), 'ShellLayout');
