import { startTransition, useEffect, useReducer, useState, useSyncExternalStore } from 'react';

/**
 * Reads a store as `useSyncExternalStore` does, but moves a part hydrated from server HTML
 * from the server snapshot to the store's own in a transition. Plain `useSyncExternalStore`
 * compares the two right after hydration and, where they differ, re-renders at once, at a
 * priority that never yields: with a value in every button (`useHydrated`) that is one long
 * task on a slow phone, together with every effect of the hydrated page, which React must run
 * before it. Here the snapshot read right after hydration is still the server's (so nothing is
 * forced), and an effect then re-renders this part in a transition only if the store's value
 * differs; from then on the store is followed as usual. Rendered on the client alone, it is
 * plain `useSyncExternalStore`.
 */
export function useStoreAfterHydration<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const [reader] = useState(() => new HydrationAwareReader(getSnapshot, getServerSnapshot));
  reader.update(getSnapshot, getServerSnapshot);
  const value = useSyncExternalStore(subscribe, reader.read, reader.readServer);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // After useSyncExternalStore's own check, which must still see the server snapshot.
  useEffect(() => {
    if (reader.settle(value)) startTransition(rerender);
  }, [reader, value]);
  return value;
}

const noSubscription = () => () => undefined;

/**
 * As useStoreAfterHydration, and from then on each change of the store re-renders this part in
 * a transition too, rather than at once: for a store whose changes are answers the page shows
 * (a query's data, read outside TanStack's hooks), which React would otherwise render, with
 * everything below, in one task that never yields, as it renders every useSyncExternalStore
 * update. A render reads the store as it is then.
 */
export function useStoreInTransitions<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const value = useStoreAfterHydration(noSubscription, getSnapshot, getServerSnapshot);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const unsubscribe = subscribe(() => startTransition(rerender));
    // A change between the render and this subscription.
    if (!Object.is(getSnapshot(), value)) startTransition(rerender);
    return unsubscribe;
    // Subscribed once per store; the snapshot compared is the one rendered first.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribe]);
  return value;
}

/** The store's two snapshots behind functions that keep their identity across renders. */
class HydrationAwareReader<T> {
  /** Rendered from the server snapshot (hydrating, or on a server) and not yet moved on. */
  private fromServer = false;

  constructor(
    private getSnapshot: () => T,
    private getServerSnapshot: () => T,
  ) {}

  update(getSnapshot: () => T, getServerSnapshot: () => T): void {
    this.getSnapshot = getSnapshot;
    this.getServerSnapshot = getServerSnapshot;
  }

  readonly read = (): T => (this.fromServer ? this.getServerSnapshot() : this.getSnapshot());

  readonly readServer = (): T => {
    this.fromServer = true;
    return this.getServerSnapshot();
  };

  /** Moves on to the store; true when the value rendered is not the store's, so a render is due. */
  settle(rendered: T): boolean {
    if (!this.fromServer) return false;
    this.fromServer = false;
    return !Object.is(this.getSnapshot(), rendered);
  }
}

const inBrowser = () => false;
const onServerOrHydrating = () => true;

/**
 * True where this part renders from server HTML (on the server, and while hydrating it), false
 * in a client render; it stays what it was at the first render, without the re-render plain
 * `useSyncExternalStore` would force after hydration.
 */
export function useRenderedFromHtml(): boolean {
  const [reader] = useState(() => new HydrationAwareReader(inBrowser, onServerOrHydrating));
  return useSyncExternalStore(noSubscription, reader.read, reader.readServer);
}
