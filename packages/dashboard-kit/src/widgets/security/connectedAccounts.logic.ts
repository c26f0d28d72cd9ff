import type { AuthIdentity } from '../../auth/types';
import { hashWithoutError } from '../../platform/location';
import type { LinkProblem } from '../../data/account/auth-answers.logic';

/** A way the user signs in, as the Connected accounts section lists it. */
export interface SignInMethod {
  provider: 'email' | 'google';
  /** The address of the account it connects (the Google account's own, which may differ from the user's). */
  email: string | undefined;
  identity: AuthIdentity;
}

const KNOWN_PROVIDERS: readonly SignInMethod['provider'][] = ['email', 'google'];

/**
 * The user's ways to sign in, read from the session's `identities` (an answer of the auth service:
 * anything not shaped like an identity of a provider the dashboard knows is left out).
 */
export function signInMethodsOf(identities: readonly unknown[] | undefined): SignInMethod[] {
  const methods: SignInMethod[] = [];
  for (const candidate of identities ?? []) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { identity_id: id, provider, identity_data: data } = candidate as Record<string, unknown>;
    if (typeof id !== 'string' || !KNOWN_PROVIDERS.includes(provider as SignInMethod['provider'])) continue;
    const dataRecord = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
    const email = typeof dataRecord?.email === 'string' ? dataRecord.email : undefined;
    methods.push({ provider: provider as SignInMethod['provider'], email, identity: { identity_id: id, provider: provider as string, identity_data: dataRecord } });
  }
  return methods;
}

/**
 * A return from Google's chooser that failed: the auth service puts the error in the page's hash
 * (`#error=…&error_code=…`). Gives the problem and the hash without it; undefined for any other hash.
 */
export function linkReturnOf(hash: string): { problem: LinkProblem; cleanedHash: string } | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('error_code');
  if (!params.has('error') && code === null) return undefined;
  return { problem: code === 'identity_already_exists' ? 'linkTaken' : 'linkFailed', cleanedHash: hashWithoutError(params) };
}
