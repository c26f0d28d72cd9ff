/** The page's query string; '' where there is no page (server rendering). */
export function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

/**
 * Takes what the kit has read from the address (a payment's result, the auth service's error in
 * the hash) out of it, in place and keeping the history entry's state. A view's own state goes
 * through `useAddressState` and the host's router instead.
 */
export function rewriteAddress(change: { search?: string; hash?: string }): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${change.search ?? search}${change.hash ?? hash}`);
}

/** The keys the auth service puts in a returned page's hash when something failed. */
const HASH_ERROR_KEYS = ['error', 'error_code', 'error_description'];

/** A hash's parameters without the auth service's error keys, as a hash again ('' when nothing else was there). */
export function hashWithoutError(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const key of HASH_ERROR_KEYS) rest.delete(key);
  const text = rest.toString();
  return text ? `#${text}` : '';
}
