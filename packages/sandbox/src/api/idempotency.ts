import type { Context } from 'hono';

/** 1 to 255 visible ASCII characters, as payment APIs take them. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export type IdempotencyKey = { ok: true; key: string | null } | { ok: false; message: string };

/** The optional `Idempotency-Key` header: a repeat of a call with it answers the first call's result. */
export function readIdempotencyKey(c: Context): IdempotencyKey {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return { ok: true, key: null };
  return IDEMPOTENCY_KEY.test(key) ? { ok: true, key } : { ok: false, message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' };
}
