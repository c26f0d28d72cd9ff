export interface TimedSignal {
  signal: AbortSignal;
  /** True once the timer, not the caller, aborted the request. */
  timedOut: () => boolean;
  /** Stops the timer; the caller's signal still aborts (a stream read after its answer started). */
  stopTimer: () => void;
  /** Stops the timer and lets go of the caller's signal. */
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
    stopTimer: () => clearTimeout(timer),
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
