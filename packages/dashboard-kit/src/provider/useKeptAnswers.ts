import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { KEPT_ANSWERS_STORAGE_KEY, keptAnswersFor, restoreKeptAnswers } from '../data/kept-answers';
import { safeStorage } from '../platform/storage';

/** What the kit keeps answers under when the host names no build: its own format of them. */
export const KIT_KEPT_ANSWERS_BUILD = 'dashboard-kit kept answers 1';

/** Forgets every answer kept in this browser (sign-out, the server refusing the session). */
export function forgetKeptAnswers(): void {
  safeStorage.remove(KEPT_ANSWERS_STORAGE_KEY);
}

interface KeptAnswersOptions {
  enabled: boolean;
  queryClient: QueryClient;
  /** The provider's cache id: the second part of every kit query key. */
  provider: string;
  build: string;
  api: string;
  /** The signed-in user; null signed out; undefined while the session loads. */
  userId: string | null | undefined;
}

/**
 * A returning user's first answers from their last visit: put into the cache as the user becomes
 * known (in render, before any widget reads it, as TanStack's HydrationBoundary does), written
 * down as fresh ones arrive, forgotten on sign-out and when another user signs in.
 */
export function useKeptAnswers({ enabled, queryClient, provider, build, api, userId }: KeptAnswersOptions): void {
  // Once per user (restoring is idempotent: it fills only what the cache lacks).
  useMemo(() => {
    if (!enabled || !userId) return;
    const stored = safeStorage.get(KEPT_ANSWERS_STORAGE_KEY);
    const answers = keptAnswersFor(stored, { build, api, user: userId });
    // Another user's, or another build's: gone before anything of this user's is kept.
    if (stored !== null && answers.length === 0) forgetKeptAnswers();
    restoreKeptAnswers(queryClient, provider, answers);
  }, [enabled, userId, queryClient, provider, build, api]);

  useEffect(() => {
    if (userId === null || !enabled) forgetKeptAnswers();
    if (!enabled || !userId) return undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../data/kept-answers-writer').then(({ startKeepingAnswers }) => {
      if (!stopped) stop = startKeepingAnswers(queryClient, provider, { build, api, user: userId });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [enabled, queryClient, provider, build, api, userId]);
}
