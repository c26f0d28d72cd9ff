// Imports with their extension, no browser globals: the host's build reads the endpoints in Node
// (the early-requests script's table comes from them).
import type { GenericSchema } from 'valibot';

/** The widgets whose first data a host can ask for before they mount (the shell's: whether the API keeps a request log). */
export type PrefetchableWidget = 'ApiKeysPanel' | 'CreditsPanel' | 'PricingCalculator' | 'FileBrowser' | 'DashboardShell';

/**
 * One GET of the provider API, defined once: its path and query, the answer's shape, its
 * cache key and freshness, and the widgets that ask for it as they mount. The kit's query
 * hooks, the cache keys hosts invalidate with, prefetching and the head script's early
 * requests all come from these (each resource's data/<resource>/endpoints.ts; data/endpoints.ts lists those a page asks for as it starts).
 */
export interface GetEndpoint<TBody = unknown, TData = TBody, TParams = void> {
  /** Its path, or the path for `params` where the path names what it reads (a request's id, say). */
  path: string | ((params: TParams) => string);
  /** The query string's parameters for `params` (a folder, say). */
  query?: (params: TParams) => Record<string, string | number>;
  /** The answer's shape, checked at run time; a wrong shape is a catalogue error. */
  schema: GenericSchema<unknown, TBody>;
  /** What callers get from a valid answer: the answer itself, or the part of it they use. */
  data?: (body: TBody) => TData;
  /** The resource it reads: the first part of its cache key, which every query of the resource shares. */
  resource: string;
  /** The rest of the cache key, below the resource (a folder's path, say). @default none */
  key?: (params: TParams) => readonly unknown[];
  /** How long an answer stays fresh. @default the kit's 30 s */
  staleTime?: number;
  /** `false`: a failure is shown at once, never retried (the widget offers its own retry). */
  retry?: false;
  /** A 404 means the API does not offer it, and the data is `null`, never an error. */
  optional?: boolean;
  /** Wraps a failure in the error the widget shows. */
  error?: (cause: unknown) => Error;
  /**
   * The same for every account of the user (their access record, the data files, the prices):
   * cached once for them, asked without the organisation header. Without it, a GET reads the
   * active account's data (the personal account's, or the organisation's the user switched to).
   */
  perUser?: true;
  /**
   * A page's first answer, kept in the browser for the user's next visit (provider's
   * `keepAnswers`): never an answer with a secret in it.
   */
  keep?: true;
  /** The widgets that ask for it as they mount, with the params they ask with. */
  firstFor?: Partial<Record<PrefetchableWidget, [TParams] extends [void] ? true : (request: { path: string }) => TParams>>;
}

/** The path a GET asks for `params`. */
export function pathOf<TParams>(endpoint: Pick<GetEndpoint<unknown, unknown, TParams>, 'path'>, params: TParams): string {
  return typeof endpoint.path === 'function' ? endpoint.path(params) : endpoint.path;
}

/** Which page of a list a paged GET asks for: `null`, the first. */
export interface PageCursor {
  cursor: string | null;
}

/**
 * A GET read a page at a time (data/endpoint-query.ts `useEndpointPages`): its `key` leaves the
 * cursor out, so every page of one list shares one cache entry, and each page names the next. No
 * widget asks for one before it mounts.
 */
export interface PagedEndpoint<TBody, TData, TParams extends object> extends Omit<GetEndpoint<TBody, TData, TParams & PageCursor>, 'firstFor'> {
  /** The next page's cursor in a page's data; none after the last page. */
  nextCursor: (data: TData) => string | null | undefined;
}

/** A request that changes something, defined once as the GETs are: the hooks send it with these. */
export interface MutationEndpoint<TVariables, TBody = unknown, TData = TBody> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (variables: TVariables) => string;
  body?: (variables: TVariables) => Record<string, unknown>;
  /**
   * Sent with an `Idempotency-Key`, so a repeat opens nothing twice: the key the caller names
   * (`key`), else one per distinct request the hook sends (the same request again, a retry, the
   * same key; another body, a new one; data/idempotency.ts).
   */
  idempotent?: { key?: (variables: TVariables) => string | undefined };
  /** The answer's shape, checked at run time. @default the answer is not read */
  schema?: GenericSchema<unknown, TBody>;
  /** What callers get from a valid answer (it may throw the endpoint's own error). */
  data?: (body: TBody) => TData;
  /** A refusal the kit can tell before sending (a required field left empty), worded as the API's would be: nothing is sent. */
  check?: (variables: TVariables) => Error | undefined;
  /** Wraps a failure of the request in the error the widget shows. */
  error?: (cause: unknown) => Error;
  /** The answer is this GET's new value: the cache takes it. */
  answers?: Pick<GetEndpoint<unknown, unknown, void>, 'resource' | 'key'>;
  /** The GETs whose resources it makes stale: every cached answer of theirs refetches once it settles, success or not. */
  invalidates?: readonly Pick<GetEndpoint<unknown, unknown, never>, 'resource'>[];
  /** The answer holds a secret, shown once: the cache forgets it as soon as the caller lets go (`reset()`). */
  secret?: true;
  /** A change to the user's own things, not an account's (no organisation header); `answers` and `invalidates` then name per-user GETs. */
  perUser?: true;
}
