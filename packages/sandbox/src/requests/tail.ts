/**
 * Wakes a user's live tails: after a request's entry has committed, each reads what came after its
 * cursor from the database, so a wake-up carries nothing and none can be lost; after a session of
 * the user ended (a sign-out, a new password, a deleted account), each checks that its own session
 * still stands, and ends if not.
 */
export interface RequestTail {
  /** After a request of `userId` was logged, or a session of theirs ended. */
  wake(userId: string): void;
  /** Resolves at the next wake for `userId`, after `ms`, or when `signal` aborts: whichever comes first. */
  next(userId: string, ms: number, signal: AbortSignal): Promise<void>;
}

export function createRequestTail(): RequestTail {
  const waiting = new Map<string, Set<() => void>>();
  return {
    wake(userId) {
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
