import { hasRecentCode, verifiedTotpFactors } from '../../auth/assurance.logic';
import { useSession } from '../../context/context';
import { useRequestStepUp } from '../../context/step-up';
import { sendWithStepUp } from '../step-up';
import type { AuthChangeGuard } from './auth-change';

/**
 * Sends a change of how the user signs in as the account allows it, through the step-up wrapper the
 * API's changes use: with an authenticator app and no code in the last 10 minutes it asks first
 * (the auth service itself asks only for aal2); on `insufficient_aal` it asks once and sends once
 * more; declined, the change fails with STEP_UP_REQUIRED.
 */
export function useStepUpGuard(): AuthChangeGuard {
  const session = useSession();
  const stepUp = useRequestStepUp();
  const askFirst = session.status === 'signed-in' && verifiedTotpFactors(session.user.factors).length > 0 && !hasRecentCode(session.accessToken);
  return (send) => sendWithStepUp(send, { stepUp, askFirst });
}
