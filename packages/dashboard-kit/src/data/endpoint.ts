// Imports with their extension, no browser globals: the host's build reads the endpoints in Node
// (the early-requests script's table comes from them).
import type { GenericSchema } from 'valibot';

/** The widgets whose first data a host can ask for before they mount. */
export type PrefetchableWidget = 'ApiKeysPanel' | 'CreditsPanel' | 'PricingCalculator' | 'FileBrowser';

/**
 * One GET of the provider API, defined once: its path and query, the answer's shape, its
 * cache key and freshness, and the widgets that ask for it as they mount. The kit's query
 * hooks, the cache keys hosts invalidate with, prefetching and the head script's early
 * requests all come from these (data/endpoints.ts lists them).
 */
export interface GetEndpoint<TBody = unknown, TData = TBody, TParams = void> {
  path: string;
  /** The query string's parameters for `params` (a folder, say). */
  query?: (params: TParams) => Record<string, string | number>;
  /** The answer's shape, checked at run time; a wrong shape is a catalogue error. */
  schema: GenericSchema<unknown, TBody>;
  /** What callers get from a valid answer: the answer itself, or the part of it they use. */
  data?: (body: TBody) => TData;
  /** The cache key below the provider's scope; its first part names the resource. */
  key: (params: TParams) => readonly unknown[];
  /** How long an answer stays fresh. @default the kit's 30 s */
  staleTime?: number;
  /** `false`: a failure is shown at once, never retried (the widget offers its own retry). */
  retry?: false;
  /** Beyond the spec: a 404 means the API does not offer it, and the data is `null`, never an error. */
  optional?: boolean;
  /** Wraps a failure in the error the widget shows. */
  error?: (cause: unknown) => Error;
  /** The widgets that ask for it as they mount, with the params they ask with. */
  firstFor?: Partial<Record<PrefetchableWidget, [TParams] extends [void] ? true : (request: { path: string }) => TParams>>;
}
