import { ofetch, type FetchResponse } from 'ofetch';
import * as v from 'valibot';
import { DashboardError, errorFromResponse } from './errors';
import type { EarlyAnswer } from './early-answers';
import { yieldToMain } from '../platform/yield-to-main';
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
  /** @default 15000 */
  timeoutMs?: number;
  /** For tests and unusual runtimes. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Called with every failure before it is thrown (error reporting hooks in here). */
  onError?: (error: DashboardError, request: { method: HttpMethod; path: string }) => void;
}

export interface RequestOptions<TOutput> {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown> | unknown[];
  signal?: AbortSignal;
  /** Extra request headers (an `Idempotency-Key`, an `accept` other than JSON); never the authorization. */
  headers?: Record<string, string>;
  /** Validates the response at run time; a mismatch becomes UNKNOWN_ERROR. */
  schema?: v.GenericSchema<unknown, TOutput>;
  /**
   * A GET's answer already on its way (the head script's): read as if this request had
   * received it. A failed one (null), or one whose JSON body was cut short on the way, is sent
   * afresh; a 401 is retried as any GET's.
   */
  received?: Promise<EarlyAnswer | null>;
}

export interface StreamOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** Extra request headers (a `Last-Event-ID`); never the authorization. */
  headers?: Record<string, string>;
  /** Ends the stream (and a wait for it). */
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly baseUrl: string;
  request<TOutput = unknown>(path: string, options?: RequestOptions<TOutput>): Promise<TOutput>;
  /**
   * A GET whose answer streams (server-sent events): its body as it arrives. Token, 401 retry and
   * catalogue errors as `request`'s; the timeout covers the wait for the answer to start only.
   */
  stream(path: string, options?: StreamOptions): Promise<ReadableStream<Uint8Array>>;
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
export function parseBody(body: string): unknown {
  if (body === '') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** A media type that says the body is JSON (`application/json`, `application/problem+json`). */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]*\+)?json\s*(?:;|$)/i;

/**
 * An answer's body, read: a body its media type says is JSON must parse (an empty one too,
 * unless the status has no body), else the answer was cut short on its way (a connection
 * broken off mid-body, which some proxies end cleanly) and is a failed connection, whatever its
 * status said. Any other body as `parseBody` reads it.
 */
function readAnswerBody(status: number, body: string, contentType: string | null): unknown {
  if (status === 204 || status === 304 || !contentType || !JSON_MEDIA_TYPE.test(contentType)) return parseBody(body);
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    throw new DashboardError({ code: 'NETWORK_ERROR', cause: error });
  }
}

/** A 2xx status: the request did what it asked. */
export const isSuccess = (status: number) => status >= 200 && status <= 299;

