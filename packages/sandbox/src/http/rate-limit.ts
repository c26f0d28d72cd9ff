import type { Context } from 'hono';

/**
 * Sliding-window rate limits of the sandbox (SECURITY.md, "Sandbox hardening"), on by default
 * like the real services. A test that needs more (the load test, a burst of key creation)
 * switches them off through `PUT /_sandbox/rate-limits`; `POST /_sandbox/reset` turns them
 * back on and forgets every window.
 */
export interface RateRule {
  /** Shown in the message and used in the bucket key. */
  name: string;
  limit: number;
  windowMs: number;
}

export const RATE_RULES = {
  signIn: { name: 'sign-in', limit: 10, windowMs: 60_000 },
  signUp: { name: 'sign-up', limit: 10, windowMs: 10 * 60_000 },
  recovery: { name: 'recovery', limit: 5, windowMs: 10 * 60_000 },
  keyCreation: { name: 'key creation', limit: 30, windowMs: 60_000 },
} satisfies Record<string, RateRule>;

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  enabled: boolean;
  /** Counts one attempt for `key` under `rule`; refuses it once the window is full. */
  take(rule: RateRule, key: string, now?: number): RateDecision;
  reset(): void;
}

export function createRateLimiter(): RateLimiter {
  const windows = new Map<string, number[]>();
  const limiter: RateLimiter = {
    enabled: true,
    take(rule, key, now = Date.now()) {
      if (!limiter.enabled) return { ok: true };
      const bucket = `${rule.name}\u0000${key}`;
      const recent = (windows.get(bucket) ?? []).filter((at) => at > now - rule.windowMs);
      if (recent.length >= rule.limit) {
        windows.set(bucket, recent);
        const oldest = recent[0] ?? now;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000)) };
      }
      recent.push(now);
      windows.set(bucket, recent);
      return { ok: true };
    },
    reset() {
      windows.clear();
      limiter.enabled = true;
    },
  };
  return limiter;
}

/** The caller's address as the socket reports it (the sandbox sits behind no proxy; X-Forwarded-For is not trusted). */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/** A refused attempt: 429 with Retry-After, as the auth service and the API send it. */
export function tooManyRequests(c: Context, decision: Extract<RateDecision, { ok: false }>, body: object) {
  c.header('Retry-After', String(decision.retryAfterSeconds));
  return c.json(body, 429);
}
