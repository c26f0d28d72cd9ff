import { useState } from 'react';
import { useDashboard, useSession } from '../../context/context';
import { verifiedTotpFactors } from '../../auth/assurance.logic';
import { CODE_LENGTH, normalizeCode, problemOf, type CodeProblem } from './codeVerification.logic';

/**
 * Entering a code from an authenticator app: the factors it may come from, and a verify that
 * asks the auth service for a fresh challenge each time (so none can expire while the user looks
 * for their phone). A verify that succeeds raises the session to aal2; the auth client tells the
 * provider, and whatever waited on the code goes on. With `newFactorId`, the code is a new app's
 * first, which turns that app on.
 */
export function useCodeVerification(newFactorId?: string) {
  const { authClient } = useDashboard();
  const session = useSession();
  // A new app's first code is for that app alone; otherwise any verified app's will do.
  const factors = newFactorId ? [] : verifiedTotpFactors(session.status === 'signed-in' ? session.user.factors : undefined);
  const [chosenFactorId, setChosenFactorId] = useState<string | undefined>(undefined);
  const factorId = newFactorId ?? chosenFactorId ?? factors[0]?.id;
  const [problem, setProblem] = useState<CodeProblem | undefined>(undefined);
  const [pending, setPending] = useState(false);

  /** Verifies `typed`; true once the session is aal2. */
  async function verify(typed: string): Promise<boolean> {
    const code = normalizeCode(typed);
    const mfa = authClient?.mfa;
    if (code.length !== CODE_LENGTH) {
      setProblem('codeIncomplete');
      return false;
    }
    if (!mfa || !factorId) {
      setProblem('verifyFailed');
      return false;
    }
    setPending(true);
    setProblem(undefined);
    try {
      const challenge = await mfa.challenge({ factorId });
      if (challenge.error || !challenge.data) {
        setProblem(challenge.error ? problemOf(challenge.error) : 'verifyFailed');
        return false;
      }
      const { error } = await mfa.verify({ factorId, challengeId: challenge.data.id, code });
      if (error) {
        setProblem(problemOf(error));
        return false;
      }
      return true;
    } catch {
      setProblem('verifyFailed');
      return false;
    } finally {
      setPending(false);
    }
  }

  return { factors, factorId, chooseFactor: setChosenFactorId, verify, problem, pending, clearProblem: () => setProblem(undefined) };
}