/** The provider API client: bearer token, JSON, timeout, one 401 retry, catalogue errors. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const $fetch = ofetch.create(
    { baseURL: options.baseUrl, retry: 0, ignoreResponseError: true },
    options.fetch ? { fetch: options.fetch } : {},
  );

  /**
   * One exchange under the timeout and the caller's signal: a throw becomes the timeout, the
   * caller's own abort (let through) or a network error. A stream's exchange ends when its answer
   * starts (`streamed`): the timeout stops there, and the caller's signal still ends the stream.
   */
  async function timed<T>(callerSignal: AbortSignal | undefined, exchange: (signal: AbortSignal) => Promise<T>, { streamed = false } = {}): Promise<T> {
    const timer = timedSignal(timeoutMs, callerSignal);
    let started = false;
    try {
      const answer = await exchange(timer.signal);
      started = true;
      return answer;
    } catch (error) {
      if (timer.timedOut()) throw new DashboardError({ code: 'REQUEST_TIMEOUT', cause: error });
      if (error instanceof DashboardError) throw error;
      // The caller gave up (unmounted, query cancelled): not an API failure, let it through.
      if (isCallerAbort(error, callerSignal)) throw error;
      throw new DashboardError({ code: 'NETWORK_ERROR', cause: error });
    } finally {
      if (streamed && started) timer.stopTimer();
      else timer.clear();
    }
  }

  // Whether a request has started in the current task (cleared by the next timer task).
  let startedThisTask = false;
  /**
   * The first request of a task starts at once; each further one in a task of its own: a widget
   * whose five queries mount together would otherwise start five fetches in one task, over 50 ms
   * on a mid-range phone, and hold up the page's input and rendering for as long.
   */
  async function ownTask(): Promise<void> {
    if (startedThisTask) {
      await yieldToMain();
      return;
    }
    startedThisTask = true;
    setTimeout(() => {
      startedThisTask = false;
    }, 0);
  }

  async function send(path: string, method: HttpMethod, token: string, request: RequestOptions<unknown>): Promise<ApiResponse> {
    await ownTask();
    // The caller gave up while it waited its turn: send nothing.
    request.signal?.throwIfAborted();
    return timed(request.signal, async (signal) => {
      const response: FetchResponse<string> = await $fetch.raw(path, {
        method,
        query: request.query,
        body: request.body,
        signal,
        responseType: 'text',
        headers: { accept: 'application/json', ...request.headers, authorization: `Bearer ${token}` },
      });
      return { status: response.status, data: readAnswerBody(response.status, response._data ?? '', response.headers.get('content-type')) };
    });
  }

  /**
   * The answer already on its way, once it arrives, under the timeout and the caller's signal;
   * null when its request failed or its body was cut short on the way: then it is asked afresh.
   */
  function receive(answer: Promise<EarlyAnswer | null>, signal: AbortSignal | undefined): Promise<ApiResponse | null> {
    return timed(signal, async (timer) => {
      const received = await untilAborted(answer, timer);
      if (!received) return null;
      try {
        return { status: received.status, data: readAnswerBody(received.status, received.body, received.contentType) };
      } catch {
        return null;
      }
    });
  }

  async function request<TOutput>(path: string, request: RequestOptions<TOutput> = {}): Promise<TOutput> {
    const method = request.method ?? 'GET';
    try {
      const token = await options.getAccessToken();
      if (!token) throw new DashboardError({ code: 'NO_AUTH_TOKEN' });
      // The caller gave up while the token was read (StrictMode's effect replay, say): send nothing.
      request.signal?.throwIfAborted();
      let response = (method === 'GET' && request.received && (await receive(request.received, request.signal))) || (await send(path, method, token, request));
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
      throw new DashboardError({
        code: 'UNKNOWN_ERROR',
        status: response.status,
        serverMessage: `Unexpected response shape: ${v.summarize(parsed.issues)}`,
      });
    } catch (error) {
      if (error instanceof DashboardError) options.onError?.(error, { method, path });
      throw error;
    }
  }

  /** One streamed exchange, timed as any other until its answer starts; the caller's signal ends it whenever. */
  function openStream(path: string, token: string, request: StreamOptions): Promise<{ status: number; body: ReadableStream<Uint8Array> | null }> {
    return timed(
      request.signal,
      async (signal) => {
        const response = await $fetch.raw<ReadableStream<Uint8Array>, 'stream'>(path, {
          query: request.query,
          signal,
          responseType: 'stream',
          headers: { accept: 'text/event-stream', ...request.headers, authorization: `Bearer ${token}` },
        });
        return { status: response.status, body: response._data ?? null };
      },
      { streamed: true },
    );
  }

  async function stream(path: string, request: StreamOptions = {}): Promise<ReadableStream<Uint8Array>> {
    try {
      const token = await options.getAccessToken();
      if (!token) throw new DashboardError({ code: 'NO_AUTH_TOKEN' });
      request.signal?.throwIfAborted();
      let response = await openStream(path, token, request);
      if (response.status === 401) {
        await response.body?.cancel();
        const reread = await options.getAccessToken();
        if (reread) response = await openStream(path, reread, request);
      }
      if (!isSuccess(response.status) || !response.body) {
        const text = response.body ? await new Response(response.body).text() : '';
        throw errorFromResponse(response.status, parseBody(text));
      }
      return response.body;
    } catch (error) {
      if (error instanceof DashboardError) options.onError?.(error, { method: 'GET', path });
      throw error;
    }
  }

  return { baseUrl: options.baseUrl, request, stream };
}
