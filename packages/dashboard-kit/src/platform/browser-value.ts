import { useStoreAfterHydration } from './store-after-hydration';

const noSubscription = () => () => undefined;
const unknownOnServer = () => null;

/**
 * A value only the browser knows (the URL, its origin), read so that server rendering works:
 * null on the server and while hydrating server-rendered HTML (so both render the same),
 * the browser's value from a render right after (in a transition) and in any client-only render.
 * Read at render, not followed.
 */
export function useBrowserValue<T extends string>(read: () => T): T | null {
  return useStoreAfterHydration<T | null>(noSubscription, read, unknownOnServer);
}

const readClient = () => 'client';

/** False on the server and while hydrating: forms stay unsubmittable until their handlers are attached. */
export function useHydrated(): boolean {
  return useBrowserValue(readClient) !== null;
}
