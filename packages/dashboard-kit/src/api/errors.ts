import { apiErrorsEn } from '../i18n/en/core.ts';
import type { en } from '../i18n/messages.ts';
import type { SignOutNotice } from '../auth/types.ts';

/** Codes of the API error catalogue, plus the kit's own missing-token code. */
export type ApiErrorCode = keyof (typeof en)['apiErrors'];

/**
 * The codes the kit raises besides the API's, by the catalogue section that words them: a widget's
 * errors are worded in its own section, so its texts ship with it alone. Each code is its text's key.
 */
export const WIDGET_ERROR_CODES = {
  cli: ['missingParams', 'badCallback'],
  files: ['FILE_BROWSER_ERROR'],
  profile: ['saveFailed'],
  credits: ['checkoutFailed', 'noCheckoutUrl', 'paymentFailed'],
  security: [
    // The code from an authenticator app.
    'codeIncomplete',
    'wrongCode',
    'challengeExpired',
    'tooManyTries',
    'verifyFailed',
    // Adding and removing an app.
    'deviceNameMissing',
    'nameConflict',
    'tooManyFactors',
    'enrolFailed',
    'removeFailed',
    // A new email address.
    'emailInvalid',
    'emailSame',
    'emailExists',
    'emailRateLimited',
    'emailFailed',
    // A new password.
    'passwordTooShort',
    'passwordsDiffer',
    'samePassword',
    'weakPassword',
    'reauthCodeMissing',
    'reauthCodeWrong',
    'passwordFailed',
    // Connected accounts.
    'linkTaken',
    'linkFailed',
    'linkingOff',
    'onlySignInMethod',
    'unlinkFailed',
    // Other devices and deleting the account.
    'signOutOthersFailed',
    'deleteFailed',
    'soleOwner',
  ],
  organizations: [
    // What was typed, checked before anything is sent.
    'nameRequired',
    'emailInvalid',
    'slugInvalid',
    // The API's refusals (data/organizations/endpoints.ts).
    'slugTaken',
    'slugReserved',
    'lastOwner',
    'seatLimitReached',
    'alreadyMember',
    'alreadyInvited',
    'confirmationMismatch',
    'twoStepNeededFirst',
    'invalidVatId',
  ],
  // The auth service's refusals on the sign-in screen; any other is worded as the service said it, else `genericError`.
  login: ['invalidCredentials', 'emailNotConfirmed', 'rateLimited', 'genericError'],
  // An invitation's refusals, worded where the switcher and the banner take it.
  organizationSwitcher: ['invitationWrongAddress', 'invitationAlreadyAccepted', 'invitationDeclined', 'invitationRevoked', 'invitationExpired', 'invitationNotFound', 'seatsFull'],
} as const;

/** Where a code's words are not under its own name in its section. */
export const ERROR_TEXT_KEYS: Partial<Record<string, string>> = { FILE_BROWSER_ERROR: 'fetchFailed' };

/** Each widget section's codes. */
export type WidgetErrorCodes = { [Section in keyof typeof WIDGET_ERROR_CODES]: (typeof WIDGET_ERROR_CODES)[Section][number] };

/** The catalogue sections that word an error: the API's codes, and the widgets' own. */
export type ErrorSection = 'apiErrors' | keyof WidgetErrorCodes;

/** The codes of one section (its own words' keys, but for those `ERROR_TEXT_KEYS` names). */
export type ErrorCodeOf<Section extends ErrorSection> = Section extends keyof WidgetErrorCodes ? WidgetErrorCodes[Section] : ApiErrorCode;

/** Every code the kit raises. */
export type DashboardErrorCode = ErrorCodeOf<ErrorSection>;

export type ApiErrorSeverity = 'error' | 'warning';

/**
 * What a refusal said about the failing request: its `type` (any status), a 400's particulars, and
 * whatever else the refusal named (a regional model's `valid_lat`, a cap's `cap_cents`), so a widget
 * can explain it as the request log does.
 */
export interface BadRequestDetails {
  type?: string;
  model_name?: string;
  requested_lat?: number;
  requested_lon?: number;
  [detail: string]: unknown;
}

/** A refusal's words, not its details: the server's message is kept apart (`serverMessage`). */
const MESSAGE_FIELDS = new Set(['message', 'detail', 'error', 'msg']);

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
  // Only another role, given by an owner or admin, lifts it.
  INSUFFICIENT_ROLE: { retryable: false, severity: 'warning' },
  // The member was removed (or the organisation deleted): the kit returns to the personal account.
  ORGANIZATION_ACCESS_DENIED: { retryable: false, severity: 'warning' },
  // The organisation requires a second factor the member has not added: adding one lifts it.
  ORGANIZATION_REQUIRES_TWO_STEP: { retryable: false, severity: 'warning' },
};

/** An error of the API client: its code, and what the answer said. */
export interface ApiErrorInit {
  section?: 'apiErrors';
  code: ApiErrorCode;
  status?: number;
  details?: BadRequestDetails;
  /** What the server said, kept for logs and error reports; never shown instead of the catalogue text. */
  serverMessage?: string;
  cause?: unknown;
}

/**
 * A widget's own error: its section and code (the view words it from its section's texts), what
 * the service said where the spec shows its words (a failed profile save), and what caused it.
 */
export type WidgetErrorInit = {
  [Section in keyof WidgetErrorCodes]: {
    section: Section;
    code: WidgetErrorCodes[Section];
    /** What the service said, shown where the active language has no words of its own for the code. */
    serverMessage?: string;
    /** @deprecated Since 0.2; removed in 1.0.0. Ignored for wording (the section's texts word a code); kept as the message where given. */
    english?: string;
    cause?: unknown;
  };
}[keyof WidgetErrorCodes];

