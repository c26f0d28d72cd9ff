import { DashboardError, type ErrorCodeOf } from '../../api/errors';
import { loginEn } from '../../i18n/en/sign-in';
import { hashWithoutError } from '../../platform/location';
import type { SectionTexts } from '../../i18n/messages';

/** The four views of the login screen. */
export type AuthView = 'sign_in' | 'sign_up' | 'forgotten_password' | 'update_password';
export const AUTH_VIEWS: readonly AuthView[] = ['sign_in', 'sign_up', 'forgotten_password', 'update_password'];

/** Any other view value raises 'Invalid auth view'. */
export function assertAuthView(view: string): asserts view is AuthView {
  if (!(AUTH_VIEWS as readonly string[]).includes(view)) throw new Error(loginEn.invalidView);
}

export type Notice = { tone: 'error' | 'warning' | 'success'; text: string };

/**
 * `?action=update_password` opens update_password; without a session it
 * falls back to sign_in with 'Invalid session - please try again'.
 */
export function initialView(
  action: string | null,
  hasSession: boolean,
  requested: AuthView = 'sign_in',
  messages: SectionTexts<'login'> = loginEn,
): { view: AuthView; notice?: Notice } {
  const wanted = action === 'update_password' ? 'update_password' : requested;
  if (wanted === 'update_password' && !hasSession) {
    return { view: 'sign_in', notice: { tone: 'error', text: messages.invalidSession } };
  }
  return { view: wanted };
}

interface AuthErrorLike {
  code?: string;
  message?: string;
  status?: number;
}

/**
 * An auth service's refusal on the sign-in screen as the kit's error: no account or a wrong
 * password, an unconfirmed address, a rate limit (the catalogue's words, never the server's:
 * RATE_LIMITED), else the service's own words where it gave some (`genericError` where not).
 */
export function signInRefusal(error: unknown): DashboardError {
  const said = (error ?? {}) as AuthErrorLike;
  const code = said.code;
  const refusal = (login: ErrorCodeOf<'login'>, serverMessage?: string) => new DashboardError({ section: 'login', code: login, ...(serverMessage ? { serverMessage } : {}), cause: error });
  if (code === 'invalid_credentials' || code === 'user_not_found') return refusal('invalidCredentials');
  if (code === 'email_not_confirmed') return refusal('emailNotConfirmed');
  if (said.status === 429 || code?.startsWith('over_')) return refusal('rateLimited');
  return refusal('genericError', typeof said.message === 'string' ? said.message : undefined);
}

/** A refusal about the account typed is an error; a limit or the service's trouble asks to wait or try again. */
export const noticeTone = (error: unknown): Notice['tone'] =>
  error instanceof DashboardError && (error.code === 'invalidCredentials' || error.code === 'emailNotConfirmed') ? 'error' : 'warning';

/**
 * With email confirmation on, the auth service answers a sign-up of a confirmed address
 * with a user that has no identities (or, in some setups, `user_already_exists`).
 */
export function isAlreadyRegistered(result: { user?: { identities?: readonly unknown[] } | null; error?: AuthErrorLike | null }): boolean {
  if (result.error?.code === 'user_already_exists') return true;
  return Boolean(result.user && Array.isArray(result.user.identities) && result.user.identities.length === 0);
}


/**
 * The auth service's own descriptions are one sentence; anyone can put a longer one in a
 * link, so the warning shows at most this many characters (SECURITY.md, "Hostile content").
 */
export const HASH_ERROR_MAX_LENGTH = 300;

/**
 * `error_description` in the URL hash is shown as a warning. Returns the
 * text (capped at HASH_ERROR_MAX_LENGTH) and the hash without the error keys (empty when
 * nothing else was there).
 */
export function readHashError(hash: string): { description?: string; cleanedHash: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const raw = params.get('error_description') ?? undefined;
  if (raw === undefined) return { cleanedHash: hash };
  const description = raw.length > HASH_ERROR_MAX_LENGTH ? `${raw.slice(0, HASH_ERROR_MAX_LENGTH - 1)}…` : raw;
  return { description, cleanedHash: hashWithoutError(params) };
}
