import { creditsEn } from '../i18n/en/credits.ts';
import { apiErrorsEn } from '../i18n/en/core.ts';
import type { en } from '../i18n/messages.ts';
import { filesEn } from '../i18n/en/files.ts';
import type { SignOutNotice } from '../auth/types.ts';

/** Codes of the API error catalogue, plus the kit's own missing-token code. */
export type ApiErrorCode = keyof (typeof en)['apiErrors'];

export type ApiErrorSeverity = 'error' | 'warning';

/** What a 400 response may say about the failing request. */
export interface BadRequestDetails {
  type?: string;
  model_name?: string;
  requested_lat?: number;
  requested_lon?: number;
}

interface CatalogueEntry {
  retryable: boolean;
  severity: ApiErrorSeverity;
}

/**
 * Retry and severity per code. The spec leaves "retryable" unsaid for 401, 403 and 404:
 * retrying cannot change those answers, so they are not retried.
 */
const CATALOGUE: Record<ApiErrorCode, CatalogueEntry> = {
  REQUEST_TIMEOUT: { retryable: true, severity: 'error' },
  NETWORK_ERROR: { retryable: true, severity: 'error' },
  BAD_REQUEST: { retryable: false, severity: 'error' },
  UNAUTHORIZED: { retryable: false, severity: 'error' },
  FORBIDDEN: { retryable: false, severity: 'error' },
  NOT_FOUND: { retryable: false, severity: 'error' },
  RATE_LIMITED: { retryable: true, severity: 'warning' },
  SERVER_ERROR: { retryable: true, severity: 'error' },
  UNKNOWN_ERROR: { retryable: true, severity: 'error' },
  NO_AUTH_TOKEN: { retryable: false, severity: 'error' },
  // Only a raised cap or the next month lifts it: retrying cannot help.
  KEY_SPEND_CAP_REACHED: { retryable: false, severity: 'warning' },
  KEY_ALREADY_ROLLED: { retryable: false, severity: 'error' },
  // A code from the user's authenticator app lifts it (the kit asks for one and sends again once).
  STEP_UP_REQUIRED: { retryable: false, severity: 'warning' },
  // The provider ended the session (signed out elsewhere, a new password) or the account is gone:
  // only signing in again helps, and the kit signs this browser out.
  SESSION_ENDED: { retryable: false, severity: 'warning' },
  ACCOUNT_DELETED: { retryable: false, severity: 'warning' },
};

export interface ApiErrorInit {
  code: ApiErrorCode;
  status?: number;
  details?: BadRequestDetails;
  /** What the server said, kept for logs and error reports; never shown instead of the catalogue text. */
  serverMessage?: string;
  cause?: unknown;
}

/**
 * The errors the kit throws share a shape: a `code` to branch on and, in `message`, the English
 * catalogue text for logs. What a user reads comes from the active messages at render
 * (`useErrorText`), so a localization reaches every error.
 */

/** The one error type every failed API call becomes. */
export class DashboardApiError extends Error {
  override readonly name = 'DashboardApiError';
  readonly code: ApiErrorCode;
  readonly status: number | undefined;
  readonly retryable: boolean;
  readonly severity: ApiErrorSeverity;
  readonly details: BadRequestDetails | undefined;
  readonly serverMessage: string | undefined;

  constructor(init: ApiErrorInit) {
    super(apiErrorsEn[init.code], init.cause === undefined ? undefined : { cause: init.cause });
    const entry = CATALOGUE[init.code];
    this.code = init.code;
    this.status = init.status;
    this.retryable = entry.retryable;
    this.severity = entry.severity;
    this.details = init.details;
    this.serverMessage = init.serverMessage;
  }
}

/** A folder listing failed: always FILE_BROWSER_ERROR, with the API's error as its cause. */
export class FileBrowserError extends Error {
  override readonly name = 'FileBrowserError';
  readonly code = 'FILE_BROWSER_ERROR';
  constructor(override readonly cause: unknown) {
    super(filesEn.fetchFailed, { cause });
  }
  /** The API said 403: the user lacks read:files. */
  get forbidden(): boolean {
    return this.cause instanceof DashboardApiError && this.cause.code === 'FORBIDDEN';
  }
}

/** The three ways a checkout can fail, as message keys of the credits catalogue. */
export type CheckoutFailure = 'checkoutFailed' | 'noCheckoutUrl' | 'paymentFailed';

