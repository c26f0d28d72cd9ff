interface PrioritizedScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so work after it does not lengthen the current one:
 * `scheduler.yield()` where the browser has it (the rest runs ahead of other queued tasks),
 * else a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritizedScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
