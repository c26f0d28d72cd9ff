import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: parts take different props
type AnyComponent = ComponentType<any>;

/** A lazy part whose code can be fetched before it renders. */
export type PreloadableLazy<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Fetches the part's code; once it is here, the part renders without suspending. */
  preload: () => Promise<unknown>;
  /**
   * Runs `show` (the state change that renders the part) now if its code is here, else once it
   * has arrived: a press made before then is answered when the part can render at once, rather
   * than by a fallback React then holds for 300 ms. A failed fetch shows it anyway, and React.lazy
   * fetches again and suspends as it always does.
   */
  whenLoaded: (show: () => void) => void;
};

/**
 * React.lazy for a part fetched ahead of its first render (a menu's panel, a dialog: see
 * usePreloadAfterPaint): once its code has arrived, the part renders in the very render that
 * shows it. A plain lazy suspends on its first render even when the code is here (its import
 * resolves a microtask later), and React 19 holds back the content of a boundary that has just
 * shown its fallback for 300 ms: a menu opened 0.4 s after the press on a phone. React.lazy takes
 * any thenable, and one that calls back at once resolves during that same render.
 */
export function preloadableLazy<C extends AnyComponent>(load: () => Promise<{ default: C }>): PreloadableLazy<C> {
  let loaded: { default: C } | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const resolvedNow = (module: { default: C }) => ({ then: (done: (value: { default: C }) => void) => done(module) }) as unknown as Promise<{ default: C }>;
  const whenLoaded = (show: () => void) => {
    if (loaded) show();
    else void preload().then(show, show);
  };
  return Object.assign(
    lazy(() => (loaded ? resolvedNow(loaded) : preload().then(() => loaded!))),
    { preload, whenLoaded },
  );
}
