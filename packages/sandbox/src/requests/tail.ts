/**
 * Wakes the log's live tails when a user's request has been written: each tail then reads what
 * came after its cursor from the database, so a wake-up carries nothing and none can be lost.
 */
export interface RequestTail {
  /** After a request's entry has committed. */
  written(userId: string): void;
  /** Resolves at the next write for `userId`, after `ms`, or when `signal` aborts: whichever comes first. */
  next(userId: string, ms: number, signal: AbortSignal): Promise<void>;
}

export function createRequestTail(): RequestTail {
  const waiting = new Map<string, Set<() => void>>();
  return {
    written(userId) {
      const wakers = waiting.get(userId);
      if (!wakers) return;
      waiting.delete(userId);
      for (const wake of wakers) wake();
    },
    next(userId, ms, signal) {
      return new Promise((resolve) => {
        if (signal.aborted) return resolve();
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          waiting.get(userId)?.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        signal.addEventListener('abort', done);
        const wakers = waiting.get(userId) ?? new Set();
        wakers.add(done);
        waiting.set(userId, wakers);
      });
    },
  };
}
