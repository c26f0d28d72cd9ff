/** What an `error` or `unhandledrejection` event carries, as an Error. */
export function errorOf(value: unknown): Error {
  return value instanceof Error ? value : new Error(typeof value === 'string' ? value : JSON.stringify(value));
}

/**
 * Catches the page's uncaught errors and unhandled rejections until the error SDK takes over
 * (it installs handlers of its own): the SDK is only fetched once there is something to
 * report, as Sentry's own loader script does. Returns the function that stops catching.
 */
export function catchUncaughtErrors(report: (error: Error) => void): () => void {
  const onError = (event: ErrorEvent) => report(event.error instanceof Error ? event.error : new Error(event.message));
  const onRejection = (event: PromiseRejectionEvent) => report(errorOf(event.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
