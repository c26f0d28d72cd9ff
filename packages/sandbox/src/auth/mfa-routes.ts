import { Hono, type Context } from 'hono';
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
import { authError } from '../http/errors';
import { RATE_RULES } from '../http/rate-limit';
import { routeTable, SIGNED_IN } from '../guards/route';
import { FACTOR_ENROL, FACTOR_PARAMS, FACTOR_VERIFY } from './route-bounds';
import { sendSecurityNotice } from './security-notices';
import { downgradeSessions, elevateSession } from './sessions';
import { matchingStep, newTotpSecret, totpEnrolment } from './totp';
import { countWrongCode, WRONG_CODE_LIMITS, wrongCodeLockout } from './wrong-code-limits';
import { remoteAddress } from '../http/loopback';

const factorNotFound = (c: Context) => authError(c, 404, 'mfa_factor_not_found', 'Factor not found');

/** The auth service's second-factor calls (TOTP), under /auth/v1/factors. */
export function mfaRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const routes = routeTable(app, ctx, 'auth');
  /** The auth service's limit on challenges and codes, per user and address. */
  const perUser = { rule: RATE_RULES.mfa, per: 'address-and-user' } as const;

  /** The caller's factor the path names, or the 404 the service answers. */
  async function callersFactor(c: Context<SandboxEnv>, id: string): Promise<FactorRow | Response> {
    return (await findFactor(ctx.db, c.get('userId'), id)) ?? factorNotFound(c);
  }

  routes.post(
    '/',
    {
      access: SIGNED_IN,
      stepUp: { when: 'the user has a verified factor: a stale session may not add one of its own, whose code would make it fresh' },
      idempotency: 'none',
      rateLimit: 'none',
      bounds: { body: FACTOR_ENROL },
    },
    async (c, { body, stepUp }) => {
      const caller = c.get('authSession');
      const { factor_type: type, issuer } = body;
      const friendlyName = body.friendly_name.trim();
      if (type !== 'totp') return authError(c, 400, 'validation_failed', 'factor_type needs to be totp');
      const stale = await stepUp({ status: 403, action: 'enroll a new factor' });
      if (stale) return stale;
      const factors = await factorsOf(ctx.db, caller.user.id);
      if (factors.length >= MAX_FACTORS) return authError(c, 422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
      const nameConflict = () => authError(c, 422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
      if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) return nameConflict();
      const secret = newTotpSecret();
      const factor = await insertFactor(ctx.db, caller.user.id, friendlyName, secret);
      if (!factor) return nameConflict();
      const totp = await totpEnrolment(secret, issuer || new URL(ctx.settings.appUrl).hostname, caller.user.email);
      return c.json({ id: factor.id, type: 'totp', friendly_name: factor.friendly_name, totp });
    },
  );

  routes.post(
    '/:id/challenge',
    { access: SIGNED_IN, stepUp: 'none', idempotency: 'none', rateLimit: perUser, bounds: { params: FACTOR_PARAMS } },
    async (c, { params }) => {
      const factor = await callersFactor(c, params.id);
      if (factor instanceof Response) return factor;
      const challenge = await insertChallenge(ctx.db, factor.id);
      return c.json({ id: challenge.id, type: 'totp', expires_at: challenge.expiresAt });
    },
  );

  routes.post(
    '/:id/verify',
    {
      access: SIGNED_IN,
      stepUp: { when: 'the factor is new and another is verified: only a session that entered that one’s code lately may turn on a new one' },
      idempotency: 'none',
      rateLimit: perUser,
      bounds: { params: FACTOR_PARAMS, body: FACTOR_VERIFY },
    },
    async (c, { params, body, stepUp }) => {
      const caller = c.get('authSession');
      const factor = await callersFactor(c, params.id);
      if (factor instanceof Response) return factor;
      const code = body.code.trim();
      if (!code) return authError(c, 400, 'validation_failed', 'Code must be provided');
      // A new factor's first code raises the session: while another factor is verified, only a
      // session that entered that one's code lately may turn on a new one.
      if (factor.status === 'unverified') {
        const stale = await stepUp({ status: 403, action: 'verify a new factor' });
        if (stale) return stale;
      }
      const lockout = await wrongCodeLockout(ctx, c, 'totp', factor.id);
      if (lockout) return lockout;
      const challengeId = body.challenge_id;
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
    },
  );

  routes.delete(
    '/:id',
    {
      access: SIGNED_IN,
      stepUp: { when: 'the factor is verified (an abandoned enrolment goes freely; a verified one weakens the account)' },
      idempotency: 'none',
      rateLimit: 'none',
      bounds: { params: FACTOR_PARAMS },
    },
    async (c, { params, stepUp }) => {
      const caller = c.get('authSession');
      const factor = await callersFactor(c, params.id);
      if (factor instanceof Response) return factor;
      if (factor.status === 'verified') {
        const stale = await stepUp({ status: 422, action: 'unenroll a verified factor' });
        if (stale) return stale;
      }
      await downgradeSessions(ctx.db, factor.id);
      await deleteFactor(ctx.db, factor.id);
      if (factor.status === 'verified') await sendSecurityNotice(ctx, caller.user, 'mfa_factor_unenrolled', remoteAddress(c));
      return c.json({ id: factor.id });
    },
  );

  return app;
}
