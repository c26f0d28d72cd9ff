import { needsStepUp } from '../../api/errors';
import { hasRecentCode, verifiedTotpFactors } from '../../auth/assurance.logic';
import type { AuthErrorLike } from '../../auth/types';
import { useSession } from '../../context/context';
import { useRequestStepUp } from '../../context/step-up';
import { sendWithStepUp } from '../../data/step-up';

/** An auth call's refusal, thrown so the step-up wrapper sees it (auth calls answer with their error). */
class AuthRefusal {
  constructor(readonly error: AuthErrorLike) {}
}

const isCodeRefusal = (error: unknown) => error instanceof AuthRefusal && error.error.code === 'insufficient_aal';

/**
 * Runs a change of how the user signs in (password, email, apps, connected accounts) as the
 * account allows it, through the same step-up wrapper as the API's changes: with an authenticator
 * app, a code entered in the last 10 minutes first (the auth service itself asks only for aal2,
 * and answers `insufficient_aal` without it: then once more, after a code). Gives the auth
 * service's error, null on success, or, declined, STEP_UP_REQUIRED (`needsStepUp` says so).
 */
export function useGuardedAuthChange(): (attempt: () => Promise<{ error: AuthErrorLike | null }>) => Promise<AuthErrorLike | null> {
  const session = useSession();
  const requestStepUp = useRequestStepUp();
  return async (attempt) => {
    const askFirst = session.status === 'signed-in' && verifiedTotpFactors(session.user.factors).length > 0 && !hasRecentCode(session.accessToken);
    try {
      await sendWithStepUp(
        async () => {
          const { error } = await attempt();
          if (error) throw new AuthRefusal(error);
        },
        { stepUp: requestStepUp, isRefusal: isCodeRefusal, askFirst },
      );
      return null;
    } catch (error) {
      if (error instanceof AuthRefusal) return error.error;
      if (needsStepUp(error)) return error as AuthErrorLike;
      throw error;
    }
  };
}
