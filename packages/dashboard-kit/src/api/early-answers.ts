// No imports, no browser globals: the head script (data/early-requests-runtime.ts) bundles this
// file, and the host's build reads its table's types in Node.

/** The property of `window` (the global object) where the early-requests script leaves its requests. */
export const EARLY_REQUESTS_GLOBAL = '__dashboardKitEarlyRequests';

/** Answers older than this are not used: a widget mounting later asks afresh. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/** A response the script received: its status, its media type (the Content-Type header) and its body text. */
export interface EarlyAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** An answer that has arrived, with the time it did (`Date.now()`). */
export interface SettledEarlyAnswer extends EarlyAnswer {
  receivedAt: number;
}

/**
 * What the script leaves on `window`: whose session it asked with, when it started, the answers
 * by URL (each `null` when its request failed), and, by the same URLs, those that have already
 * arrived (a request that failed never does).
 */
export interface EarlyRequests {
  userId: string;
  startedAt: number;
  answers: Record<string, Promise<EarlyAnswer | null> | undefined>;
  settled: Record<string, SettledEarlyAnswer | undefined>;
  /**
   * Whether the script revealed the page's prerendered HTML, once the access check has answered:
   * a host's start script holds the app's scripts back until that page has painted, and starts
   * them at once when it will not be shown.
   */
  preview?: Promise<boolean>;
}

/** A GET in the script's table; a query value `{ folderFrom }` is the location's folder parameter. */
export interface EarlyGet {
  path: string;
  query?: Record<string, string | number | { folderFrom: string }>;
}

/** What the host's build gives the script: where to ask, with which stored session, on which pages. */
export interface EarlyRequestsTable {
  /** The API's base URL, without a trailing slash. */
  api: string;
  /** Where auth-js keeps the session. */
  storageKey: string;
  /** The access check's path: every signed-in page asks for it. */
  access: string;
  /** Where the dashboard is mounted ('' at the root): the page's path inside it is what the guard's rules read. */
  base: string;
  /** By the pathname the browser shows: each widget rule's GETs, taken when its `when` holds. */
  routes: Record<string, { when?: readonly [string, string]; gets: EarlyGet[] }[]>;
}

const globals = globalThis as unknown as Record<string, EarlyRequests | undefined>;

/**
 * Resolves once the early-requests script's answers for these URLs have arrived or failed, or
 * after `timeoutMs`, whichever comes first; at once for any it did not ask for (signed out, a
 * public page) or when the kit has already taken them.
 */
export function earlyAnswersArrived(timeoutMs: number, urls: readonly string[]): Promise<void> {
  const answers = globals[EARLY_REQUESTS_GLOBAL]?.answers ?? {};
  const waiting = urls.map((url) => answers[url]).filter((answer) => answer !== undefined);
  if (waiting.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    void Promise.all(waiting).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
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

/** Leaves the script's requests on the page (the script's last step). */
export function leaveEarlyRequests(requests: EarlyRequests): void {
  globals[EARLY_REQUESTS_GLOBAL] = requests;
}

/** The script's requests, when it asked them for this user recently enough to use them. */
function usableEarlyRequests(userId: string, now: number): EarlyRequests | undefined {
  const early = globals[EARLY_REQUESTS_GLOBAL];
  return early && early.userId === userId && now - early.startedAt <= EARLY_ANSWER_MAX_AGE_MS ? early : undefined;
}

/** The script's answer for this URL if it has arrived and is still there to take, without taking it. */
export function arrivedEarlyAnswer(url: string, userId: string, now = Date.now()): SettledEarlyAnswer | undefined {
  const early = usableEarlyRequests(userId, now);
  return early?.answers[url] && early.settled[url];
}

/** The script's answer for this URL, arrived or on its way, handed out once. */
export function takeEarlyAnswer(url: string, userId: string, now = Date.now()): Promise<EarlyAnswer | null> | undefined {
  const early = usableEarlyRequests(userId, now);
  const answer = early?.answers[url];
  if (answer) delete early.answers[url];
  return answer;
}
