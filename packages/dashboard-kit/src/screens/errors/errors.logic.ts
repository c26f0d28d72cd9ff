/** An error screen offers Try Again this many times, then only a refresh. */
export const ERROR_RETRY_LIMIT = 3;

export function canRetry(retries: number): boolean {
  return retries < ERROR_RETRY_LIMIT;
}

export type ErrorScreenVariant = 'page' | 'auth' | 'dashboard';
