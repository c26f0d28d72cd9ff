/** The partner's own sign-in: a password grant against the auth service, no auth library. */
const SANDBOX = process.env.NEXT_PUBLIC_SANDBOX_URL ?? 'http://127.0.0.1:54321';
export const AUTH_URL = process.env.NEXT_PUBLIC_SUPABASE_URL ?? SANDBOX;
export const API_URL = process.env.NEXT_PUBLIC_API_URL ?? SANDBOX;
const ANON_KEY = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? 'sb_publishable_sandbox_local_only';
const STORAGE_KEY = 'partner-token';

export async function signIn(email: string, password: string): Promise<void> {
  const response = await fetch(`${AUTH_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string; msg?: string };
  if (!response.ok || !body.access_token) throw new Error(body.msg ?? 'Sign-in failed');
  sessionStorage.setItem(STORAGE_KEY, body.access_token);
}

/** Read when the kit asks, never during render: the server has no session storage. */
export async function accessToken(): Promise<string | null> {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEY);
}
