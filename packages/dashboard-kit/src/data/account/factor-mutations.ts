import type { DashboardAuthClient, DashboardMfaClient } from '../../auth/types';
import { authRefusal, securityError } from './account-errors';
import { CODE_LENGTH, codeAnswerOf, deviceName, enrolProblemOf, normalizeCode } from './auth-answers.logic';
import { useAuthChange } from './auth-change';
import { useStepUpGuard } from './step-up-guard';

/** A new app between its name and its first code: what the user scans or types into the app. */
export interface Enrolment {
  /** The new app's factor: its first code goes to `useVerifyCode` with it. */
  factorId: string;
  /** The name the user gave it, as saved. */
  name: string;
  /** The QR code, an SVG data URL. */
  qrCode: string;
  /** The setup key, for typing in where the QR code cannot be scanned. */
  secret: string;
}

function mfaOf(auth: DashboardAuthClient, failure: 'enrolFailed' | 'removeFailed' | 'verifyFailed'): DashboardMfaClient {
  if (!auth.mfa) throw securityError(failure);
  return auth.mfa;
}

/**
 * Adds an authenticator app under a name (trimmed, at most 60 characters): gives what the user's
 * app takes (QR code and setup key); the app counts once its first code is verified
 * (`useVerifyCode` with its `factorId`). With an app already on, a recent code first.
 * @example
 * const enrol = useEnrolAuthenticator();
 * const { qrCode, secret, factorId } = await enrol.mutateAsync('Work phone');
 */
export function useEnrolAuthenticator() {
  return useAuthChange<string, Enrolment>({
    hook: 'useEnrolAuthenticator',
    failed: (cause) => securityError('enrolFailed', cause),
    check: (typed) => (deviceName(typed) ? undefined : securityError('deviceNameMissing')),
    send: async (auth, typed) => {
      const name = deviceName(typed);
      const { data, error } = await mfaOf(auth, 'enrolFailed').enroll({ factorType: 'totp', friendlyName: name });
      if (error) throw authRefusal(error, enrolProblemOf(error));
      if (!data) throw securityError('enrolFailed');
      return { factorId: data.id, name, qrCode: data.totp.qr_code, secret: data.totp.secret };
    },
  }, useStepUpGuard());
}

/**
 * Removes an authenticator app (a recent code first: it weakens the account), then refreshes the
 * session so its user lists the apps, and its assurance, as they are now.
 */
export function useRemoveAuthenticator() {
  return useAuthChange<string, void>({
    hook: 'useRemoveAuthenticator',
    failed: (cause) => securityError('removeFailed', cause),
    send: async (auth, factorId) => {
      const { error } = await mfaOf(auth, 'removeFailed').unenroll({ factorId });
      if (error) throw authRefusal(error, 'removeFailed');
      await auth.refreshSession?.();
    },
  }, useStepUpGuard());
}

/**
 * Forgets an app added but never verified (its dialog was left before the first code), at once
 * rather than left to expire. Nothing to tell the user if it fails: the auth service drops it later.
 */
export function useDiscardEnrolment() {
  return useAuthChange<string, void>({
    hook: 'useDiscardEnrolment',
    failed: (cause) => securityError('removeFailed', cause),
    send: async (auth, factorId) => {
      await auth.mfa?.unenroll({ factorId });
    },
  });
}

/** A code typed for an app: the app's factor and what the user typed (spaces and dashes allowed). */
export interface CodeCheck {
  /** The app the code comes from (a verified one, or a new app's own). */
  factorId: string | undefined;
  /** What the user typed or pasted: six digits, spaces and dashes allowed. */
  typed: string;
}

/**
 * Checks a code from an authenticator app, asking the auth service for a fresh challenge each
 * time (so none can expire while the user looks for their phone). A verify that succeeds raises
 * the session to aal2, and a new app's first code turns that app on.
 * @example
 * const check = useVerifyCode();
 * await check.mutateAsync({ factorId, typed: '123 456' });
 */
export function useVerifyCode() {
  return useAuthChange<CodeCheck, void>({
    hook: 'useVerifyCode',
    failed: (cause) => securityError('verifyFailed', cause),
    check: ({ typed }) => (normalizeCode(typed).length === CODE_LENGTH ? undefined : securityError('codeIncomplete')),
    send: async (auth, { factorId, typed }) => {
      const mfa = mfaOf(auth, 'verifyFailed');
      if (!factorId) throw securityError('verifyFailed');
      const challenge = await mfa.challenge({ factorId });
      if (challenge.error) throw securityError(codeAnswerOf(challenge.error), challenge.error);
      if (!challenge.data) throw securityError('verifyFailed');
      const { error } = await mfa.verify({ factorId, challengeId: challenge.data.id, code: normalizeCode(typed) });
      if (error) throw securityError(codeAnswerOf(error), error);
    },
  });
}
