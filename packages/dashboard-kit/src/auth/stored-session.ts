// Type imports only, no browser globals: the host's build loads this file in Node.
import type { AuthSession } from './types';

/**
 * auth-js refreshes a stored session with less than 90 s left before it hands it out
 * (EXPIRY_MARGIN_MS): a session that close to its end is left for auth-js to refresh.
 */
export const STORED_TOKEN_MARGIN_MS = 120_000;

/** Where a stored session is read: the page's URL parts that may carry a sign-in result. */
export interface StoredSessionLocation {
  hash: string;
  search: string;
}

/** An OAuth or magic-link return: auth-js must read the URL, not the stored session. */
function carriesAuthResult(location: StoredSessionLocation): boolean {
  return /(^|[#&])(access_token|error_description)=/.test(location.hash) || new URLSearchParams(location.search).has('code');
}

/**
 * The session the Supabase auth client stored (`stored`, the raw storage value), as it will
 * hand it out on load: only a well-formed one with more than the margin left, and not while
 * the URL carries a sign-in result. Anything else is null, and the client decides.
 */
export function usableStoredSession(stored: string | null, location: StoredSessionLocation, now = Date.now()): AuthSession | null {
  try {
    if (carriesAuthResult(location)) return null;
    const value: unknown = JSON.parse(stored ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const session = value as Partial<AuthSession>;
    const wellFormed =
      typeof session.access_token === 'string' &&
      typeof session.refresh_token === 'string' &&
      typeof session.expires_at === 'number' &&
      typeof session.user?.id === 'string';
    if (!wellFormed || session.expires_at! * 1000 - now <= STORED_TOKEN_MARGIN_MS) return null;
    return session as AuthSession;
  } catch {
    return null;
  }
}
