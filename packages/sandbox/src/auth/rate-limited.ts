import type { Context } from 'hono';
import type { SandboxContext } from '../context';
import { authError } from '../http/errors';
import { rateKey, setRetryAfter, type RateRule } from '../http/rate-limit';

/** A 429 as the auth service sends it (code over_request_rate_limit, Retry-After), or nothing while under the limit. */
export function authRateLimited(ctx: SandboxContext, c: Context, rule: RateRule, who?: string): Response | undefined {
  const decision = ctx.rateLimits.take(rule, rateKey(c, who));
  if (decision.ok) return undefined;
  setRetryAfter(c, decision);
  return authError(c, 429, 'over_request_rate_limit', `Too many ${rule.name} attempts. Try again in ${decision.retryAfterSeconds} seconds.`);
}
