import type { Context } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context';
import { hasVerifiedFactor } from '../db/mfa-factors';
import { apiError } from '../http/errors';

/**
 * An organisation that requires two-step verification lets a member act in it only with a second
 * factor, and with a session that entered it (aal2): the peers' "require MFA". A member without a
 * factor is told to add one (403 `organization_requires_two_step`); one whose session has not
 * entered its code is asked for it (403 `insufficient_aal`). Undefined when the member may go ahead.
 */
export async function twoStepRefusal(ctx: SandboxContext, c: Context<SandboxEnv>, organization: { requireTwoStep: boolean }): Promise<Response | undefined> {
  if (!organization.requireTwoStep) return undefined;
  if (!(await hasVerifiedFactor(ctx.db, c.get('userId')))) {
    return apiError(c, 403, 'This organisation requires two-step verification: add an authenticator app to your account to work in it', {
      type: 'organization_requires_two_step',
    });
  }
  if (c.get('aal') === 'aal2') return undefined;
  return apiError(c, 403, 'This organisation requires two-step verification: enter a code from your authenticator app', {
    type: 'insufficient_aal',
    required_aal: 'aal2',
  });
}
