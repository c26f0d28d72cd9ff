import type { AuthSession, SessionState, SessionUser } from './types';

/** Auth events that carry the current session. */
const SESSION_EVENTS: ReadonlySet<string> = new Set([
  'INITIAL_SESSION',
  'SIGNED_IN',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'MFA_CHALLENGE_VERIFIED',
  'PASSWORD_RECOVERY',
]);

function toSessionUser(session: AuthSession): SessionUser {
  return {
    id: session.user.id,
    email: session.user.email,
    user_metadata: session.user.user_metadata ?? {},
    identities: session.user.identities,
    ...(session.user.factors ? { factors: session.user.factors } : {}),
    ...(session.user.new_email ? { new_email: session.user.new_email } : {}),
  };
}

/** The session state after an auth event: signed in with the event's session, or signed out. */
export function reduceAuthEvent(
  previous: SessionState,
  event: string,
  session: AuthSession | null,
): SessionState {
  if (event === 'SIGNED_OUT' || !session) {
    // An event the kit does not know, with no session, changes nothing.
    return SESSION_EVENTS.has(event) || event === 'SIGNED_OUT' ? { status: 'signed-out' } : previous;
  }
  if (!SESSION_EVENTS.has(event)) return previous;
  // The auth client's first event repeating the stored session the kit already started from.
  if (event === 'INITIAL_SESSION' && previous.status === 'signed-in' && previous.accessToken === session.access_token) return previous;
  return {
    status: 'signed-in',
    user: toSessionUser(session),
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: session.expires_at,
  };
}

/** The id of the signed-in user, or null: what query namespaces and resets key on. */
export function sessionUserId(state: SessionState): string | null {
  return state.status === 'signed-in' ? state.user.id : null;
}

/** Reads the claims of a JWT without verifying it (only to learn who a host's token is for). */
export function decodeJwtClaims(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      Array.from(atob(base64), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A session user from a bare access token, for hosts that sign in by themselves. */
export function userFromToken(token: string): SessionUser {
  const claims = decodeJwtClaims(token) ?? {};
  const metadata = claims.user_metadata;
  return {
    id: typeof claims.sub === 'string' ? claims.sub : 'token-user',
    email: typeof claims.email === 'string' ? claims.email : undefined,
    user_metadata: metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>) : {},
  };
}
