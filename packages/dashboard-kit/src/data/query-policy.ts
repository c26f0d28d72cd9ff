import { shouldRetry } from '../api/errors';

/**
 * How every kit query behaves, set on the query itself so a host's own QueryClient (whose
 * defaults the kit cannot know) changes nothing: only what the error catalogue marks
 * retryable is retried, an answer stays fresh for 30 s, and a window regaining focus refetches
 * nothing. A query may ask for longer freshness after spreading this.
 */
export const KIT_QUERY_POLICY = { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false } as const;

/** Kit mutations are never retried: a second POST could make a second key or payment. */
export const KIT_MUTATION_POLICY = { retry: false } as const;
