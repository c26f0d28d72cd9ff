// Imports with their extension, no browser globals: endpoint definitions that the host's build reads in Node use it.
import { DashboardError, type ErrorCodeOf } from '../../api/errors.ts';
import type { AuthErrorLike } from '../../auth/types.ts';

export type SecurityErrorCode = ErrorCodeOf<'security'>;

/** A refusal or failure of a change to how the user signs in, worded in the security section; what the auth service said is its cause. */
export function securityError(code: SecurityErrorCode, cause?: unknown): DashboardError {
  return new DashboardError({ section: 'security', code, cause });
}

/**
 * An auth service's refusal as the kit raises it: for want of a recent authenticator code
 * (`insufficient_aal`), STEP_UP_REQUIRED, the refusal the step-up wrapper lifts; else `code`,
 * what the change's own reading of the answer made of it.
 */
export function authRefusal(error: AuthErrorLike, code: SecurityErrorCode | 'needsAuthenticatorCode'): DashboardError {
  if (error.code === 'insufficient_aal' || code === 'needsAuthenticatorCode') return new DashboardError({ code: 'STEP_UP_REQUIRED', status: error.status, cause: error });
  return securityError(code, error);
}