/**
 * The one error type the kit raises, for the API's refusals, the auth service's and the widgets'
 * own alike: a `code` to branch on, the catalogue `section` that words it (`useErrorText` reads
 * the user's language there; a widget's texts thus ship with that widget alone), and in `message`
 * the API's English text or, for a widget's code, `section.code` for logs. What caused it, if
 * anything, is its `cause`.
 * @example
 * if (error instanceof DashboardError && error.code === 'KEY_SPEND_CAP_REACHED') offerRaisingTheCap();
 */
export class DashboardError extends Error {
  override readonly name = 'DashboardError';
  /** The catalogue section that words it: `apiErrors` for the API's codes, else the widget's own. */
  readonly section: ErrorSection;
  /** What went wrong, to branch on: stable across versions and languages. */
  readonly code: DashboardErrorCode;
  /** The HTTP status of the API's answer, for an API error that had one. */
  readonly status: number | undefined;
  /** Whether sending the same request again may succeed (the kit's queries retry only these). */
  readonly retryable: boolean;
  /** A warning asks the user to wait or act (a rate limit, a spend cap); an error says something failed. */
  readonly severity: ApiErrorSeverity;
  /** What a 400 answer said about the request, where it said it. */
  readonly details: BadRequestDetails | undefined;
  /**
   * What the server said, kept for logs and error reports. Never shown instead of the catalogue's
   * words, but for a widget's code whose words the spec takes from the service (a failed profile
   * save), where the active language has none of its own.
   */
  readonly serverMessage: string | undefined;

  constructor(init: ApiErrorInit | WidgetErrorInit) {
    const api = init.section === undefined || init.section === 'apiErrors';
    const widget = api ? undefined : (init as WidgetErrorInit);
    super(widget ? (widget.english ?? `${widget.section}.${widget.code}`) : apiErrorsEn[init.code as ApiErrorCode], init.cause === undefined ? undefined : { cause: init.cause });
    this.section = init.section ?? 'apiErrors';
    this.code = init.code;
    const entry = api ? CATALOGUE[init.code as ApiErrorCode] : undefined;
    this.retryable = entry?.retryable ?? false;
    this.severity = entry?.severity ?? 'error';
    const fromApi = api ? (init as ApiErrorInit) : undefined;
    this.status = fromApi?.status;
    this.details = fromApi?.details;
    this.serverMessage = init.serverMessage;
  }
}

/** @deprecated Since 0.1; removed in 1.0.0. The kit raises one error type, `DashboardError`: this is its former name. */
export const DashboardApiError = DashboardError;
/** @deprecated Since 0.1; removed in 1.0.0. The kit raises one error type, `DashboardError`: this is its former name. */
export type DashboardApiError = DashboardError;

/** Whether a thrown value is the kit's own error. */
export function isDashboardError(error: unknown): error is DashboardError {
  return error instanceof DashboardError;
}

/** @deprecated Since 0.1; removed in 1.0.0. The former name of `isDashboardError`. */
export const isDashboardApiError = isDashboardError;

/** Whether an error is the kit's with this code (and so of that code's section). */
export function hasErrorCode<Code extends DashboardErrorCode>(error: unknown, code: Code): error is DashboardError & { code: Code } {
  return error instanceof DashboardError && error.code === code;
}

/** The API's own name for a refusal (its `type`: `last_owner`, `sole_owner`), when it gave one. */
export function refusalType(error: unknown): string | undefined {
  return isDashboardError(error) ? error.details?.type : undefined;
}

/** Refused or stopped for want of a recent authenticator code (a declined code has this one name). */
export function needsStepUp(error: unknown): boolean {
  return hasErrorCode(error, 'STEP_UP_REQUIRED');
}

/**
 * Why an error means this browser is signed out: the provider ended its session or deleted its
 * account (the sign-in page then says which); undefined for any other error.
 */
export function signOutNoticeOf(error: unknown): SignOutNotice | undefined {
  if (!isDashboardError(error)) return undefined;
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
  for (const [name, value] of Object.entries(record)) {
    if (!MESSAGE_FIELDS.has(name) && value !== undefined) details[name] = value;
  }
  // The spec's four, only with the types it gives them.
  if (typeof details.type !== 'string') delete details.type;
  if (typeof details.model_name !== 'string') delete details.model_name;
  if (typeof details.requested_lat !== 'number') delete details.requested_lat;
  if (typeof details.requested_lon !== 'number') delete details.requested_lon;
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
  { status: 403, type: 'insufficient_role', code: 'INSUFFICIENT_ROLE' },
  { status: 403, type: 'organization_access_denied', code: 'ORGANIZATION_ACCESS_DENIED' },
  { status: 403, type: 'organization_requires_two_step', code: 'ORGANIZATION_REQUIRES_TWO_STEP' },
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
export function errorFromResponse(status: number, body: unknown): DashboardError {
  const code = namedRefusal(status, body) ?? (isGatewayFailure(status, body) ? 'NETWORK_ERROR' : codeForStatus(status));
  return new DashboardError({
    code,
    status,
    // Every refusal's `type` is kept: a widget words the API's own refusals of its calls (an organisation's `last_owner`, say).
    details: pickDetails(body),
    serverMessage: pickServerMessage(body),
  });
}

/** React Query's retry predicate: only what the catalogue marks retryable, a few times. (Typed `Error`, so a query using it keeps TanStack's `Error` type for `error`.) */
export function shouldRetry(failureCount: number, error: Error): boolean {
  return failureCount < 2 && isDashboardError(error) && error.retryable;
}
