import { useState } from 'react';
import { useSession } from '../../context/context';
import { verifiedTotpFactors } from '../../auth/assurance.logic';
import { useVerifyCode } from '../../data/account/factor-mutations';

/**
 * Entering a code from an authenticator app: the factors it may come from, the one chosen, and a
 * verify (`useVerifyCode`) that resolves true once the session is aal2; the auth client tells the
 * provider, and whatever waited on the code goes on. With `newFactorId`, the code is a new app's
 * first, which turns that app on.
 */
export function useCodeVerification(newFactorId?: string) {
  const session = useSession();
  const check = useVerifyCode();
  // A new app's first code is for that app alone; otherwise any verified app's will do.
  const factors = newFactorId ? [] : verifiedTotpFactors(session.status === 'signed-in' ? session.user.factors : undefined);
  const [chosenFactorId, setChosenFactorId] = useState<string | undefined>(undefined);
  const factorId = newFactorId ?? chosenFactorId ?? factors[0]?.id;

  return {
    factors,
    factorId,
    chooseFactor: setChosenFactorId,
    /** Verifies `typed`; true once the session is aal2 (a failure is `problem`). */
    verify: (typed: string) =>
      check.mutateAsync({ factorId, typed }).then(
        () => true,
        () => false,
      ),
    problem: check.error ?? undefined,
    pending: check.isPending,
  };
}
