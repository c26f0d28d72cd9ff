// No imports: the early-requests script (early-requests-script.ts) writes what this reads.

/** The property of `window` (the global object) where the early-requests script leaves its requests. */
export const EARLY_REQUESTS_GLOBAL = '__dashboardKitEarlyRequests';

/** Answers older than this are not used: a widget mounting later asks afresh. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/** A response the script received: its status and body text; `null` when the request failed. */
export interface EarlyAnswer {
  status: number;
  body: string;
}

/** What the script leaves on `window`: the token it used, when it started, the answers by URL. */
export interface EarlyRequests {
  token: string;
  startedAt: number;
  answers: Record<string, Promise<EarlyAnswer | null> | undefined>;
}

/**
 * The URL a GET goes to, as the script and the API client both spell it: the base without a
 * trailing slash, the path, the query in the order given (undefined values left out).
 */
export function earlyRequestUrl(baseUrl: string, path: string, query?: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${text ? `?${text}` : ''}`;
}

/**
 * The answer the script got for this URL with this token, handed out once; nothing when there
 * is none, when the session's token has changed since, or when it is older than the max age.
 */
export function takeEarlyAnswer(url: string, token: string, now = Date.now()): Promise<EarlyAnswer | null> | undefined {
  const early = (globalThis as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_GLOBAL];
  if (!early || early.token !== token || now - early.startedAt > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  const answer = early.answers[url];
  delete early.answers[url];
  return answer;
}
