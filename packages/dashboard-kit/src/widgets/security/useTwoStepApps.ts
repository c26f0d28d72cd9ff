import { useState } from 'react';
import { verifiedTotpFactors } from '../../auth/assurance.logic';
import type { DashboardMfaClient } from '../../auth/types';
import { useDashboard, useSession } from '../../context/context';
import { deviceName, enrolProblemOf, type EnrolProblem } from './security.logic';
import { needsStepUp } from '../../api/errors';
import { useGuardedAuthChange } from './useGuardedAuthChange';

/** A new app between its name and its first code: what the user scans or types into the app. */
export interface Enrolment {
  factorId: string;
  name: string;
  qrCode: string;
  secret: string;
}

/** What enrolling an app answers: its id, and the QR code and secret the user's app takes. */
type NewFactor = NonNullable<Awaited<ReturnType<DashboardMfaClient['enroll']>>['data']>;

export type TwoStepNotice =
  | { tone: 'success' | 'error'; key: 'enrolDone' | 'factorRemoved' | 'lastFactorRemoved' | 'removeFailed'; name: string }
  // The user declined the code removing an app needed: the catalogue's text says what it was for.
  | { tone: 'error'; key: 'STEP_UP_REQUIRED' };

/**
 * The user's authenticator apps: the verified ones (from the session's user), adding one (a name,
 * then the QR code and the first code, which turns it on) and removing one (behind a recent code,
 * as everything that weakens the account is). A client without `mfa` offers none of it.
 */
export function useTwoStepApps() {
  const { authClient } = useDashboard();
  const guarded = useGuardedAuthChange();
  const session = useSession();
  const mfa = authClient?.mfa;
  const apps = verifiedTotpFactors(session.status === 'signed-in' ? session.user.factors : undefined);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [problem, setProblem] = useState<EnrolProblem | 'STEP_UP_REQUIRED' | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [notice, setNotice] = useState<TwoStepNotice | null>(null);

  async function chooseName(raw: string) {
    const name = deviceName(raw);
    if (!mfa) return;
    if (!name) {
      setProblem('deviceNameMissing');
      return;
    }
    setPending(true);
    setProblem(undefined);
    try {
      // Adding an app changes how the account signs in: with one already on, a code entered in
      // the last 10 minutes first, as for removing one (the auth service refuses without it).
      const answer: { factor?: NewFactor | null } = {};
      const error = await guarded(async () => {
        const { data, error: refusal } = await mfa.enroll({ factorType: 'totp', friendlyName: name });
        answer.factor = data;
        return { error: refusal };
      });
      if (needsStepUp(error)) {
        setProblem('STEP_UP_REQUIRED');
        return;
      }
      if (error || !answer.factor) {
        setProblem(error ? enrolProblemOf(error) : 'enrolFailed');
        return;
      }
      const { id, totp } = answer.factor;
      setEnrolment({ factorId: id, name, qrCode: totp.qr_code, secret: totp.secret });
    } catch {
      setProblem('enrolFailed');
    } finally {
      setPending(false);
    }
  }

  function closeDialog() {
    // A new app left before its first code is removed at once, not left to expire.
    if (enrolment && mfa) void mfa.unenroll({ factorId: enrolment.factorId }).catch(() => undefined);
    setEnrolment(null);
    setProblem(undefined);
    setDialogOpen(false);
  }

  function enrolled() {
    if (enrolment) setNotice({ tone: 'success', key: 'enrolDone', name: enrolment.name });
    setEnrolment(null);
    setDialogOpen(false);
  }

  async function remove(factorId: string, name: string) {
    if (!mfa) return;
    setNotice(null);
    try {
      // Removing an app weakens the account: a code entered in the last 10 minutes first.
      const error = await guarded(() => {
        setRemoving(factorId);
        return mfa.unenroll({ factorId });
      });
      if (needsStepUp(error)) {
        setNotice({ tone: 'error', key: 'STEP_UP_REQUIRED' });
        return;
      }
      if (error) {
        setNotice({ tone: 'error', key: 'removeFailed', name });
        return;
      }
      // The session's user lists its factors as they were: a refresh brings the list (and the aal) up to date.
      await authClient.refreshSession?.();
      setNotice({ tone: 'success', key: apps.length === 1 ? 'lastFactorRemoved' : 'factorRemoved', name });
    } catch {
      setNotice({ tone: 'error', key: 'removeFailed', name });
    } finally {
      setRemoving(null);
    }
  }

  return {
    available: Boolean(mfa),
    apps,
    dialogOpen,
    openDialog: () => {
      setNotice(null);
      setDialogOpen(true);
    },
    closeDialog,
    enrolment,
    chooseName,
    enrolled,
    problem,
    pending,
    remove,
    removing,
    notice,
    dismissNotice: () => setNotice(null),
  };
}
