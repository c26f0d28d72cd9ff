/**
 * The kit's English message catalogue: every user-facing text in one typed place.
 *
 * Texts quoted by the product spec are copied word for word. Texts the spec does not
 * give are marked with `// [not from spec]` on the line (or block) that holds them, so a
 * reviewer can tell the two apart and a translator knows which are ours to reword.
 * Hosts translate through `<DashboardProvider localization={...}>` (a deep partial).
 */
export const en = {
  common: {
    loading: 'Loading...', // [not from spec]
    dismiss: 'Dismiss',
    cancel: 'Cancel',
    copy: 'Copy', // [not from spec]
    copied: 'Copied!',
    close: 'Close', // [not from spec]
    retry: 'Try again',
    refresh: 'Refresh', // [not from spec]
  },

  /** Spec section 8, API client errors. */
  apiErrors: {
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
  },
  apiErrorSuggestions: {
    UNAUTHORIZED: 'Please log in again.', // [not from spec] wording of "suggests logging in again"
  },

  /** Spec section 2, theme and time. */
  theme: {
    light: 'Light', // [not from spec]
    dark: 'Dark', // [not from spec]
    system: 'System', // [not from spec]
  },
  timezoneGroups: {
    utc: 'UTC', // [not from spec]
    americas: 'Americas',
    europe: 'Europe',
    asiaPacific: 'Asia and Pacific',
    australia: 'Australia',
  },
} as const;

/** Widens the literal catalogue to strings, so a translation may say anything. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type Messages = Widen<typeof en>;

/** A partial catalogue, as hosts pass it to `localization`. */
export type Localization = { [K in keyof Messages]?: Partial<Messages[K]> };

/** Merges a host's partial catalogue over the English one (one level of sections). */
export function mergeMessages(base: Messages, overrides: Localization | undefined): Messages {
  if (!overrides) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const section of Object.keys(overrides) as (keyof Messages)[]) {
    merged[section] = { ...base[section], ...overrides[section] };
  }
  return merged as Messages;
}
