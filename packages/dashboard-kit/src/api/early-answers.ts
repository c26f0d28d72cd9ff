// No imports: the early-requests script (early-requests-script.ts) writes what this reads.

/** The property of `window` (the global object) where the early-requests script leaves its requests. */
export const EARLY_REQUESTS_GLOBAL = '__dashboardKitEarlyRequests';

/** Answers older than this are not used: a widget mounting later asks afresh. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/** A response the script received: its status and body text. */
export interface EarlyAnswer {
  status: number;
  body: string;
}

/** An answer that has arrived, with the time it did (`Date.now()`). */
export interface SettledEarlyAnswer extends EarlyAnswer {
  receivedAt: number;
}

/**
 * What the script leaves on `window`: the token it used, when it started, the answers by URL
 * (each `null` when its request failed), and, by the same URLs, those that have already arrived
 * (a request that failed never does).
 */
export interface EarlyRequests {
  token: string;
  startedAt: number;
  answers: Record<string, Promise<EarlyAnswer | null> | undefined>;
  settled?: Record<string, SettledEarlyAnswer | undefined>;
}

/** What the script left on `window`, if it ran. */
function readEarlyRequests(): EarlyRequests | undefined {
  return (globalThis as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_GLOBAL];
}

/**
 * Resolves once the early-requests script's answers for these URLs have arrived or failed, or
 * after `timeoutMs`, whichever comes first; at once for any it did not ask for (signed out, a
 * public page) or that a request has already taken.
 */
export function earlyAnswersArrived(timeoutMs: number, urls: readonly string[]): Promise<void> {
  const answers = readEarlyRequests()?.answers ?? {};
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

/** The script's requests when they were made with this token and are recent enough to use. */
function usableEarlyRequests(token: string, now: number): EarlyRequests | undefined {
  const early = readEarlyRequests();
  return early && early.token === token && now - early.startedAt <= EARLY_ANSWER_MAX_AGE_MS ? early : undefined;
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
  const early = usableEarlyRequests(token, now);
  if (!early) return undefined;
  const answer = early.answers[url];
  delete early.answers[url];
  return answer;
}

/**
 * Gives back an answer taken by a request its caller then gave up on (a query cancelled as its
 * widget unmounts, or StrictMode's effect replay): the next request for it takes it again.
 */
export function returnEarlyAnswer(url: string, token: string, answer: Promise<EarlyAnswer | null>): void {
  const early = usableEarlyRequests(token, Date.now());
  if (early) early.answers[url] ??= answer;
}

/**
 * The same answer, but only once it has arrived, as `read` makes of it: when `read` gives
 * something, the answer is taken (once, as takeEarlyAnswer would) without waiting a tick.
 * Otherwise nothing is taken, and the answer stays for takeEarlyAnswer.
 */
export function takeSettledEarlyAnswer<T>(url: string, token: string, read: (answer: SettledEarlyAnswer) => T | undefined, now = Date.now()): T | undefined {
  const early = usableEarlyRequests(token, now);
  // Only while the answer has not been taken: `settled` keeps what arrived, taken or not.
  const answer = early?.answers[url] && early.settled?.[url];
  const result = answer && read(answer);
  if (result !== undefined) delete early!.answers[url];
  return result;
}
