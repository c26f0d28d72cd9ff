import type { Context } from 'hono';
import { routePath } from 'hono/route';
import { sha256 } from '../auth/crypto';

/** 1 to 255 visible ASCII characters, as payment APIs take them. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** How long a key is remembered (API-PROPOSAL.md): a repeat within it answers the first call. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** A key and what it was sent with: a repeat must be the same request, to the same endpoint. */
export interface Idempotency {
  key: string;
  endpoint: string;
  bodyHash: string;
}

export type IdempotencyKey = { ok: true; idempotency: Idempotency | null } | { ok: false; message: string };

/** A JSON value with its object keys in order: the same body hashes the same however its fields were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The optional `Idempotency-Key` header, with the endpoint and (validated) body it covers: a
 * repeat of the call answers the first call's result; the same key with another body or on
 * another endpoint is refused (as Stripe does), and a key is forgotten after 24 hours.
 */
export function readIdempotencyKey(c: Context, body: unknown): IdempotencyKey {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return { ok: true, idempotency: null };
  if (!IDEMPOTENCY_KEY.test(key)) return { ok: false, message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' };
  return { ok: true, idempotency: { key, endpoint: `${c.req.method} ${routePath(c)}`, bodyHash: sha256(canonicalJson(body)) } };
}

export const IDEMPOTENCY_MISMATCH = {
  message: `This Idempotency-Key was sent with another request (another body or endpoint) within the last ${IDEMPOTENCY_WINDOW_HOURS} hours: use a new key for a new request`,
  type: 'idempotency_key_reused',
} as const;
