// Type imports only: the host's build reads STORED_TOKEN_MARGIN_MS in Node (early-requests-script.ts).
import type { Session } from '@supabase/auth-js';

/**
 * auth-js refreshes a stored session with less than 90 s left before it hands it out
 * (EXPIRY_MARGIN_MS): a session that close to its end is left for auth-js to refresh.
 */
export const STORED_TOKEN_MARGIN_MS = 120_000;

/** An OAuth or magic-link return: auth-js must read the URL, not the stored session. */
function carriesAuthResult(location: Location): boolean {
  return /(^|[#&])(access_token|error_description)=/.test(location.hash) || new URLSearchParams(location.search).has('code');
}

/**
 * The session the Supabase auth client has stored under `storageKey`, as it will hand it out
 * on load: only a well-formed one with more than the margin left, and not while the URL
 * carries a sign-in result. Anything else is null, and the client decides.
 */
export function readStoredSession(storageKey: string, now = Date.now()): Session | null {
  try {
    if (typeof window === 'undefined' || carriesAuthResult(window.location)) return null;
    const value: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const session = value as Partial<Session>;
    const wellFormed =
      typeof session.access_token === 'string' &&
      typeof session.refresh_token === 'string' &&
      typeof session.expires_at === 'number' &&
      typeof session.user?.id === 'string';
    if (!wellFormed || session.expires_at! * 1000 - now <= STORED_TOKEN_MARGIN_MS) return null;
    return session as Session;
  } catch {
    return null;
  }
}
