import type { SandboxSettings } from '../context';
import type { TokenResponse } from './sessions';

/**
 * Like the real service's allow list: a redirect must stay on the dashboard's origin (or
 * the sandbox's own); anything else falls back to the dashboard's root.
 */
export function allowedRedirect(candidate: string | undefined | null, settings: SandboxSettings): string {
  const fallback = `${settings.appUrl}/`;
  if (!candidate) return fallback;
  try {
    const url = new URL(candidate);
    const allowed = [new URL(settings.appUrl).origin, new URL(settings.publicUrl).origin];
    return allowed.includes(url.origin) ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

/** `redirect_to#access_token=...` as the implicit flow returns a session. */
export function withSessionFragment(redirect: string, tokens: TokenResponse, type?: string): string {
  const fragment = new URLSearchParams({
    access_token: tokens.access_token,
    expires_at: String(tokens.expires_at),
    expires_in: String(tokens.expires_in),
    refresh_token: tokens.refresh_token,
    token_type: 'bearer',
    ...(type ? { type } : {}),
  });
  return `${redirect.split('#')[0]}#${fragment.toString()}`;
}

/** The address with `params` added to its query (before any fragment). */
export function withQuery(redirect: string, params: Record<string, string>): string {
  if (Object.keys(params).length === 0) return redirect;
  const url = new URL(redirect);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** `redirect_to?code=...` as the PKCE flow returns an auth code. */
export function withAuthCode(redirect: string, code: string): string {
  const url = new URL(redirect);
  url.searchParams.set('code', code);
  return url.toString();
}

/** The error fragment of a failed email link (login URL error hash). */
export function withErrorFragment(redirect: string, code: string, description: string): string {
  const fragment = new URLSearchParams({ error: 'access_denied', error_code: code, error_description: description });
  return `${redirect.split('#')[0]}#${fragment.toString()}`;
}

/** `redirect_to#message=...`: a step that signs nobody in (the first side of an email change). */
export function withMessageFragment(redirect: string, message: string): string {
  return `${redirect.split('#')[0]}#${new URLSearchParams({ message }).toString()}`;
}
