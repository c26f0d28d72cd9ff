import { EventSourceParserStream } from 'eventsource-parser/stream';
import * as v from 'valibot';
import type { ApiClient } from '../../api/client';
import { isDashboardError, signOutNoticeOf } from '../../api/errors';
import { requestEntrySchema, type RequestEntry } from '../../api/schemas/requests';
import { accountHeaders } from '../keys';
import { REQUEST_TAIL_PATH } from './endpoints';
import { tailQuery, type RequestLogFilters } from './request-filters';

/** Where a tail is: connecting (or again after a drop), live, or not offered by the API. */
export type TailState = 'connecting' | 'live' | 'reconnecting' | 'unavailable';

export interface TailHandlers {
  /** A new request, in the order they were made. */
  onRequest(entry: RequestEntry): void;
  onState(state: TailState): void;
}

export interface TailOptions {
  /** The organisation whose log it follows; none for the personal account's. */
  organizationId?: string | null;
  /** Resume after this entry (the newest the reader has); without it, only what comes next. */
  after?: string;
  /** Waits between attempts after a failure, doubling from `firstRetryMs` up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
}

/**
 * Follows the log live until `signal` aborts: each new request once, in order, across token
 * refreshes and dropped connections (it resumes after the last entry it had, with
 * `Last-Event-ID`). A 404 means the API has no tail: it stops and says so.
 */
export async function followRequests(
  api: ApiClient,
  filters: RequestLogFilters,
  handlers: TailHandlers,
  signal: AbortSignal,
  options: TailOptions = {}
): Promise<void> {
  let cursor = options.after;
  let wait = options.firstRetryMs ?? 1_000;
  handlers.onState('connecting');
  while (!signal.aborted) {
    try {
      const body = await api.stream(REQUEST_TAIL_PATH, {
        query: tailQuery(filters),
        headers: { ...accountHeaders({ organizationId: options.organizationId ?? null }), ...(cursor ? { 'last-event-id': cursor } : {}) },
        signal,
      });
      const events = body.pipeThrough(utf8Text()).pipeThrough(new EventSourceParserStream()).getReader();
      for (;;) {
        const { value: event, done } = await events.read();
        if (done || event.event === 'end') break;
        if (event.event === 'ready') {
          handlers.onState('live');
          wait = options.firstRetryMs ?? 1_000;
          cursor ??= event.id;
        } else if (event.event === 'request') {
          const parsed = v.safeParse(requestEntrySchema, parseJson(event.data));
          // An entry of another shape is skipped, as a list's would fail its page: the tail goes on.
          if (!parsed.success) continue;
          cursor = parsed.output.cursor;
          handlers.onRequest(parsed.output);
        }
      }
      await events.cancel().catch(() => undefined);
      // The stream ended (the token expired, the server restarted): open it again at once.
      if (!signal.aborted) handlers.onState('reconnecting');
    } catch (error) {
      if (signal.aborted) return;
      if (isDashboardError(error) && error.status === 404) {
        handlers.onState('unavailable');
        return;
      }
      // The session ended (signed out elsewhere, the account deleted): the provider signs this
      // browser out; asking again would only be refused again.
      if (signOutNoticeOf(error)) return;
      handlers.onState('reconnecting');
      await sleep(wait, signal);
      wait = Math.min(wait * 2, options.maxRetryMs ?? 30_000);
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Bytes to text as they come (a character split between chunks waits for its rest). TextDecoderStream would do, where every runtime has it. */
function utf8Text(): TransformStream<Uint8Array, string> {
  const decoder = new TextDecoder();
  return new TransformStream({
    transform: (chunk, controller) => controller.enqueue(decoder.decode(chunk, { stream: true })),
    flush: (controller) => {
      const rest = decoder.decode();
      if (rest) controller.enqueue(rest);
    },
  });
}
