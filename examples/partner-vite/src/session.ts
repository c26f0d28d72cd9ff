import { env } from './env';

/** The partner's own sign-in: a password grant against the auth service, no auth library. */
export interface PartnerSession {
  accessToken: string;
  email: string;
}

const STORAGE_KEY = 'partner-session';

export async function signInWithPassword(email: string, password: string): Promise<PartnerSession> {
  const response = await fetch(`${env.authUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env.anonKey, authorization: `Bearer ${env.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string; user?: { email?: string }; msg?: string };
  if (!response.ok || !body.access_token) throw new Error(body.msg ?? 'Sign-in failed');
  const session = { accessToken: body.access_token, email: body.user?.email ?? email };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  return session;
}

export function storedSession(): PartnerSession | null {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  return raw ? (JSON.parse(raw) as PartnerSession) : null;
}

export function forgetSession(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
