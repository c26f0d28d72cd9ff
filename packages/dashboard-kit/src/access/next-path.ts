/** The query parameter that carries the originally requested location through sign-in. */
export const NEXT_PARAM = 'next';

/**
 * Accepts only an in-app path (`/x`, not `//host` or `/\host`, no scheme), so the
 * carried location can never send a user to another site after sign-in.
 */
export function safeNextPath(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate || !candidate.startsWith('/')) return fallback;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  if ([...candidate].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return candidate;
}

/** `/login?next=...` (or another target) carrying where the user wanted to go. */
export function withNext(target: string, location: string): string {
  if (!location || location === '/') return target;
  const separator = target.includes('?') ? '&' : '?';
  return `${target}${separator}${NEXT_PARAM}=${encodeURIComponent(location)}`;
}

/** The carried location in a query string (read once by the screens that honour it). */
export function nextFromSearch(search: string): string {
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM));
}
