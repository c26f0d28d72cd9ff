import type { Query, QueryClient } from '@tanstack/react-query';
import { QUERY_NAMESPACE } from './query-client';

export { KEPT_ANSWERS_STORAGE_KEY } from '../document-init';

/** Whose answers are kept: the build that kept them, the API they came from, the user they belong to. */
export interface KeptOwner {
  build: string;
  api: string;
  user: string;
}

/** One kept answer: its query key below the provider's part (`[user, account, resource, ...]`) and its data. */
export interface KeptAnswer {
  key: readonly unknown[];
  data: unknown;
}

export interface KeptRecord extends KeptOwner {
  answers: KeptAnswer[];
}

/** A kept answer never holds more than this many of the user's answers: the first of each page, not a history. */
export const MAX_KEPT_ANSWERS = 24;

/** A query's `meta` when its endpoint's answers are kept for the next visit. */
export const KEPT_META = { keep: true } as const;

/** Whether a query's answer is one the kit keeps for the next visit. */
export function isKeptQuery(query: Pick<Query, 'meta'>): boolean {
  return query.meta?.keep === true;
}

/** The kept answers for `owner`, from storage's raw value; none when they are another user's, build's or API's, or unreadable. */
export function keptAnswersFor(stored: string | null, owner: KeptOwner): KeptAnswer[] {
  try {
    const record = (stored === null ? null : parseKept(stored)) as Partial<KeptRecord> | null;
    if (!record || record.build !== owner.build || record.api !== owner.api || record.user !== owner.user || !Array.isArray(record.answers)) return [];
    // Each key is the user's own: an answer filed under anyone else is not theirs to see.
    return record.answers.filter((answer) => Array.isArray(answer?.key) && answer.key[0] === owner.user && answer.data !== undefined);
  } catch {
    return [];
  }
}

/**
 * Puts kept answers into `provider`'s cache where it has none yet, dated 0: stale at once, so
 * the widgets showing them ask afresh as they mount, and `isKeptAnswer` tells them apart.
 */
export function restoreKeptAnswers(client: QueryClient, provider: string, answers: readonly KeptAnswer[]): void {
  for (const answer of answers) {
    const queryKey = [QUERY_NAMESPACE, provider, ...answer.key];
    if (client.getQueryData(queryKey) !== undefined) continue;
    client.setQueryData(queryKey, answer.data, { updatedAt: 0 });
  }
}

function parseKept(stored: string): unknown {
  return JSON.parse(stored, (_key, value: unknown) => {
    const date = (value as { $date?: unknown } | null)?.$date;
    return value && typeof value === 'object' && typeof date === 'number' && Object.keys(value).length === 1 ? new Date(date) : value;
  });
}

/** Whether a query's data is a kept answer from an earlier visit, not yet replaced by a fresh one. */
export function isKeptAnswer(query: { dataUpdatedAt: number; isSuccess: boolean }): boolean {
  return query.isSuccess && query.dataUpdatedAt === 0;
}
