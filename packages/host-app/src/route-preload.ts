/** A lazy page of lazy-pages.ts: its chunk can be fetched before it renders. */
interface Preloadable {
  preload: () => Promise<unknown>;
}

const isPreloadable = (component: unknown): component is Preloadable => typeof (component as Partial<Preloadable> | null)?.preload === 'function';

/**
 * Fetches the chunks of the lazy components among `components` side by side (a page and its
 * layout); others are skipped. Resolves when all have arrived.
 */
export function preloadLazy(components: readonly unknown[]): Promise<unknown> {
  return Promise.all(components.filter(isPreloadable).map((component) => component.preload()));
}
