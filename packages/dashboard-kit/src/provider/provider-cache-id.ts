/** An id per auth source (Supabase client or token getter), the same for as long as it lives. */
const sourceIds = new WeakMap<object, number>();
let lastSourceId = 0;

/**
 * Which provider's cache a query belongs to: its API base and its auth source. Providers given
 * the same base and the same auth client share cached data (it is the same data); any other pair
 * keeps its own.
 */
export function providerCacheId(apiBaseUrl: string, authSource: object): string {
  let id = sourceIds.get(authSource);
  if (id === undefined) {
    id = ++lastSourceId;
    sourceIds.set(authSource, id);
  }
  return `${apiBaseUrl} auth#${id}`;
}
