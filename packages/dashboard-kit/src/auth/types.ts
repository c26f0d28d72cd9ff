/** A second factor as the auth service lists it on the user (`user.factors`). */
export interface AuthFactor {
  id: string;
  factor_type: string;
  status: string;
  friendly_name?: string | undefined;
  created_at: string;
}

/** A way the user signs in (an identity: `email`, `google`), as the auth service lists it on the user. */
export interface AuthIdentity {
  /** What an unlink names it by. */
  identity_id: string;
  /** `email` for email and password, `google`... */
  provider: string;
  /** The provider's own data: its `email` is the address of the account it connects. */
  identity_data?: Record<string, unknown> | undefined;
}

/**
 * What the kit reads of an auth session (Supabase's `Session`), described by its shape so the
 * kit's types stand without @supabase/auth-js installed (a host with its own sign-in has none).
 */
export interface AuthSession {
  access_token: string;
  refresh_token: string;
  expires_at?: number | undefined;
  user: {
    id: string;
    email?: string | undefined;
    user_metadata?: Record<string, unknown> | undefined;
    identities?: readonly unknown[] | undefined;
    /** The user's second factors; absent when there are none. */
    factors?: readonly AuthFactor[] | undefined;
    /** An email change waiting for its confirmation links: the address it changes to. */
    new_email?: string | undefined;
  };
}

/** An auth service's error as the kit reads it (Supabase's `AuthError`): its code decides the text. */
export interface AuthErrorLike {
  message: string;
  code?: string | undefined;
  status?: number | undefined;
}

/** The answer of an auth call the kit only checks for an error. */
export type AuthResult = Promise<{ error: AuthErrorLike | null }>;

/**
 * The part of the Supabase auth client the kit calls, by its shape. Both `supabase.auth` (from
 * @supabase/supabase-js) and `new AuthClient(...)` (from @supabase/auth-js) satisfy it; a test
 * type-checks both against it.
 */
export interface DashboardAuthClient {
  getSession(): Promise<{ data: { session: AuthSession | null }; error: AuthErrorLike | null }>;
  /** Follows sign-in, sign-out and refreshes; `event` is one of auth-js's `AuthChangeEvent`s. */
  onAuthStateChange(callback: (event: string, session: AuthSession | null) => void | Promise<void>): {
    data: { subscription: { unsubscribe(): void } };
  };
  signOut(options?: { scope?: 'global' | 'local' | 'others' }): AuthResult;
  signInWithPassword(credentials: { email: string; password: string }): AuthResult;
  signUp(credentials: { email: string; password: string; options?: { emailRedirectTo?: string } }): Promise<{
    data: { user: { identities?: readonly unknown[] | undefined } | null };
    error: AuthErrorLike | null;
  }>;
  signInWithOAuth(credentials: { provider: 'google'; options?: { redirectTo?: string; queryParams?: Record<string, string> } }): AuthResult;
  resetPasswordForEmail(email: string, options?: { redirectTo?: string }): AuthResult;
  /**
   * Changes the signed-in user: `data` (the profile), a new `password` (with the emailed code as
   * `nonce` where the auth service asks for re-authentication), a new `email` (confirmed by link).
   */
  updateUser(attributes: { password?: string; nonce?: string; email?: string; data?: Record<string, unknown> }, options?: { emailRedirectTo?: string }): AuthResult;
  /** Mails the user a one-time code that a password change then carries as `nonce`. */
  reauthenticate?(): AuthResult;
  /** Second factors (auth-js's `mfa`). A client without it offers no two-step verification. */
  mfa?: DashboardMfaClient;
  /** A new session from the refresh token, with the user as the auth service has it now (its factors after one is removed). */
  refreshSession?(): AuthResult;
  /**
   * Connects another way to sign in (the auth service's manual linking): answers where to send
   * the browser, and goes there unless `skipBrowserRedirect`. A project that turns linking off
   * answers 404 `manual_linking_disabled`.
   */
  linkIdentity?(credentials: { provider: 'google'; options?: { redirectTo?: string; skipBrowserRedirect?: boolean } }): Promise<{
    data: { url: string | null } | null;
    error: AuthErrorLike | null;
  }>;
  /** Disconnects a way to sign in; the last one is refused (422 `single_identity_not_deletable`). */
  unlinkIdentity?(identity: AuthIdentity): AuthResult;
}

/**
 * The second-factor calls the kit makes (auth-js's `mfa`), by their shape. A verify that succeeds
 * raises the session to aal2: the client stores it and tells the kit (MFA_CHALLENGE_VERIFIED).
 */
export interface DashboardMfaClient {
  challenge(params: { factorId: string }): Promise<{ data: { id: string; expires_at: number } | null; error: AuthErrorLike | null }>;
  verify(params: { factorId: string; challengeId: string; code: string }): AuthResult;
  /** A new authenticator app, unverified until its first code: the QR code (an SVG data URL), the secret and its otpauth URI. */
  enroll(params: { factorType: 'totp'; friendlyName?: string; issuer?: string }): Promise<{
    data: { id: string; totp: { qr_code: string; secret: string; uri: string } } | null;
    error: AuthErrorLike | null;
  }>;
  unenroll(params: { factorId: string }): AuthResult;
}

/**
 * An auth client that knows, before it has loaded, the session it will start with (lazyAuthClient
 * with a stored session): the provider then renders signed in from its first render.
 */
export interface StoredSessionSource {
  storedSession(): AuthSession | null;
}

/** The signed-in user as the kit sees it (session user). */
export interface SessionUser {
  id: string;
  email?: string;
  user_metadata: Record<string, unknown>;
  identities?: readonly unknown[];
  factors?: readonly AuthFactor[];
  /** An email change waiting for its confirmation links: the address it changes to. */
  new_email?: string;
}

/** Where the session stands: loading until the auth client has answered. */
export type SessionStatus = SessionState['status'];

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: SessionUser; accessToken: string; refreshToken?: string; expiresAt?: number }
  | { status: 'signed-out' };

/**
 * Why this browser was signed out without the user asking: their account was deleted (here or on
 * another device), or the provider ended this session (a sign-out of every other device, a new
 * password).
 */
export type SignOutNotice = 'accountDeleted' | 'sessionEnded';
