import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { afterEach } from 'vitest';
import { basicAuth } from '../api-key-auth';
import { control } from './harness';

/** Helpers for the forecast and request-log contract tests (API-PROPOSAL.md). */

export const TWO_PARAMETERS = 'air_temperature_at_height_level_2m,wind_speed_at_height_level_10m';
export const BERLIN = { model: 'ept2', lat: '52.52', lon: '13.405', steps: '48', parameters: TWO_PARAMETERS };

/** A point forecast with a key, as a program (or the curl the dashboard shows) asks for one. */
export function forecastWith(url: string, key: { id: string; secret: string }, query: Record<string, string> = BERLIN) {
  return fetch(`${url}/v1/forecast/point?${new URLSearchParams(query)}`, { headers: { authorization: basicAuth(key.id, key.secret), 'user-agent': 'contract-test/1.0' } });
}

export function setRules(url: string, rules: Record<string, unknown>) {
  return control(`${url}/_sandbox/settings`, 'PATCH', rules);
}

/** Sets a user's balance, in euros (null: no credits ever bought). */
export function setBalance(url: string, email: string, euros: number | null) {
  return control(`${url}/_sandbox/users/${encodeURIComponent(email)}`, 'PATCH', { balance: euros });
}

/** A live tail read with fetch, as the dashboard reads it: its events as they come, until `close`. */
export function openTail(url: string, token: string, options: { lastEventId?: string; query?: string; organization?: string } = {}) {
  const messages: EventSourceMessage[] = [];
  const waiters: (() => void)[] = [];
  const abort = new AbortController();
  const parser = createParser({
    onEvent(message) {
      messages.push(message);
      for (const wake of waiters.splice(0)) wake();
    },
  });
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  if (options.organization) headers['organization-id'] = options.organization;
  const opened = fetch(`${url}/v1/requests/tail${options.query ? `?${options.query}` : ''}`, { headers, signal: abort.signal });
  let ended = false;
  let reader: ReadableStreamDefaultReader<string> | undefined;
  const reading = opened
    .then(async (response) => {
      reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        parser.feed(value);
      }
    })
    .catch(() => undefined)
    .finally(() => {
      ended = true;
      for (const wake of waiters.splice(0)) wake();
    });
  return {
    opened,
    messages,
    /** Resolves once `count` events named `event` have arrived. */
    async until(event: string, count: number): Promise<EventSourceMessage[]> {
      for (;;) {
        const matching = messages.filter((message) => message.event === event);
        if (matching.length >= count) return matching;
        if (ended) throw new Error(`The tail ended after ${matching.length} of ${count} ${event} events`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    async close() {
      abort.abort();
      await reader?.cancel().catch(() => undefined);
      await reading;
    },
  };
}

/** `openTail` for a test file: every tail a test opens is closed after it, so no stream outlives its test. */
export function tailsClosedAfterEach(): typeof openTail {
  const open: ReturnType<typeof openTail>[] = [];
  afterEach(async () => {
    for (const tail of open.splice(0)) await tail.close();
  });
  return (...args) => {
    const tail = openTail(...args);
    open.push(tail);
    return tail;
  };
}
