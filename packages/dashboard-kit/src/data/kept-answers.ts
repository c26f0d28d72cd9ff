import type { Query, QueryClient } from '@tanstack/react-query';
import { fromKeptKey } from './keys';
import type { KeptAnswer } from './kept-record';

export { KEPT_ANSWERS_STORAGE_KEY } from '../document-init';
export { keptAnswersFor, type KeptAnswer, type KeptOwner, type KeptRecord } from './kept-record';

/** A kept answer never holds more than this many of the user's answers: the first of each page, not a history. */
export const MAX_KEPT_ANSWERS = 24;

/** A query's `meta` when its endpoint's answers are kept for the next visit. */
export const KEPT_META = { keep: true } as const;

/** Whether a query's answer is one the kit keeps for the next visit. */
export function isKeptQuery(query: Pick<Query, 'meta'>): boolean {
  return query.meta?.keep === true;
}

/**
 * Puts kept answers into `provider`'s cache where it has none yet, dated 0: stale at once, so
 * the widgets showing them ask afresh as they mount, and `isKeptAnswer` tells them apart.
 */
export function restoreKeptAnswers(client: QueryClient, provider: string, answers: readonly KeptAnswer[]): void {
  for (const answer of answers) {
    const queryKey = fromKeptKey(provider, answer.key);
    if (client.getQueryData(queryKey) !== undefined) continue;
    client.setQueryData(queryKey, answer.data, { updatedAt: 0 });
  }
}

/** Whether a query's data is a kept answer from an earlier visit, not yet replaced by a fresh one. */
export function isKeptAnswer(query: { dataUpdatedAt: number; isSuccess: boolean }): boolean {
  return query.isSuccess && query.dataUpdatedAt === 0;
}
