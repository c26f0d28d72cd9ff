export interface TimedSignal {
  signal: AbortSignal;
  /** True once the timer, not the caller, aborted the request. */
  timedOut: () => boolean;
  clear: () => void;
}

/**
 * One signal that aborts when the caller aborts or when `ms` pass. Written with
 * setTimeout (not AbortSignal.timeout) so tests can drive it with fake timers, and so
 * the caller's own signal keeps working: ofetch ignores its `timeout` when a signal is set.
 */
export function timedSignal(ms: number, callerSignal?: AbortSignal): TimedSignal {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  }, ms);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
