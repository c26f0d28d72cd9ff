import { hasRecentCode, verifiedTotpFactors } from '../../auth/assurance.logic';
import type { AuthErrorLike } from '../../auth/types';
import { useSession } from '../../context/context';
import { useRequestStepUp } from '../../context/step-up';

/** The user declined the code a change of their sign-in needed. */
export const STEP_UP_DECLINED = 'declined';

/**
 * Runs a change of how the user signs in (password, email, apps, connected accounts) as the account allows it: with an
 * authenticator app, a code entered in the last 10 minutes first (the auth service itself asks
 * only for aal2, and answers `insufficient_aal` without it: then once more, after a code).
 * Gives the auth service's error, null on success, or `declined`.
 */
export function useGuardedAuthChange(): (attempt: () => Promise<{ error: AuthErrorLike | null }>) => Promise<AuthErrorLike | null | typeof STEP_UP_DECLINED> {
  const session = useSession();
  const requestStepUp = useRequestStepUp();
  return async (attempt) => {
    const codeFirst = session.status === 'signed-in' && verifiedTotpFactors(session.user.factors).length > 0 && !hasRecentCode(session.accessToken);
    if (codeFirst && !(await requestStepUp?.())) return STEP_UP_DECLINED;
    let { error } = await attempt();
    if (error?.code === 'insufficient_aal') {
      if (!(await requestStepUp?.())) return STEP_UP_DECLINED;
      ({ error } = await attempt());
    }
    return error;
  };
}
