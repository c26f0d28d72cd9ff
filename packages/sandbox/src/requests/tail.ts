/**
 * Wakes live tails: after a request's entry has committed (woken by its account's id), each reads
 * what came after its cursor from the database, so a wake-up carries nothing and none can be lost;
 * after a session of a user ended (a sign-out, a new password, a deleted account) or their
 * membership did (woken by the user's id), each checks that it may still read, and ends if not.
 */
export interface RequestTail {
  /** After a request of account `id` was logged, or a session or membership of user `id` ended. */
  wake(id: string): void;
  /** Resolves at the next wake for any of `ids`, after `ms`, or when `signal` aborts: whichever comes first. */
  next(ids: readonly string[], ms: number, signal: AbortSignal): Promise<void>;
}

export function createRequestTail(): RequestTail {
  const waiting = new Map<string, Set<() => void>>();
  return {
    wake(id) {
      const wakers = waiting.get(id);
      if (!wakers) return;
      waiting.delete(id);
      for (const wake of wakers) wake();
    },
    next(ids, ms, signal) {
      return new Promise((resolve) => {
        if (signal.aborted) return resolve();
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          for (const id of ids) waiting.get(id)?.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        signal.addEventListener('abort', done);
        for (const id of ids) {
          const wakers = waiting.get(id) ?? new Set();
          wakers.add(done);
          waiting.set(id, wakers);
        }
      });
    },
  };
}
