import type { Context } from 'hono';
import { needsRecentCode } from '../auth/recent-code';
import type { SandboxContext, SandboxEnv } from '../context';
import { apiError } from '../http/errors';

/**
 * Refuses an action that costs money or reveals a secret (API-PROPOSAL.md, step-up) unless the
 * caller has no verified factor, or its token is aal2 with a TOTP code at most ten minutes old
 * (`stepUpMaxAgeSeconds`, which a journey shortens):
 * 403 insufficient_aal, saying what is needed. Undefined when the action may go ahead.
 */
export async function stepUpRefusal(ctx: SandboxContext, c: Context<SandboxEnv>): Promise<Response | undefined> {
  if (!(await needsRecentCode(ctx, c.get('userId'), { aal: c.get('aal'), amr: c.get('amr') }))) return undefined;
  return apiError(c, 403, 'Confirm it is you: this needs a code from your authenticator app entered in the last 10 minutes', {
    type: 'insufficient_aal',
    required_aal: 'aal2',
    max_age_seconds: ctx.settings.stepUpMaxAgeSeconds,
  });
}
