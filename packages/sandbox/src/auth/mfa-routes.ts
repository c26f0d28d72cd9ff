import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { SandboxContext, SandboxEnv } from '../context';
import {
  acceptCode,
  challengeState,
  deleteFactor,
  deleteUnverifiedFactors,
  factorsOf,
  failChallenge,
  findFactor,
  insertChallenge,
  insertFactor,
  MAX_FACTORS,
  type FactorRow,
} from '../db/mfa-factors';
import { findUserById } from '../db/users';
import { readJson } from '../http/body';
import { authError } from '../http/errors';
import { RATE_RULES } from '../http/rate-limit';
import { bearerSession, type BearerSession } from './bearer-session';
import { authRateLimited } from './rate-limited';
import { needsRecentCode, staleSessionRefusal } from './recent-code';
import { sendSecurityNotice } from './security-notices';
import { downgradeSessions, elevateSession } from './sessions';
import { matchingStep, newTotpSecret, totpEnrolment } from './totp';
import { countWrongCode, WRONG_CODE_LIMITS, wrongCodeLockout } from './wrong-code-limits';
import { remoteAddress } from '../http/loopback';

const factorNotFound = (c: Context) => authError(c, 404, 'mfa_factor_not_found', 'Factor not found');

/** The auth service's second-factor calls (TOTP), under /auth/v1/factors. */
export function mfaRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();

  /** The caller and one of its factors, or the answer that says which is missing. */
  async function callerAndFactor(c: Context): Promise<{ caller: BearerSession; factor: FactorRow } | Response> {
    const caller = await bearerSession(ctx, c);
    if (caller instanceof Response) return caller;
    const factor = await findFactor(ctx.db, caller.user.id, c.req.param('id') ?? '');
    return factor ? { caller, factor } : factorNotFound(c);
  }

  app.post('/', async (c) => {
    const caller = await bearerSession(ctx, c);
    if (caller instanceof Response) return caller;
    const body = await readJson(c, v.object({ factor_type: v.string(), friendly_name: v.optional(v.string(), ''), issuer: v.optional(v.string()) }));
    if (!body.ok) return authError(c, body.status, body.code, body.message);
    const { factor_type: type, issuer } = body.value;
    const friendlyName = body.value.friendly_name.trim();
    if (type !== 'totp') return authError(c, 400, 'validation_failed', 'factor_type needs to be totp');
    if (await needsRecentCode(ctx, caller.user.id, caller)) return staleSessionRefusal(c, 403, 'enroll a new factor');
    const factors = await factorsOf(ctx.db, caller.user.id);
    if (factors.length >= MAX_FACTORS) return authError(c, 422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    const nameConflict = () => authError(c, 422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
    if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) return nameConflict();
    const secret = newTotpSecret();
    const factor = await insertFactor(ctx.db, caller.user.id, friendlyName, secret);
    if (!factor) return nameConflict();
    const totp = await totpEnrolment(secret, issuer || new URL(ctx.settings.appUrl).hostname, caller.user.email);
    return c.json({ id: factor.id, type: 'totp', friendly_name: factor.friendly_name, totp });
  });

  app.post('/:id/challenge', async (c) => {
    const found = await callerAndFactor(c);
    if (found instanceof Response) return found;
    const limited = authRateLimited(ctx, c, RATE_RULES.mfa, found.caller.user.id);
    if (limited) return limited;
    const challenge = await insertChallenge(ctx.db, found.factor.id);
    return c.json({ id: challenge.id, type: 'totp', expires_at: challenge.expiresAt });
  });

  app.post('/:id/verify', async (c) => {
    const found = await callerAndFactor(c);
    if (found instanceof Response) return found;
    const { caller, factor } = found;
    const limited = authRateLimited(ctx, c, RATE_RULES.mfa, caller.user.id);
    if (limited) return limited;
    const body = await readJson(c, v.object({ challenge_id: v.string(), code: v.optional(v.string(), '') }));
    if (!body.ok) return authError(c, body.status, body.code, body.message);
    const code = body.value.code.trim();
    if (!code) return authError(c, 400, 'validation_failed', 'Code must be provided');
    // A new factor's first code raises the session: while another factor is verified, only a
    // session that entered that one's code lately may turn on a new one.
    if (factor.status === 'unverified' && (await needsRecentCode(ctx, caller.user.id, caller))) return staleSessionRefusal(c, 403, 'verify a new factor');
    const lockout = await wrongCodeLockout(ctx, c, 'totp', factor.id);
    if (lockout) return lockout;
    const challengeId = body.value.challenge_id;
    const state = await challengeState(ctx.db, factor.id, challengeId, WRONG_CODE_LIMITS.perChallenge);
    if (state === 'unknown') return authError(c, 422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (state === 'expired') {
      return authError(c, 422, 'mfa_challenge_expired', `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`);
    }
    const step = matchingStep(factor.secret, code, ctx.clock.nowMs());
    // A code already accepted (the same step, or an older one) is refused like a wrong one, and counts as one.
    if (step === undefined || !(await acceptCode(ctx.db, factor.id, challengeId, step))) {
      await failChallenge(ctx.db, challengeId);
      await countWrongCode(ctx, 'totp', factor.id, caller.user);
      return authError(c, 422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    // As the auth service does: a verified code forgets the user's factors left unverified.
    await deleteUnverifiedFactors(ctx.db, caller.user.id);
    const user = (await findUserById(ctx.db, caller.user.id)) ?? caller.user;
    if (factor.status === 'unverified') await sendSecurityNotice(ctx, user, 'mfa_factor_enrolled', remoteAddress(c));
    return c.json(await elevateSession(ctx, user, caller.sessionId, factor.id));
  });

  app.delete('/:id', async (c) => {
    const found = await callerAndFactor(c);
    if (found instanceof Response) return found;
    const { caller, factor } = found;
    // A factor left unverified (an enrolment abandoned) goes freely; a verified one weakens the account.
    if (factor.status === 'verified' && (await needsRecentCode(ctx, caller.user.id, caller))) return staleSessionRefusal(c, 422, 'unenroll a verified factor');
    await downgradeSessions(ctx.db, factor.id);
    await deleteFactor(ctx.db, factor.id);
    if (factor.status === 'verified') await sendSecurityNotice(ctx, caller.user, 'mfa_factor_unenrolled', remoteAddress(c));
    return c.json({ id: factor.id });
  });

  return app;
}
