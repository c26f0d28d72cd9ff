import { AuthApiError, AuthSessionMissingError, AuthWeakPasswordError, type AuthChangeEvent, type Factor, type Session, type User } from '@supabase/auth-js';
import type { DashboardAuthClient } from '../../packages/dashboard-kit/src/auth/types';
import { PERSONA, SANDBOX_PASSWORD } from '../../packages/sandbox/src/seed/persona-ids';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;
type Client = DashboardAuthClient;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Result<K extends keyof Client> = Client[K] extends (...args: any[]) => Promise<infer R> ? R : never;

/** base64url of a JSON value; works in Node and in the browser (Storybook). */
function base64url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A way the user signs in: the provider, and the address of its account (the user's own unless given). */
export interface FakeIdentity {
  provider: 'email' | 'google';
  email?: string;
}

function makeUser(id: string, email: string, metadata: Record<string, unknown>, identities: readonly FakeIdentity[] = [{ provider: 'email' }]): User {
  const providers = identities.map((identity) => identity.provider);
  return {
    id,
    email,
    aud: 'authenticated',
    app_metadata: { provider: providers[0] ?? 'email', providers },
    user_metadata: metadata,
    created_at: '2026-01-01T00:00:00Z',
    identities: identities.map((identity) => ({
      id,
      identity_id: `${id}-${identity.provider}`,
      user_id: id,
      provider: identity.provider,
      identity_data: { email: identity.email ?? email },
    })),
  };
}

/** The identities of a user as the fake hands them out, back in the shape `makeSession` takes. */
function identitiesOf(user: User): FakeIdentity[] {
  return (user.identities ?? []).map((identity) => ({ provider: identity.provider as FakeIdentity['provider'], email: identity.identity_data?.email as string | undefined }));
}

/** A verified authenticator app, as `user.factors` lists it. */
export function makeFactor(friendlyName = 'Phone', id = 'factor-phone'): Factor {
  return { id, friendly_name: friendlyName, factor_type: 'totp', status: 'verified', created_at: '2026-02-01T00:00:00Z', updated_at: '2026-02-01T00:00:00Z' };
}

export interface SessionOptions {
  id?: string;
  email?: string;
  metadata?: Record<string, unknown>;
  /** The user's second factors. */
  factors?: Factor[];
  /** aal2: the session entered a code, `codeAt` seconds since the epoch (default now). */
  aal?: 'aal1' | 'aal2';
  codeAt?: number;
  /** The ways the user signs in (default: email and password). */
  identities?: readonly FakeIdentity[];
}

/** A session as the auth service would hand it out (unsigned: component tests and stories only). */
export function makeSession(user: SessionOptions = {}): Session {
  const id = user.id ?? 'user-dev';
  const email = user.email ?? PERSONA.dev;
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + 3600;
  const aal = user.aal ?? 'aal1';
  const amr = [...(aal === 'aal2' ? [{ method: 'totp', timestamp: user.codeAt ?? now }] : []), { method: 'password', timestamp: now }];
  const claims = { sub: id, email, exp: expiresAt, role: 'authenticated', aal, amr, user_metadata: user.metadata ?? {} };
  return {
    access_token: `${base64url({ alg: 'none' })}.${base64url(claims)}.sig`,
    refresh_token: `refresh-${id}`,
    expires_in: 3600,
    expires_at: expiresAt,
    token_type: 'bearer',
    user: { ...makeUser(id, email, user.metadata ?? {}, user.identities), ...(user.factors?.length ? { factors: user.factors } : {}) },
  };
}

/** The code the fake's re-authentication email carries: a password change accepts it as `nonce`, and nothing else. */
export const FAKE_REAUTHENTICATION_CODE = '135790';

/** The code the fake's authenticator app shows: verify accepts it, and nothing else. */
export const FAKE_TOTP_CODE = '246810';

export interface FakeAccount {
  password: string;
  confirmed: boolean;
  metadata?: Record<string, unknown>;
}

/** The sandbox's personas, as far as sign-in goes. */
export const FAKE_ACCOUNTS: Record<string, FakeAccount> = {
  [PERSONA.dev]: { password: SANDBOX_PASSWORD, confirmed: true, metadata: { full_name: 'Dev Sandbox' } },
  'unconfirmed@sandbox.test': { password: SANDBOX_PASSWORD, confirmed: false },
};

/**
 * An in-memory stand-in for the Supabase auth client, for component tests and stories. It
 * answers with the same error classes and codes the sandbox sends (the sandbox contract
 * tests pin those), and emits the events the real client emits.
 */
export class FakeAuthClient implements DashboardAuthClient {
  private listeners = new Set<Listener>();
  readonly accounts: Record<string, FakeAccount>;
  readonly calls: { method: string; args: unknown }[] = [];
  signOutCalls = 0;

  constructor(
    public session: Session | null = null,
    accounts: Record<string, FakeAccount> = FAKE_ACCOUNTS,
  ) {
    this.accounts = structuredClone(accounts);
  }

  emit(event: AuthChangeEvent, session: Session | null): void {
    this.session = session;
    for (const listener of this.listeners) listener(event, session);
  }

  getSession: Client['getSession'] = async () => ({ data: { session: this.session }, error: null }) as Result<'getSession'>;

  onAuthStateChange: Client['onAuthStateChange'] = (callback: Listener) => {
    this.listeners.add(callback);
    // Like the real client: the initial session arrives asynchronously after subscribing.
    queueMicrotask(() => callback('INITIAL_SESSION', this.session));
    return {
      data: { subscription: { id: 'fake', callback, unsubscribe: () => this.listeners.delete(callback) } },
    } as ReturnType<Client['onAuthStateChange']>;
  };

  signOut: Client['signOut'] = async (options) => {
    this.calls.push({ method: 'signOut', args: options ?? null });
    // Scope `others` ends every session but this one: this client stays signed in.
    if (options?.scope === 'others') return { error: null };
    this.signOutCalls += 1;
    this.emit('SIGNED_OUT', null);
    return { error: null };
  };

  signInWithPassword: Client['signInWithPassword'] = async (credentials) => {
    this.calls.push({ method: 'signInWithPassword', args: credentials });
    const { email, password } = credentials as { email: string; password: string };
    const account = this.accounts[email.toLowerCase()];
    const none = { data: { user: null, session: null } };
    if (!account || account.password !== password) {
      return { ...none, error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials') } as Result<'signInWithPassword'>;
    }
    if (!account.confirmed) {
      return { ...none, error: new AuthApiError('Email not confirmed', 400, 'email_not_confirmed') } as Result<'signInWithPassword'>;
    }
    const session = makeSession({ email, metadata: account.metadata });
    this.emit('SIGNED_IN', session);
    return { data: { user: session.user, session }, error: null } as Result<'signInWithPassword'>;
  };

  signUp: Client['signUp'] = async (credentials) => {
    this.calls.push({ method: 'signUp', args: credentials });
    const { email, password } = credentials as { email: string; password: string };
    if (password.length < 6) {
      return { data: { user: null, session: null }, error: new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']) } as Result<'signUp'>;
    }
    const existing = this.accounts[email.toLowerCase()];
    if (existing?.confirmed) {
      return { data: { user: makeUser('look-alike', email, {}, []), session: null }, error: null } as Result<'signUp'>;
    }
    this.accounts[email.toLowerCase()] = { password, confirmed: false };
    return { data: { user: makeUser('new-user', email, {}), session: null }, error: null } as Result<'signUp'>;
  };

  resetPasswordForEmail: Client['resetPasswordForEmail'] = async (email, options) => {
    this.calls.push({ method: 'resetPasswordForEmail', args: { email, options } });
    return { data: {}, error: null };
  };

  /** Whether a password change needs the emailed code (the auth service's re-authentication, for an older session). */
  reauthenticationRequired = false;

  reauthenticate: Client['reauthenticate'] = async () => {
    this.calls.push({ method: 'reauthenticate', args: null });
    return { data: { user: null, session: null }, error: null } as Result<'reauthenticate'>;
  };

  updateUser: Client['updateUser'] = async (attributes) => {
    this.calls.push({ method: 'updateUser', args: attributes });
    if (!this.session) return { data: { user: null }, error: new AuthSessionMissingError() } as Result<'updateUser'>;
    const { data, password, nonce, email } = attributes as { data?: Record<string, unknown>; password?: string; nonce?: string; email?: string };
    if (email !== undefined) {
      // Secure email change: the address waits for both links (new_email), as the auth service has it.
      if (Object.hasOwn(this.accounts, email.toLowerCase())) return { data: { user: null }, error: new AuthApiError('A user with this email address has already been registered', 422, 'email_exists') } as Result<'updateUser'>;
      const user = { ...this.session.user, new_email: email.toLowerCase() };
      this.emit('USER_UPDATED', { ...this.session, user });
      return { data: { user }, error: null } as Result<'updateUser'>;
    }
    if (password !== undefined) {
      const refused = this.passwordRefusal(password, nonce);
      if (refused) return { data: { user: null }, error: refused } as Result<'updateUser'>;
      const account = this.accounts[this.session.user.email?.toLowerCase() ?? ''];
      if (account) account.password = password;
    }
    const user = { ...this.session.user, user_metadata: { ...this.session.user.user_metadata, ...data } };
    this.emit('USER_UPDATED', { ...this.session, user });
    return { data: { user }, error: null } as Result<'updateUser'>;
  };

  /** The auth service's refusals of a new password, in its order (REFERENCE.md). */
  private passwordRefusal(password: string, nonce: string | undefined): AuthApiError | undefined {
    const session = this.session!;
    const verified = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
    const claims = JSON.parse(atob(session.access_token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: string };
    if (verified && claims.aal !== 'aal2') return new AuthApiError('AAL2 session is required to update email or password when MFA is enabled.', 401, 'insufficient_aal');
    if (password.length < 6) return new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']);
    if (this.accounts[session.user.email?.toLowerCase() ?? '']?.password === password) return new AuthApiError('New password should be different from the old password.', 422, 'same_password');
    if (this.reauthenticationRequired && !nonce) return new AuthApiError('Password update requires reauthentication', 400, 'reauthentication_needed');
    if (this.reauthenticationRequired && nonce !== FAKE_REAUTHENTICATION_CODE) return new AuthApiError('Reauthentication code is invalid or has expired', 422, 'reauthentication_not_valid');
    return undefined;
  }

  signInWithOAuth: Client['signInWithOAuth'] = async (credentials) => {
    this.calls.push({ method: 'signInWithOAuth', args: credentials });
    return { data: { provider: credentials.provider, url: 'https://auth.dashboard.test/authorize' }, error: null } as Result<'signInWithOAuth'>;
  };

  /** The next challenge's or verify's answer, when a test wants one the code alone does not give. */
  nextMfaError: { on: 'challenge' | 'verify' | 'enroll'; error: AuthApiError } | undefined;

  /** The user's factors as the auth service has them (the session's copy follows on verify and refresh). */
  factors(): Factor[] {
    return [...(this.session?.user.factors ?? []), ...this.unverified];
  }
  private unverified: Factor[] = [];

  /** auth-js's `mfa`: a challenge per verify; the right code raises the session to aal2 (MFA_CHALLENGE_VERIFIED). */
  mfa: NonNullable<Client['mfa']> = {
    challenge: async ({ factorId }) => {
      this.calls.push({ method: 'mfa.challenge', args: { factorId } });
      const scripted = this.takeMfaError('challenge');
      if (scripted) return { data: null, error: scripted };
      return { data: { id: `challenge-${this.calls.length}`, expires_at: Math.floor(Date.now() / 1000) + 300 }, error: null };
    },
    verify: async (params) => {
      this.calls.push({ method: 'mfa.verify', args: params });
      const scripted = this.takeMfaError('verify');
      if (scripted) return { error: scripted };
      if (params.code !== FAKE_TOTP_CODE || !this.session) return { error: new AuthApiError('Invalid TOTP code entered', 422, 'mfa_verification_failed') };
      const { user } = this.session;
      const newlyVerified = this.unverified.filter((factor) => factor.id === params.factorId).map((factor) => ({ ...factor, status: 'verified' as const }));
      // As the auth service does: a verified code forgets the factors left unverified.
      this.unverified = [];
      const factors = [...(user.factors ?? []), ...newlyVerified];
      this.emit('MFA_CHALLENGE_VERIFIED', makeSession({ id: user.id, email: user.email, metadata: user.user_metadata, factors, aal: 'aal2', identities: identitiesOf(user) }));
      return { error: null };
    },
    enroll: async (params) => {
      this.calls.push({ method: 'mfa.enroll', args: params });
      const scripted = this.takeMfaError('enroll');
      if (scripted) return { data: null, error: scripted };
      const name = params.friendlyName ?? '';
      if (name && this.factors().some((factor) => factor.friendly_name === name)) {
        return { data: null, error: new AuthApiError(`A factor with the friendly name "${name}" for this user already exists`, 422, 'mfa_factor_name_conflict') };
      }
      const id = `factor-new-${this.calls.length}`;
      this.unverified.push({ ...makeFactor(name, id), status: 'unverified', created_at: new Date().toISOString() });
      const secret = 'JBSWY3DPEHPK3PXP';
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h2v2H0zM2 2h2v2H2z"/></svg>';
      return { data: { id, totp: { qr_code: `data:image/svg+xml;utf-8,${svg}`, secret, uri: `otpauth://totp/Dashboard:dev@sandbox.test?secret=${secret}&issuer=Dashboard` } }, error: null };
    },
    unenroll: async ({ factorId }) => {
      this.calls.push({ method: 'mfa.unenroll', args: { factorId } });
      this.unverified = this.unverified.filter((factor) => factor.id !== factorId);
      this.removedFactors.add(factorId);
      return { error: null };
    },
  };
  private readonly removedFactors = new Set<string>();

  /** A refresh: the session's user as the auth service has it now (removed factors gone, aal1 if the code's factor went). */
  refreshSession: NonNullable<Client['refreshSession']> = async () => {
    this.calls.push({ method: 'refreshSession', args: null });
    if (!this.session) return { error: new AuthSessionMissingError() };
    const { user } = this.session;
    const factors = (user.factors ?? []).filter((factor) => !this.removedFactors.has(factor.id));
    const aal = factors.length < (user.factors ?? []).length ? 'aal1' : ((JSON.parse(atob(this.session.access_token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: 'aal1' | 'aal2' }).aal ?? 'aal1');
    const identities = identitiesOf(user).filter((identity) => !this.unlinked.has(identity.provider));
    this.emit('TOKEN_REFRESHED', makeSession({ id: user.id, email: user.email, metadata: user.user_metadata, factors, aal, identities }));
    return { error: null };
  };

  /** Whether the project lets users link identities (the auth service's manual linking). */
  manualLinking = true;
  private readonly unlinked = new Set<string>();
  private linkingRefusal(): AuthApiError | undefined {
    return this.manualLinking ? undefined : new AuthApiError('Manual linking is disabled', 404, 'manual_linking_disabled');
  }

  /** Answers the chooser's address; like the real client it would then leave the page, which a test only sees in `calls`. */
  linkIdentity: NonNullable<Client['linkIdentity']> = async (credentials) => {
    this.calls.push({ method: 'linkIdentity', args: credentials });
    const refused = this.linkingRefusal();
    if (refused) return { data: { url: null }, error: refused };
    return { data: { url: 'https://auth.dashboard.test/authorize?provider=google&link_token=fake' }, error: null };
  };

  unlinkIdentity: NonNullable<Client['unlinkIdentity']> = async (identity) => {
    this.calls.push({ method: 'unlinkIdentity', args: identity });
    const refused = this.linkingRefusal();
    if (refused) return { error: refused };
    const identities = (this.session?.user.identities ?? []).filter((own) => !this.unlinked.has(own.provider));
    if (!identities.some((own) => own.identity_id === identity.identity_id)) return { error: new AuthApiError("Identity doesn't exist", 404, 'identity_not_found') };
    if (identities.length <= 1) return { error: new AuthApiError('User must have at least 1 identity after unlinking', 422, 'single_identity_not_deletable') };
    this.unlinked.add(identity.provider);
    return { error: null };
  };


  private takeMfaError(on: 'challenge' | 'verify' | 'enroll'): AuthApiError | undefined {
    if (this.nextMfaError?.on !== on) return undefined;
    const { error } = this.nextMfaError;
    this.nextMfaError = undefined;
    return error;
  }
}
