/** The same-origin hand-off entry lives 30 seconds. */
export const HANDOFF_TTL_MS = 30_000;
export const HANDOFF_STORAGE_PREFIX = 'dashboard-kit-handoff:';

export interface HandoffTokens {
  access_token: string;
  refresh_token: string;
  expires_at: number | undefined;
}

export interface HandoffPayload extends HandoffTokens {
  timestamp: number;
  nonce: string;
}

export interface HandoffInput {
  /** The configured user-platform URL; the hand-off never goes anywhere else. */
  userPlatformUrl: string;
  /** A path on the user platform. @default '/' of the configured URL */
  path?: string;
  /** The dashboard's own origin. */
  currentOrigin: string;
  tokens: HandoffTokens;
  storage?: Pick<Storage, 'setItem' | 'removeItem'>;
  now?: number;
  nonce?: string;
  schedule?: (run: () => void, ms: number) => void;
}

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function randomNonce(): string {
  return crypto.randomUUID();
}

/** Reads an `auth_transfer` value back (for the receiving app, and for tests). */
export function decodeHandoff(value: string): HandoffPayload {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))) as HandoffPayload;
}

/**
 * Hand-off to the user platform. Same origin: a session-storage entry
 * (removed after 30 s) and `auth_key=<nonce>`. Cross-origin, or when storage fails: the
 * encoded tokens in `auth_transfer`. A path that would leave the configured origin is
 * refused: tokens only ever go to the user platform.
 */
export function buildHandoffUrl(input: HandoffInput): string {
  const base = new URL(input.userPlatformUrl);
  const target = new URL(input.path ?? base.pathname, base);
  if (target.origin !== base.origin) throw new Error('The hand-off only goes to the configured user platform');
  const nonce = input.nonce ?? randomNonce();
  const payload: HandoffPayload = { ...input.tokens, timestamp: input.now ?? Date.now(), nonce };

  if (target.origin === input.currentOrigin && input.storage) {
    const key = `${HANDOFF_STORAGE_PREFIX}${nonce}`;
    try {
      input.storage.setItem(key, JSON.stringify(payload));
      const schedule = input.schedule ?? ((run, ms) => void setTimeout(run, ms));
      schedule(() => input.storage?.removeItem(key), HANDOFF_TTL_MS);
      target.searchParams.set('auth_key', nonce);
      return target.toString();
    } catch {
      // Storage is full or blocked: fall through to the encoded payload.
    }
  }
  target.searchParams.set('auth_transfer', base64url(JSON.stringify(payload)));
  return target.toString();
}
