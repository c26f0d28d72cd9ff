import { ofetch, type FetchResponse } from 'ofetch';
import * as v from 'valibot';
import { DashboardApiError, errorFromResponse } from './errors';
import { earlyRequestUrl, returnEarlyAnswer, takeEarlyAnswer, takeSettledEarlyAnswer, type EarlyAnswer } from './early-answers';
import { timedSignal } from './timeout';

/** Every product API call gives up after 15 seconds. */
export const API_TIMEOUT_MS = 15_000;

/** Only these methods are retried once after a 401, with a re-read token. */
const RETRY_AFTER_401 = new Set(['GET', 'HEAD', 'OPTIONS']);

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions {
  /** The provider API's base URL, e.g. `https://api.example.com`. */
  baseUrl: string;
  /** Reads the current session's access token; `null` when signed out. */
  getAccessToken: () => Promise<string | null>;
  /**
   * The token the session holds right now, without waiting (`null` when it does not know yet):
   * with it, a GET the early-requests script has already answered is there during render.
   */
  peekAccessToken?: () => string | null;
  /** @default 15000 */
  timeoutMs?: number;
  /** For tests and unusual runtimes. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Called with every failure before it is thrown (error reporting hooks in here). */
  onError?: (error: DashboardApiError, request: { method: HttpMethod; path: string }) => void;
}

export interface RequestOptions<TOutput> {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown> | unknown[];
  signal?: AbortSignal;
  /** Validates the response at run time; a mismatch becomes UNKNOWN_ERROR. */
  schema?: v.GenericSchema<unknown, TOutput>;
}

/** A GET's answer that was already on the page, and when it arrived. */
export interface ArrivedAnswer<TOutput> {
  data: TOutput;
  receivedAt: number;
}

export interface ApiClient {
  readonly baseUrl: string;
  request<TOutput = unknown>(path: string, options?: RequestOptions<TOutput>): Promise<TOutput>;
  /**
   * The early-requests script's answer to this GET, if it has arrived, succeeded and has the
   * schema's shape: taken at once (and only once), so a query can start with it instead of
   * rendering a loading state first. Anything else is left for `request`, which reads errors.
   */
  takeArrived<TOutput>(path: string, options: Pick<RequestOptions<TOutput>, 'query' | 'schema'>): ArrivedAnswer<TOutput> | undefined;
}

/** A response's status and its parsed body, however it arrived. */
interface ApiResponse {
  status: number;
  data: unknown;
}

function isCallerAbort(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

/** The promise's value, or the signal's reason once it aborts first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A body as ofetch reads one: JSON when it parses, else the text, nothing when empty. */
function parseBody(body: string): unknown {
  if (body === '') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

const isSuccess = (status: number) => status >= 200 && status <= 299;

/** An answer's data when it is a success of the schema's shape; anything else is `request`'s to read. */
function successData<TOutput>(answer: EarlyAnswer, schema?: v.GenericSchema<unknown, TOutput>): { data: TOutput } | undefined {
  if (!isSuccess(answer.status)) return undefined;
  const body = parseBody(answer.body);
  if (!schema) return { data: body as TOutput };
  const parsed = v.safeParse(schema, body);
  return parsed.success ? { data: parsed.output } : undefined;
}

/** The provider API client: bearer token, JSON, timeout, one 401 retry, catalogue errors. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const $fetch = ofetch.create(
    { baseURL: options.baseUrl, retry: 0, ignoreResponseError: true },
    options.fetch ? { fetch: options.fetch } : {},
  );

  /**
   * One exchange under the timeout and the caller's signal: a throw becomes the timeout, the
   * caller's own abort (let through) or a network error.
   */
  async function timed<T>(callerSignal: AbortSignal | undefined, exchange: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const timer = timedSignal(timeoutMs, callerSignal);
    try {
      return await exchange(timer.signal);
    } catch (error) {
      if (timer.timedOut()) throw new DashboardApiError({ code: 'REQUEST_TIMEOUT', cause: error });
      // The caller gave up (unmounted, query cancelled): not an API failure, let it through.
      if (isCallerAbort(error, callerSignal)) throw error;
      throw new DashboardApiError({ code: 'NETWORK_ERROR', cause: error });
    } finally {
      timer.clear();
    }
  }

  function send(path: string, method: HttpMethod, token: string, request: RequestOptions<unknown>): Promise<ApiResponse> {
    return timed(request.signal, async (signal) => {
      const response: FetchResponse<unknown> = await $fetch.raw(path, {
        method,
        query: request.query,
        body: request.body,
        signal,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      });
      return { status: response.status, data: response._data };
    });
  }

  /**
   * The early-requests script's answer for this GET, if it has one; null sends the request. A
   * caller that gives up while it waits hands the answer back for the next request.
   */
  async function early(path: string, token: string, request: RequestOptions<unknown>): Promise<ApiResponse | null> {
    const url = earlyRequestUrl(options.baseUrl, path, request.query);
    const answer = takeEarlyAnswer(url, token);
    if (!answer) return null;
    return timed(request.signal, async (signal) => {
      try {
        const received = await untilAborted(answer, signal);
        return received && { status: received.status, data: parseBody(received.body) };
      } catch (error) {
        if (request.signal?.aborted) returnEarlyAnswer(url, token, answer);
        throw error;
      }
    });
  }

  async function request<TOutput>(path: string, request: RequestOptions<TOutput> = {}): Promise<TOutput> {
    const method = request.method ?? 'GET';
    try {
      const token = await options.getAccessToken();
      if (!token) throw new DashboardApiError({ code: 'NO_AUTH_TOKEN' });
      // The caller gave up while the token was read (StrictMode's effect replay, say): send nothing.
      request.signal?.throwIfAborted();
      let response = (method === 'GET' && (await early(path, token, request))) || (await send(path, method, token, request));
      if (response.status === 401 && RETRY_AFTER_401.has(method)) {
        const reread = await options.getAccessToken();
        if (reread) response = await send(path, method, reread, request);
      }
      if (!isSuccess(response.status)) throw errorFromResponse(response.status, response.data);
      if (!request.schema) return response.data as TOutput;
      const parsed = v.safeParse(request.schema, response.data);
      if (parsed.success) return parsed.output;
      // A response of another shape is logged as unexpected.
      console.warn(`[dashboard-kit] Unexpected response from ${method} ${path}`, v.summarize(parsed.issues));
      throw new DashboardApiError({
        code: 'UNKNOWN_ERROR',
        status: response.status,
        serverMessage: `Unexpected response shape: ${v.summarize(parsed.issues)}`,
      });
    } catch (error) {
      if (error instanceof DashboardApiError) options.onError?.(error, { method, path });
      throw error;
    }
  }

  function takeArrived<TOutput>(path: string, request: Pick<RequestOptions<TOutput>, 'query' | 'schema'>): ArrivedAnswer<TOutput> | undefined {
    const token = options.peekAccessToken?.();
    if (!token) return undefined;
    return takeSettledEarlyAnswer(earlyRequestUrl(options.baseUrl, path, request.query), token, (answer) => {
      const success = successData(answer, request.schema);
      return success && { data: success.data, receivedAt: answer.receivedAt };
    });
  }

  return { baseUrl: options.baseUrl, request, takeArrived };
}
