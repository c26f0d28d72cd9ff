/** A fresh idempotency key: 128 random bits (any context, secure or not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `dk-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The last request an idempotent endpoint sent, as its body reads, and the key it went with. */
export interface SentRequest {
  request: string;
  key: string;
}

/**
 * The key for a request: the key of the request before when it is the same request (a retry
 * after a lost answer, which the API then answers with the first result), a new one when it is
 * another (other settings, another amount), since an API refuses a key reused for another body.
 * @example keyFor(null, '{"amount_in_cents":1000}', newIdempotencyKey) // a new key
 */
export function keyFor(previous: SentRequest | null, request: string, fresh: () => string = newIdempotencyKey): SentRequest {
  return previous?.request === request ? previous : { request, key: fresh() };
}
