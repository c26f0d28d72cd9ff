import { useState } from 'react';
import { verifiedTotpFactors } from '../../auth/assurance.logic';
import { useDashboard, useSession } from '../../context/context';
import { useDiscardEnrolment, useEnrolAuthenticator, useRemoveAuthenticator, type Enrolment } from '../../data/account/factor-mutations';

/** What the section says once an app was added or removed. */
export interface TwoStepNotice {
  key: 'enrolDone' | 'factorRemoved' | 'lastFactorRemoved';
  name: string;
}

/**
 * The user's authenticator apps: the verified ones (from the session's user), adding one (a name,
 * then the QR code and the first code, which turns it on) and removing one (behind a recent code,
 * as everything that weakens the account is). A client without `mfa` offers none of it.
 */
export function useTwoStepApps() {
  const { authClient } = useDashboard();
  const session = useSession();
  const enrol = useEnrolAuthenticator();
  const remove = useRemoveAuthenticator();
  const discard = useDiscardEnrolment();
  const apps = verifiedTotpFactors(session.status === 'signed-in' ? session.user.factors : undefined);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [notice, setNotice] = useState<TwoStepNotice | null>(null);

  function closeDialog() {
    // A new app left before its first code is removed at once, not left to expire.
    if (enrolment) discard.mutate(enrolment.factorId);
    setEnrolment(null);
    enrol.reset();
    setDialogOpen(false);
  }

  function enrolled() {
    if (enrolment) setNotice({ key: 'enrolDone', name: enrolment.name });
    setEnrolment(null);
    setDialogOpen(false);
  }

  return {
    available: Boolean(authClient?.mfa),
    apps,
    dialogOpen,
    openDialog: () => {
      setNotice(null);
      remove.reset();
      setDialogOpen(true);
    },
    closeDialog,
    enrolment,
    /** Adding an app changes how the account signs in: with one already on, a recent code first. */
    chooseName: (typed: string) => {
      if (!enrol.isPending) enrol.mutate(typed, { onSuccess: setEnrolment });
    },
    enrolled,
    /** Why the app could not be added. */
    problem: enrol.error ?? undefined,
    pending: enrol.isPending,
    remove: (factorId: string, name: string) => {
      setNotice(null);
      remove.mutate(factorId, { onSuccess: () => setNotice({ key: apps.length === 1 ? 'lastFactorRemoved' : 'factorRemoved', name }) });
    },
    removing: remove.isPending ? (remove.variables ?? null) : null,
    /** Why the last removal did not happen (a declined code says what it was for). */
    removeProblem: remove.error ?? undefined,
    notice,
    dismissNotice: () => {
      setNotice(null);
      remove.reset();
    },
  };
}