/** Starting a checkout failed; `failure` says how. */
export class CheckoutError extends Error {
  override readonly name = 'CheckoutError';
  readonly code = 'CHECKOUT_ERROR';
  constructor(
    readonly failure: CheckoutFailure,
    cause?: unknown,
  ) {
    super(creditsEn[failure], { cause });
  }
}

export function isDashboardApiError(error: unknown): error is DashboardApiError {
  return error instanceof DashboardApiError;
}

/** Refused for want of a recent authenticator code, itself or as the cause of an endpoint's own error. */
export function needsStepUp(error: unknown): boolean {
  const cause = error instanceof CheckoutError ? error.cause : error;
  return isDashboardApiError(cause) && cause.code === 'STEP_UP_REQUIRED';
}

/**
 * Why an error means this browser is signed out: the provider ended its session or deleted its
 * account (the sign-in page then says which); undefined for any other error.
 */
export function signOutNoticeOf(error: unknown): SignOutNotice | undefined {
  if (!isDashboardApiError(error)) return undefined;
  if (error.code === 'ACCOUNT_DELETED') return 'accountDeleted';
  if (error.code === 'SESSION_ENDED') return 'sessionEnded';
  return undefined;
}

/** Maps an HTTP status to its catalogue code. */
export function codeForStatus(status: number): ApiErrorCode {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500 && status <= 599) return 'SERVER_ERROR';
  return 'UNKNOWN_ERROR';
}

function pickDetails(body: unknown): BadRequestDetails | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const source = 'details' in body && body.details && typeof body.details === 'object' ? body.details : body;
  const record = source as Record<string, unknown>;
  const details: BadRequestDetails = {};
  if (typeof record.type === 'string') details.type = record.type;
  if (typeof record.model_name === 'string') details.model_name = record.model_name;
  if (typeof record.requested_lat === 'number') details.requested_lat = record.requested_lat;
  if (typeof record.requested_lon === 'number') details.requested_lon = record.requested_lon;
  return Object.keys(details).length > 0 ? details : undefined;
}

function pickServerMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.slice(0, 500) || undefined;
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'detail', 'error', 'msg']) {
    if (typeof record[key] === 'string') return record[key];
  }
  return undefined;
}

/** The refusals of the proposed API that name themselves (API-PROPOSAL.md): their status and type, and their code. */
const NAMED_REFUSALS: readonly { status: number; type: string; code: ApiErrorCode }[] = [
  { status: 402, type: 'key_spend_cap_reached', code: 'KEY_SPEND_CAP_REACHED' },
  { status: 409, type: 'key_already_rolled', code: 'KEY_ALREADY_ROLLED' },
  { status: 403, type: 'insufficient_aal', code: 'STEP_UP_REQUIRED' },
  { status: 401, type: 'session_revoked', code: 'SESSION_ENDED' },
  { status: 401, type: 'account_deleted', code: 'ACCOUNT_DELETED' },
];

function namedRefusal(status: number, body: unknown): ApiErrorCode | undefined {
  const type = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).type : undefined;
  return NAMED_REFUSALS.find((refusal) => refusal.status === status && refusal.type === type)?.code;
}

/**
 * A gateway's own answer: a 502 or 504 without the API's JSON (a CDN's or proxy's page, or
 * nothing) says the API gave no response, and reads as the failed connection it was.
 */
const isGatewayFailure = (status: number, body: unknown) => (status === 502 || status === 504) && (body === undefined || typeof body === 'string');

/** Turns an HTTP error response into the catalogue error. */
export function errorFromResponse(status: number, body: unknown): DashboardApiError {
  const code = namedRefusal(status, body) ?? (isGatewayFailure(status, body) ? 'NETWORK_ERROR' : codeForStatus(status));
  return new DashboardApiError({
    code,
    status,
    details: code === 'BAD_REQUEST' ? pickDetails(body) : undefined,
    serverMessage: pickServerMessage(body),
  });
}

/** React Query's retry predicate: only what the catalogue marks retryable, a few times. (Typed `Error`, so a query using it keeps TanStack's `Error` type for `error`.) */
export function shouldRetry(failureCount: number, error: Error): boolean {
  return failureCount < 2 && isDashboardApiError(error) && error.retryable;
}

/**
 * Turns any thrown value into a display message: a string is the
 * message; an Error uses its message; another object with a message is used as is;
 * anything else is the fallback.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error.length > 0) return error;
  if (error instanceof Error && error.message) return error.message;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return fallback;
}
