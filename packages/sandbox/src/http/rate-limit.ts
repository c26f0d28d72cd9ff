import type { Context } from 'hono';
import type { Clock } from '../clock';
import { remoteAddress } from './loopback';

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
  /** The 429's message, when the rule words it its own way. */
  refusal?: (retryAfterSeconds: number) => string;
}

export const RATE_RULES = {
  signIn: { name: 'sign-in', limit: 10, windowMs: 60_000 },
  signUp: { name: 'sign-up', limit: 10, windowMs: 10 * 60_000 },
  recovery: { name: 'recovery', limit: 5, windowMs: 10 * 60_000 },
  keyCreation: { name: 'key creation', limit: 30, windowMs: 60_000, refusal: (seconds) => `Too many keys created. Try again in ${seconds} seconds.` },
  /** The auth service's MFA challenge and verify limit, per user. */
  mfa: { name: 'MFA', limit: 15, windowMs: 60_000 },
  /** Invitation emails (new and resent) per organisation: a spammer's reach, bounded. */
  invitations: {
    name: 'invitations',
    limit: 100,
    windowMs: 3_600_000,
    refusal: (seconds) => `Too many invitations sent. Try again in ${Math.ceil(seconds / 60)} minutes.`,
  },
  /** Invitations one person sends, across every organisation they invite for. */
  invitationsByUser: {
    name: 'invitations by one person',
    limit: 200,
    windowMs: 24 * 3_600_000,
    refusal: (seconds) => `Too many invitations sent. Try again in ${Math.ceil(seconds / 60)} minutes.`,
  },
  /** Organisations one person creates. */
  organizationCreation: { name: 'organisation creation', limit: 10, windowMs: 3_600_000 },
} satisfies Record<string, RateRule>;

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  enabled: boolean;
  /** Counts one attempt for `key` under `rule` (at `now`, the clock's time unless given); refuses it once the window is full. */
  take(rule: RateRule, key: string, now?: number): RateDecision;
  reset(): void;
}

/** Windows slide by the sandbox's clock. */
export function createRateLimiter(clock: Pick<Clock, 'nowMs'>): RateLimiter {
  const windows = new Map<string, number[]>();
  const limiter: RateLimiter = {
    enabled: true,
    take(rule, key, now = clock.nowMs()) {
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

/** The bucket of one caller (and one email, where the attempt names one). */
export function rateKey(c: Context, email?: string): string {
  const address = remoteAddress(c) ?? 'in-process';
  return email === undefined ? address : `${address} ${email.toLowerCase()}`;
}

/** Tells a refused caller when to try again; the 429 body is the service's own error shape. */
export function setRetryAfter(c: Context, decision: Extract<RateDecision, { ok: false }>): void {
  c.header('Retry-After', String(decision.retryAfterSeconds));
}
