import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { isKeptQuery, KEPT_ANSWERS_STORAGE_KEY, keptAnswersFor, MAX_KEPT_ANSWERS, type KeptAnswer, type KeptOwner, type KeptRecord } from './kept-answers';
import { keptKey, keyParts } from './keys';
import { safeStorage } from '../platform/storage';

// What writes the kept answers down: loaded once a signed-in page has rendered (the sign-in
// page never needs it), so it adds nothing to any page's first load.

/** Any property whose name speaks of a secret: such an answer is never kept, whatever its endpoint says. */
function holdsSecret(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(holdsSecret);
  return Object.entries(value).some(([name, inner]) => /secret/i.test(name) || holdsSecret(inner));
}

/** An infinite query's first page only: what the page shows first. */
/** Whether a query is `user`'s in `provider`'s cache. */
function isOwnersKey(queryKey: readonly unknown[], provider: string, user: string): boolean {
  const parts = keyParts(queryKey);
  return parts !== undefined && parts.provider === provider && parts.user === user;
}

function firstPageOf(data: unknown): unknown {
  const pages = data as Partial<InfiniteData<unknown, unknown>> | undefined;
  if (!pages || !Array.isArray(pages.pages) || !Array.isArray(pages.pageParams)) return data;
  return { pages: pages.pages.slice(0, 1), pageParams: pages.pageParams.slice(0, 1) };
}

/**
 * The answers to keep of `provider`'s queries for `owner.user`: the kept endpoints' successful
 * answers, an infinite list's first page, none that holds a secret, the most recent first; then
 * those kept `earlier` (other pages' answers, no longer cached) that none of them replaces.
 */
export function answersToKeep(client: QueryClient, provider: string, owner: KeptOwner, earlier: readonly KeptAnswer[] = []): KeptRecord {
  const queries = client
    .getQueryCache()
    .getAll()
    .filter((query) => isKeptQuery(query) && query.state.status === 'success' && isOwnersKey(query.queryKey, provider, owner.user))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const fresh = queries.map((query) => ({ key: keptKey(query.queryKey), data: firstPageOf(query.state.data) }));
  const replaced = new Set(fresh.map((answer) => JSON.stringify(answer.key)));
  const answers = [...fresh, ...earlier.filter((answer) => !replaced.has(JSON.stringify(answer.key)))]
    .filter((answer) => !holdsSecret(answer.data))
    .slice(0, MAX_KEPT_ANSWERS);
  return { ...owner, answers };
}

/** The kept answers as storage holds them: JSON, with the dates the schemas made of the API's strings kept as dates. */
export function serializeKept(record: ReturnType<typeof answersToKeep>): string {
  return JSON.stringify(record, function keepDates(this: Record<string, unknown>, key: string, value: unknown) {
    const original = this[key];
    return original instanceof Date ? { $date: original.getTime() } : value;
  });
}

/** How long after a kept answer arrives the kit writes them down: the page's first answers arrive together. */
const SAVE_DELAY_MS = 500;

/**
 * Writes `owner`'s kept answers to local storage now and whenever a kept endpoint's fresh answer
 * arrives (fetched, or the head script's, which a query starts with); returns the stop.
 */
export function startKeepingAnswers(client: QueryClient, provider: string, owner: KeptOwner): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Storage full or blocked: nothing is written, and the next visit asks afresh.
  const save = () => {
    const earlier = keptAnswersFor(safeStorage.get(KEPT_ANSWERS_STORAGE_KEY), owner);
    safeStorage.set(KEPT_ANSWERS_STORAGE_KEY, serializeKept(answersToKeep(client, provider, owner, earlier)));
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const arrived = (event.type === 'updated' && event.action.type === 'success') || (event.type === 'added' && event.query.state.status === 'success');
    if (arrived && isKeptQuery(event.query)) schedule();
  });
  // The answers the page rendered with arrived before this started: they are written too.
  schedule();
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
