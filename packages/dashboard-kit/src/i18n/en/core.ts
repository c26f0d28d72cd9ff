/**
 * The English texts every widget may show, shared words and the API client's errors: they ship
 * with the provider. `// [not from spec]` marks a text the spec does not give.
 */

export const commonEn = {
  loading: 'Loading...', // [not from spec]
  dismiss: 'Dismiss',
  cancel: 'Cancel',
  copy: 'Copy', // [not from spec]
  copied: 'Copied!',
  close: 'Close', // [not from spec]
  retry: 'Try again',
  refresh: 'Refresh', // [not from spec]
  /** Beside what a page shows from the user's last visit while the fresh answer is on its way. */
  refreshing: 'Updating…', // [not from spec]
} as const;

/** API client errors. */
export const apiErrorsEn = {
  REQUEST_TIMEOUT: 'The request timed out. Please try again.',
  NETWORK_ERROR: 'Unable to connect to the server.',
  BAD_REQUEST: 'The request was invalid.',
  UNAUTHORIZED: 'Authentication required.',
  FORBIDDEN: "You don't have permission to access this resource.",
  NOT_FOUND: 'The requested resource was not found.',
  RATE_LIMITED: 'Too many requests. Please wait before trying again.',
  SERVER_ERROR: 'An unexpected server error occurred.',
  UNKNOWN_ERROR: 'An unexpected error occurred.',
  NO_AUTH_TOKEN: 'No authentication token available',
  // [not from spec] API-PROPOSAL.md: a 402 for a key at its monthly cap.
  KEY_SPEND_CAP_REACHED: 'This API key has reached its monthly spend cap. Raise the cap or wait for the month to turn.',
  // [not from spec] API-PROPOSAL.md: a 409 for a key rolled already.
  KEY_ALREADY_ROLLED: 'This API key was rolled already. Roll the key that replaced it instead.',
  // [not from spec] API-PROPOSAL.md: a 403 insufficient_aal, when the user left the code dialog.
  STEP_UP_REQUIRED: 'This needs a code from your authenticator app, entered in the last 10 minutes. Try again and enter the code when asked.',
  // [not from spec] API-PROPOSAL.md: a 401 session_revoked, for a session signed out elsewhere.
  SESSION_ENDED: 'You were signed out: this session was ended on another device or by a new password. Sign in again.',
  // [not from spec] API-PROPOSAL.md: a 401 account_deleted.
  ACCOUNT_DELETED: 'This account was deleted.',
  // [not from spec] API-PROPOSAL.md: a 403 insufficient_role, the member's role may not do it.
  INSUFFICIENT_ROLE: 'Your role in this organisation does not allow this. Ask an owner or admin.',
  // [not from spec] API-PROPOSAL.md: a 403 organization_access_denied, no longer a member.
  ORGANIZATION_ACCESS_DENIED: 'You are no longer a member of this organisation.',
  // [not from spec] API-PROPOSAL.md: a 403 organization_requires_two_step, the member has no second factor.
  ORGANIZATION_REQUIRES_TWO_STEP: 'This organisation requires two-step verification. Add an authenticator app on the Security tab of your account to work in it.',
} as const;

export const apiErrorSuggestionsEn = {
  UNAUTHORIZED: 'Please log in again.', // [not from spec] wording of "suggests logging in again"
} as const;
