/** An id per auth source (Supabase client or token getter), the same for as long as it lives. */
const sourceIds = new WeakMap<object, number>();
let lastSourceId = 0;

/**
 * The scope of one provider's queries: its API base and its auth source. Providers given the
 * same base and the same auth client share cached data (it is the same data); any other pair
 * keeps its own.
 */
export function providerScope(apiBaseUrl: string, authSource: object): string {
  let id = sourceIds.get(authSource);
  if (id === undefined) {
    id = ++lastSourceId;
    sourceIds.set(authSource, id);
  }
  return `${apiBaseUrl} auth#${id}`;
}
